/**
 * The field rules the form schemas are made of: trimmed text with a length limit, the email and
 * web-address formats of `limits.ts`, and the honeypot. Each rule carries the sentence a person reads
 * when it fails; the first failing rule of a payload is the one shown.
 *
 * Written with `zod/mini` (the functional build of zod): every runtime that bundles these (the
 * browser's lazy form chunk, the Pages Functions worker) carries only the checks used here.
 */
import * as z from 'zod/mini';
import { emailPattern, lengthLimits, webAddressPattern } from './limits.ts';
import { fieldMessages, webAddressMessage, webAddressTooLong } from './messages.ts';

const emailRegex = new RegExp(emailPattern);
const webAddressRegex = new RegExp(webAddressPattern, 'i');

const blankToUndefined = z.transform((value: string | null | undefined) => (value ? value : undefined));

/** Text that must not be empty once trimmed (whitespace alone is refused as missing). */
export function requiredText(messages: { required: string; tooLong: string }, max: number) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(max, { error: messages.tooLong }),
    );
}

/** Optional text: missing, null or blank all become `undefined`; otherwise trimmed and limited. */
export function optionalText(tooLong: string, max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: fieldMessages.notText }).check(z.trim(), z.maxLength(max, { error: tooLong })),
    ),
    blankToUndefined,
  );
}

/** An email address: trimmed, lower-cased (one person is one address), then checked. */
export const emailField = z
  .string({ error: fieldMessages.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: fieldMessages.emailRequired }),
    z.maxLength(lengthLimits.email, { error: fieldMessages.emailTooLong }),
    z.regex(emailRegex, { error: fieldMessages.emailInvalid }),
  );

/** An optional http(s) address (see `webAddressPattern`); blank is the same as missing. */
export function optionalWebAddress(label: string) {
  return z.pipe(
    z.nullish(
      z.string({ error: webAddressMessage(label) }).check(
        z.trim(),
        z.maxLength(lengthLimits.url, { error: webAddressTooLong(label) }),
        z.refine((value: string) => value === '' || webAddressRegex.test(value), {
          error: webAddressMessage(label),
        }),
      ),
    ),
    blankToUndefined,
  );
}

/** The name of the hidden input that people never see and bots fill in. */
export const honeypotField = 'company_website';

/** The honeypot as a schema field (its value is never used; see `isHoneypotFilled`). */
export const honeypotSchema = z.optional(
  z
    .string({ error: fieldMessages.notText })
    .check(z.maxLength(lengthLimits.honeypot, { error: fieldMessages.honeypotTooLong })),
);

/**
 * True when a submission carries a filled honeypot: answer as if it worked and do nothing. Checked
 * before validation, so a bot learns nothing from the answer.
 */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[honeypotField];
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** What every schema here offers: `safeParse` with the issues of a failure. */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The sentence to show for a failed parse: the first rule that failed. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? 'Please check the form and try again.';
}
