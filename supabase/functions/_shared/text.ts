/**
 * Making visitor-supplied text safe for the places it ends up: HTML email bodies, plain-text bodies
 * and email headers. Every template goes through these; nothing a visitor typed reaches an email raw.
 */
import { visitorEmailFirstNameLength } from '../../../shared/schemas/limits.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => htmlEscapes[char]);
}

/** Escaped text with its line breaks kept as `<br>` (for messages and cover letters). */
export function escapeMultiline(value: string): string {
  return escapeHtml(value.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

/** C0 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators. */
function isControl(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/**
 * One line fit for an email header (subject, display name): CR, LF and every other control
 * character become a space, so no value can start a header of its own ("\r\nBcc: ..."); runs of
 * whitespace collapse and the result is cut to `max` characters.
 */
export function sanitizeHeader(value: string, max = 200): string {
  const oneLine = Array.from(value, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}

/** A single-line field (name, phone, URL...) as one line: control characters and CR/LF become spaces. */
export function oneLine(value: string): string {
  return sanitizeHeader(value, Number.POSITIVE_INFINITY);
}

/**
 * The only text of a visitor's that emails to visitors carry: the first name, on one line, trimmed
 * and cut to 50 characters (so a "name" cannot carry a sales pitch to someone else's inbox).
 */
export function visitorFirstName(firstName: string): string {
  return Array.from(oneLine(firstName)).slice(0, visitorEmailFirstNameLength).join('').trim();
}

/** Characters that let a mail client turn text into a link (example.com, https://x, a@b). */
const linkMaker = /^[.:@/]$/;
const zeroWidthSpace = '\u200B';

/** Plain text that no mail client will turn into a link: a zero-width space after each . : @ / */
export function unlinkableText(value: string): string {
  return Array.from(value, (char) => (linkMaker.test(char) ? `${char}${zeroWidthSpace}` : char)).join('');
}

/** The same for HTML, escaped, with each . : @ / in its own element and a zero-width space after it. */
export function unlinkableHtml(value: string): string {
  return Array.from(value, (char) =>
    linkMaker.test(char) ? `<span>${char}</span>&#8203;` : escapeHtml(char),
  ).join('');
}

/** A person's display name from its parts, for greetings and subjects. */
export function fullName(firstName: string, lastName?: string | null): string {
  return [firstName, lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
