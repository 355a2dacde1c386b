/**
 * Sending email through the Resend SDK. In production the SDK talks to api.resend.com; locally
 * `RESEND_BASE_URL` points it at the mail catcher. Every send carries an idempotency key, so a
 * repeated call (retry, concurrent invocation) never delivers a second copy. Resend allows a team 2
 * requests a second by default: a send answered 429 is tried once more after its Retry-After (at most
 * 2 s); anything still failing is left to the schedule.
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
  /** Extra headers, e.g. the one-click unsubscribe of a newsletter issue (RFC 8058). */
  headers?: Record<string, string>;
  /** Resend idempotency key: `email/<outbox id>` (see `emailIdempotencyKey` in outbox.ts). */
  idempotencyKey: string;
}

type SendResult = { ok: true; id: string } | { ok: false; error: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<SendResult>;
}

interface ResendMailerOptions {
  apiKey: string;
  from: string;
  baseUrl?: string;
  logger: Logger;
  /** Waits before the one retry of a rate-limited send (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

const longestRetryWaitMs = 2000;

function isRateLimited(error: unknown): boolean {
  const { statusCode, name } = (error ?? {}) as { statusCode?: unknown; name?: unknown };
  return statusCode === 429 || name === 'rate_limit_exceeded';
}

function retryWaitMs(headers: Record<string, string> | null | undefined): number {
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, longestRetryWaitMs) : 1000;
}

/** A Mailer over Resend. Provider errors are logged here and reported as a plain failure. */
export function createResendMailer(options: ResendMailerOptions): Mailer {
  const resend = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
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
        let answer = await sendOnce(email);
        if (answer.error && isRateLimited(answer.error)) {
          await sleep(retryWaitMs(answer.headers));
          answer = await sendOnce(email);
        }
        const { data, error } = answer;
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
