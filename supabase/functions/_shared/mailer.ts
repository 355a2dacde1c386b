/**
 * Sending email through the Resend SDK. In production the SDK talks to api.resend.com; locally
 * `RESEND_BASE_URL` points it at the mail catcher. Every send carries an idempotency key, so a
 * repeated call (retry, concurrent invocation) never delivers a second copy. Resend allows a team 2
 * requests a second by default: sends are paced to RESEND_REQUESTS_PER_SECOND (default 2), and a
 * send answered 429 pauses the sending and is tried again after its Retry-After (pacing.ts);
 * anything still failing is left to the schedule.
 */
import { Resend } from 'resend';
import { describeError, type Logger } from './http.ts';
import { createPacer, pacedCall, type Pacer } from './pacing.ts';
import { sanitizeHeader } from './text.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingEmail extends RenderedEmail {
  to: string[];
  replyTo?: string[];
  /** Extra headers, e.g. the one-click unsubscribe of a newsletter issue (RFC 8058). */
  headers?: Record<string, string>;
  /** Resend idempotency key: `email/<outbox id>` (see `emailIdempotencyKey` in outbox.ts). */
  idempotencyKey: string;
}

export type SendResult = { ok: true; id: string } | { ok: false; error: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
}

interface ResendMailerOptions {
  apiKey: string;
  from: string;
  baseUrl?: string;
  logger: Logger;
  /** Sends a second; default 2. */
  perSecond?: number;
  /** The pace of the sends (tests pass one with a fake clock); else one at `perSecond`. */
  pacer?: Pacer;
}

function isRateLimited(error: unknown): boolean {
  const { statusCode, name } = (error ?? {}) as { statusCode?: unknown; name?: unknown };
  return statusCode === 429 || name === 'rate_limit_exceeded';
}

/** The wait Retry-After asks for, in ms; 0 when it says nothing usable. */
function retryWaitMs(headers: Record<string, string> | null | undefined): number {
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** A Mailer over Resend. Provider errors are logged here and reported as a plain failure. */
export function createResendMailer(options: ResendMailerOptions): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  const pacer = options.pacer ?? createPacer({ perSecond: options.perSecond });
  const sendOnce = (email: OutgoingEmail) =>
    resend.emails.send(
      {
        from: sanitizeHeader(options.from, 320),
        to: email.to,
        replyTo: email.replyTo,
        subject: sanitizeHeader(email.subject),
        html: email.html,
        text: email.text,
        ...(email.headers ? { headers: email.headers } : {}),
      },
      { idempotencyKey: email.idempotencyKey },
    );
  return {
    async send(email) {
      try {
        const { data, error } = await pacedCall(pacer, () => sendOnce(email), {
          rateLimited: (answer) =>
            answer.error && isRateLimited(answer.error) ? retryWaitMs(answer.headers) : undefined,
        });
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
