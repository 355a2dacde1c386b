/**
 * Making visitor-supplied text safe for the places it ends up: HTML email bodies, plain-text bodies
 * and email headers. Every template goes through these; nothing a visitor typed reaches an email raw.
 */
import {
  controlCharacterClass,
  formatCharacterClass,
  visitorEmailFirstNameLength,
} from '../../../shared/schemas/limits.ts';

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

const formatCharacters = new RegExp(formatCharacterClass, 'gu');
const controlCharacters = new RegExp(controlCharacterClass.singleLine, 'gu');
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first `max` user-perceived characters of a text: never half an emoji or half a surrogate pair. */
function firstGraphemes(value: string, max: number): { text: string; cut: boolean } {
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(value)) {
    if (parts.length === max) return { text: parts.join(''), cut: true };
    parts.push(segment);
  }
  return { text: parts.join(''), cut: false };
}

/**
 * One line fit for an email header (subject, display name): Unicode NFC; format characters (bidi
 * overrides, zero-width ones) removed, so a subject cannot hide or reverse text; CR, LF and every other
 * control character a space, so no value can start a header of its own ("\r\nBcc: ..."); runs of
 * whitespace collapsed; cut to `max` user-perceived characters.
 */
export function sanitizeHeader(value: string, max = 200): string {
  const line = value
    .normalize('NFC')
    .replace(formatCharacters, '')
    .replace(controlCharacters, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!firstGraphemes(line, max).cut) return line;
  return `${firstGraphemes(line, max - 1).text.trimEnd()}…`;
}

/** A single-line field (name, phone, URL...) as one line: control characters and CR/LF become spaces. */
export function oneLine(value: string): string {
  return sanitizeHeader(value, Number.POSITIVE_INFINITY);
}

/**
 * Letters that look blank: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the braille blank
 * (U+2800), the Khmer inherent vowels (U+17B4, U+17B5) and the combining grapheme joiner (U+034F).
 * Unicode calls most of them letters, so a "first word" glued from real words with them reads as a
 * sentence; they separate words here like a space.
 */
const blankLookingCharacters = /\u034f|\u115f|\u1160|\u17b4|\u17b5|\u2800|\u3164|\uffa0/gu;
const wordSeparators = /[\p{White_Space}\p{Z}\p{Cc}\p{Cf}]+/u;
/** A name-like word: letters (with their accents), joined by single hyphens or apostrophes; no digits. */
const nameLikeWord = /^\p{L}[\p{L}\p{M}]*(?:['\u2019-]\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * The only text of a visitor's that emails to visitors carry: the first word of the first name, if it
 * is name-like (letters, hyphens and apostrophes; no digit, no punctuation that could make a link) and
 * at most `visitorEmailFirstNameLength` characters; otherwise nothing (the email greets without a
 * name). Every Unicode space, format character and blank-looking letter separates words, so a stranger
 * can put at most one word of theirs into someone else's inbox, never a sentence or a phone number.
 */
export function visitorFirstName(firstName: string): string {
  const [word = ''] = firstName
    .replace(blankLookingCharacters, ' ')
    .normalize('NFC')
    .split(wordSeparators)
    .filter(Boolean);
  if (!nameLikeWord.test(word) || firstGraphemes(word, visitorEmailFirstNameLength).cut) return '';
  return word;
}

/**
 * Characters that let a mail client turn text into a link (example.com, https://x, a@b), judged after
 * NFKC, which folds look-alikes such as the fullwidth dot (U+FF0E) into them; the ideographic full
 * stop (U+3002) is a dot to domain names too.
 */
const linkMaker = /^[.:@/\u3002]$/u;
const zeroWidthSpace = '\u200B';

/** A visitor's text as it is judged for links: NFKC, without format characters. */
function linkJudged(value: string): string {
  return value.normalize('NFKC').replace(formatCharacters, '');
}

/** Plain text that no mail client will turn into a link: a zero-width space after each link maker. */
export function unlinkableText(value: string): string {
  return Array.from(linkJudged(value), (char) =>
    linkMaker.test(char) ? `${char}${zeroWidthSpace}` : char,
  ).join('');
}

/** The same for HTML, escaped, with each link maker in its own element and a zero-width space after it. */
export function unlinkableHtml(value: string): string {
  return Array.from(linkJudged(value), (char) =>
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

/** The start of a longer text on one line, for a list: at most `max` user-perceived characters. */
export function excerpt(value: string | null | undefined, max = 160): string | undefined {
  if (!value?.trim()) return undefined;
  const line = oneLine(value);
  const { text, cut } = firstGraphemes(line, max);
  return cut ? `${text.trimEnd()}…` : text;
}
