/**
 * The field rules the form schemas are made of. Every text is normalised the same way before it is
 * judged: line breaks as `\n`, Unicode NFC, format characters (bidi overrides, zero-width characters)
 * removed from single-line text, whitespace trimmed. Control characters (NUL among them) are refused
 * with a sentence, never passed on to fail somewhere deeper. Lengths count code points, as Postgres
 * does. Each rule carries the sentence a person reads when it fails; the first failing rule of a
 * payload is the one shown.
 *
 * Written with `zod/mini` (the functional build of zod): every runtime that bundles these (the Pages
 * Functions worker, the Deno functions) carries only the checks used here.
 */
import * as z from 'zod/mini';
import {
  codePointLength,
  controlCharacterClass,
  emailPattern,
  formatCharacterClass,
  lengthLimits,
  webAddressPattern,
  whitespaceClass,
} from './limits.ts';
import { fieldMessages, webAddressMessage, webAddressTooLong } from './messages.ts';

const emailRegex = new RegExp(emailPattern);
const webAddressRegex = new RegExp(webAddressPattern, 'i');
const formatCharacters = new RegExp(formatCharacterClass, 'gu');
const edgeWhitespace = new RegExp(`^${whitespaceClass}+|${whitespaceClass}+$`, 'g');
const controlCharacters = {
  singleLine: new RegExp(controlCharacterClass.singleLine, 'u'),
  multiLine: new RegExp(controlCharacterClass.multiLine, 'u'),
};

type TextKind = 'singleLine' | 'multiLine';

/**
 * A text as it is judged and stored: `\r\n` and `\r` as `\n`, NFC, trimmed; single-line text without
 * format characters. Runs before any check, so what is checked is what is stored.
 */
export function normalizeText(value: string, kind: TextKind): string {
  const lines = value.replace(/\r\n?/g, '\n').normalize('NFC');
  const visible = kind === 'singleLine' ? lines.replace(formatCharacters, '') : lines;
  return visible.replace(edgeWhitespace, '');
}

/** True when the text holds a control character its kind does not allow. */
function hasControlCharacter(value: string, kind: TextKind): boolean {
  return controlCharacters[kind].test(value);
}

const normalized = (kind: TextKind) =>
  z.pipe(
    z.string({ error: fieldMessages.notText }),
    z.transform((value: string) => normalizeText(value, kind)),
  );

const withoutControls = (kind: TextKind) =>
  z.refine<string>((value) => !hasControlCharacter(value, kind), { error: fieldMessages.controlCharacters });

const atMost = (max: number, error: string) =>
  z.refine<string>((value) => codePointLength(value) <= max, { error });

const blankToUndefined = z.transform((value: string | null | undefined) => (value ? value : undefined));

/** Text that must not be empty once normalised (whitespace alone is refused as missing). */
export function requiredText(
  messages: { required: string; tooLong: string },
  max: number,
  kind: TextKind = 'singleLine',
) {
  return z.pipe(
    z.string({ error: messages.required }),
    normalized(kind).check(
      z.minLength(1, { error: messages.required }),
      withoutControls(kind),
      atMost(max, messages.tooLong),
    ),
  );
}

/** Optional text: missing, null or blank all become `undefined`; otherwise normalised and limited. */
export function optionalText(tooLong: string, max: number, kind: TextKind = 'singleLine') {
  return z.pipe(
    z.nullish(normalized(kind).check(withoutControls(kind), atMost(max, tooLong))),
    blankToUndefined,
  );
}

/** An email address: trimmed, lower-cased (one person is one address), then checked. */
export const emailField = z.pipe(
  z.string({ error: fieldMessages.emailRequired }),
  normalized('singleLine').check(
    z.toLowerCase(),
    z.minLength(1, { error: fieldMessages.emailRequired }),
    atMost(lengthLimits.email, fieldMessages.emailTooLong),
    z.regex(emailRegex, { error: fieldMessages.emailInvalid }),
  ),
);

/** An address typed without its scheme (`linkedin.com/in/jane`) gets `https://`. */
export function withWebScheme(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

/**
 * An optional http(s) address (see `webAddressPattern`); blank is the same as missing, and an address
 * without a scheme is read as https.
 */
export function optionalWebAddress(label: string) {
  return z.pipe(
    z.nullish(
      z
        .pipe(
          z.string({ error: webAddressMessage(label) }),
          z.transform((value: string) => withWebScheme(normalizeText(value, 'singleLine'))),
        )
        .check(
          atMost(lengthLimits.url, webAddressTooLong(label)),
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

/** A rule a parse found broken: its sentence, and where in the payload (the field's name first). */
interface FormIssue {
  message: string;
  path?: ReadonlyArray<PropertyKey>;
}

/** What every schema here offers: `safeParse` with the issues of a failure. */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<FormIssue> } };
}

/** The sentence to show for a failed parse: the first rule that failed. */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? fieldMessages.generic;
}

/**
 * The form field the first failed rule belongs to (its `name`), so that a page can show the sentence
 * next to it; undefined when the rule is about the payload as a whole.
 */
export function firstIssueField(error: { issues: ReadonlyArray<FormIssue> }): string | undefined {
  const [name] = error.issues[0]?.path ?? [];
  return typeof name === 'string' ? name : undefined;
}
