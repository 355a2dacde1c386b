/**
 * Sending email through the Resend SDK. In production the SDK talks to api.resend.com; locally
 * `RESEND_BASE_URL` points it at the mail catcher. Every send carries an idempotency key, so a
 * repeated call (retry, concurrent invocation) never delivers a second copy.
 */
import { Resend } from 'resend';
import { describeError, type Logger } from './http.ts';
import { sanitizeHeader } from './text.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingEmail extends RenderedEmail {
  to: string[];
  replyTo?: string[];
  /** Resend idempotency key, e.g. `lead-confirmation/<lead id>`. */
  idempotencyKey: string;
}

export type SendResult = { ok: true; id: string } | { ok: false; error: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
}

export interface ResendMailerOptions {
  apiKey: string;
  from: string;
  baseUrl?: string;
  logger: Logger;
}

/** A Mailer over Resend. Provider errors are logged here and reported as a plain failure. */
export function createResendMailer(options: ResendMailerOptions): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    async send(email) {
      try {
        const { data, error } = await resend.emails.send(
          {
            from: sanitizeHeader(options.from, 320),
            to: email.to,
            replyTo: email.replyTo,
            subject: sanitizeHeader(email.subject),
            html: email.html,
            text: email.text,
          },
          { idempotencyKey: email.idempotencyKey },
        );
        if (error || !data) {
          options.logger.error('email send failed', {
            idempotencyKey: email.idempotencyKey,
            error: describeError(error),
          });
          return { ok: false, error: 'send failed' };
        }
        return { ok: true, id: data.id };
      } catch (error) {
        options.logger.error('email send threw', {
          idempotencyKey: email.idempotencyKey,
          error: describeError(error),
        });
        return { ok: false, error: 'send failed' };
      }
    },
  };
}
