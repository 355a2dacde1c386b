/**
 * Checks a `POST /emails` body the way Resend does, for the fields the functions send (from, to,
 * reply_to, subject, html, text, headers), and answers in Resend's error shape, so a function that would be
 * refused in production is refused locally. Other fields are not emulated (see `unknownFields`).
 */

export interface OutgoingEmail {
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  html: string | null;
  text: string | null;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of a newsletter issue. */
  headers: Record<string, string>;
}

/** Resend's error body: `{ statusCode, name, message }`. */
export interface ResendError {
  statusCode: number;
  name: string;
  message: string;
}

type ParsedEmail = { ok: true; email: OutgoingEmail } | { ok: false; error: ResendError };

const maxRecipients = 50;
const bareAddress = /^[^\s@<>",;]+@[^\s@<>",;.]+(\.[^\s@<>",;.]+)+$/;
const namedAddress = /^[^<>]*<\s*([^<>\s]+)\s*>$/;

export const validationError = (message: string): ResendError => ({
  statusCode: 422,
  name: 'validation_error',
  message,
});

/** The bare, lower-cased address of `a@b.c` or `Name <a@b.c>`; undefined when it is neither. */
export function addressOf(value: string): string | undefined {
  const trimmed = value.trim();
  const named = namedAddress.exec(trimmed);
  const address = named ? named[1]! : trimmed;
  return bareAddress.test(address) ? address.toLowerCase() : undefined;
}

const formatHint =
  'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';

function addressList(value: unknown, field: string, required: boolean): string[] | ResendError {
  if (value === undefined || value === null)
    return required ? validationError(`Missing \`${field}\` field.`) : [];
  const list = Array.isArray(value) ? value : [value];
  if (required && list.length === 0) return validationError(`Missing \`${field}\` field.`);
  if (list.length > maxRecipients) {
    return validationError(`Too many recipients in \`${field}\`. The maximum is ${maxRecipients}.`);
  }
  for (const entry of list) {
    if (typeof entry !== 'string' || addressOf(entry) === undefined) {
      return validationError(`Invalid \`${field}\` field. ${formatHint}`);
    }
  }
  return list as string[];
}

const isError = (value: unknown): value is ResendError =>
  typeof value === 'object' && value !== null && 'statusCode' in value;

function optionalString(value: unknown, field: string): string | null | ResendError {
  if (value === undefined || value === null) return null;
  return typeof value === 'string'
    ? value
    : validationError(`Invalid \`${field}\` field. It must be a string.`);
}

const knownFields = new Set(['from', 'to', 'reply_to', 'subject', 'html', 'text', 'headers']);

/** Fields of a send the catcher does not emulate (cc, attachments, scheduling, templates...). */
export function unknownFields(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !knownFields.has(key));
}

export function parseResendEmail(body: unknown): ParsedEmail {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: validationError('The request body must be a JSON object.') };
  }
  const input = body as Record<string, unknown>;
  if (typeof input.from !== 'string' || input.from.trim() === '') {
    return { ok: false, error: validationError('Missing `from` field.') };
  }
  if (addressOf(input.from) === undefined)
    return { ok: false, error: validationError(`Invalid \`from\` field. ${formatHint}`) };
  const to = addressList(input.to, 'to', true);
  const replyTo = addressList(input.reply_to, 'reply_to', false);
  if (typeof input.subject !== 'string' || input.subject === '') {
    return { ok: false, error: validationError('Missing `subject` field.') };
  }
  const html = optionalString(input.html, 'html');
  const text = optionalString(input.text, 'text');
  for (const value of [to, replyTo, html, text]) {
    if (isError(value)) return { ok: false, error: value };
  }
  if (html === null && text === null)
    return { ok: false, error: validationError('Missing `html` or `text` field.') };
  const headers = input.headers ?? {};
  if (
    typeof headers !== 'object' ||
    headers === null ||
    Array.isArray(headers) ||
    Object.entries(headers).some(
      ([name, value]) => typeof value !== 'string' || /[\r\n:]/.test(name) || /[\r\n]/.test(value),
    )
  ) {
    return {
      ok: false,
      error: validationError('Invalid `headers` field. It must be an object of one-line strings.'),
    };
  }
  return {
    ok: true,
    email: {
      from: input.from,
      to: to as string[],
      replyTo: replyTo as string[],
      subject: input.subject,
      html: html as string | null,
      text: text as string | null,
      headers: headers as Record<string, string>,
    },
  };
}
