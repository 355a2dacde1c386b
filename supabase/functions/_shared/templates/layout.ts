/**
 * Every email is written once, as a document of plain-text blocks, and rendered here twice: to
 * the branded HTML frame (table layout, inline styles: what mail clients render) and to the plain-text
 * part. Templates never write HTML, so every value in an email, the visitor's above all, passes
 * through `escapeHtml` on its way into the HTML body, and the subject through `sanitizeHeader`.
 */
import type { RenderedEmail } from '../mailer.ts';
import {
  escapeHtml,
  escapeMultiline,
  oneLine,
  sanitizeHeader,
  unlinkableHtml,
  unlinkableText,
  visitorFirstName,
} from '../text.ts';

export const brand = {
  name: 'Emberwise',
  tagline: 'AI transformation consultancy',
  location: 'Amsterdam, the Netherlands',
  plum: '#2a0a33',
  ink: '#3a1441',
  muted: '#6b4a70',
  ember: '#b0400c',
  line: '#eadcec',
  wash: '#faf5fb',
} as const;

/**
 * A run of text in a paragraph or heading; `strong` runs are bold in HTML, `em` runs italic; `link` is
 * a link of ours. `visitor` is text a visitor typed, in an email to a visitor: on one line and unable
 * to become a link in any client.
 */
export type Inline =
  string | { strong: string } | { em: string } | { visitor: string } | { link: string; href: string };

export interface FieldRow {
  label: string;
  value: string | number | null | undefined;
  /** Link target (an email address or an http(s) URL that passed validation). */
  href?: string;
}

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'fields'; rows: FieldRow[] }
  | { kind: 'quote'; title: string; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'signoff'; lines: string[] }
  /** A heading inside the body (the email's own title is the document's `heading`). */
  | { kind: 'heading'; level: 2 | 3; text: string }
  /** A bulleted or numbered list of runs of text. */
  | { kind: 'bullets'; ordered: boolean; items: Inline[][] }
  /** A picture at an absolute address, with what it shows. */
  | { kind: 'image'; src: string; alt: string }
  /** A boxed link to a page: its title, a line about it and the link's words. */
  | { kind: 'card'; title: string; text: string; href: string; action: string };

/** One entry of a list block: a bold title and an optional line of detail (both plain text). */
export interface ListItem {
  title: string;
  detail?: string;
}

interface EmailDocument {
  subject: string;
  /** The line inbox previews show. */
  preheader: string;
  heading: string | Inline[];
  blocks: Block[];
  /** Why the recipient gets this email. */
  footnote: string;
}

export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const fields = (rows: FieldRow[]): Block => ({ kind: 'fields', rows });
export const quote = (title: string, text: string): Block => ({ kind: 'quote', title, text });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const signoff = (...lines: string[]): Block => ({ kind: 'signoff', lines });

/**
 * The heading of an email to a visitor: "Thanks for applying, Ada!" with the one name-like word
 * `visitorFirstName` lets through, or "Thanks for applying!" when it lets none through.
 */
export function greeting(words: string, firstName: string): string | Inline[] {
  const name = visitorFirstName(firstName);
  return name ? [`${words}, `, { visitor: name }, '!'] : `${words}!`;
}
export const list = (items: ListItem[]): Block => ({ kind: 'list', items });

const font = "'Plus Jakarta Sans', 'Segoe UI', Helvetica, Arial, sans-serif";
const paragraphStyle = `margin:0 0 16px;color:${brand.ink};font-size:16px;line-height:1.6;`;

const filled = (rows: FieldRow[]) =>
  rows.filter((row) => row.value !== null && row.value !== undefined && String(row.value).trim() !== '');

function inlineHtml(content: string | Inline[]): string {
  return (typeof content === 'string' ? [content] : content)
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      if ('strong' in part) return `<strong>${escapeHtml(part.strong)}</strong>`;
      if ('em' in part) return `<em>${escapeHtml(part.em)}</em>`;
      if ('link' in part) {
        return `<a href="${escapeHtml(part.href)}" style="color:${brand.ember};text-decoration:underline;">${escapeHtml(part.link)}</a>`;
      }
      return unlinkableHtml(oneLine(part.visitor));
    })
    .join('');
}

function inlineText(content: string | Inline[]): string {
  return (typeof content === 'string' ? [content] : content)
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      if ('em' in part) return part.em;
      // A link that shows its own address is written once.
      if ('link' in part) return part.link === part.href ? part.href : `${part.link} (${part.href})`;
      return unlinkableText(oneLine(part.visitor));
    })
    .join('');
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${inlineHtml(block.content)}</p>`;
    case 'fields': {
      const rows = filled(block.rows).map((row) => {
        const value = escapeHtml(oneLine(String(row.value)));
        const content = row.href
          ? `<a href="${escapeHtml(row.href)}" style="color:${brand.ember};text-decoration:underline;">${value}</a>`
          : value;
        return `<tr><td style="padding:8px 12px 8px 0;color:${brand.muted};font-size:14px;vertical-align:top;white-space:nowrap;">${escapeHtml(row.label)}</td><td style="padding:8px 0;color:${brand.ink};font-size:14px;vertical-align:top;word-break:break-word;">${content}</td></tr>`;
      });
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:8px 0 16px;">${rows.join('')}</table>`;
    }
    case 'quote':
      return `<p style="margin:24px 0 8px;color:${brand.muted};font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:0.06em;">${escapeHtml(block.title)}</p><div style="border-left:3px solid ${brand.ember};background:${brand.wash};padding:12px 16px;margin:0 0 16px;color:${brand.ink};font-size:15px;line-height:1.6;">${escapeMultiline(block.text)}</div>`;
    case 'button':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${brand.ember};color:#ffffff;font-weight:700;font-size:15px;text-decoration:none;padding:12px 22px;border-radius:999px;">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ol style="margin:0 0 16px;padding-left:20px;color:${brand.ink};font-size:14px;line-height:1.5;">${block.items
        .map(
          (item) =>
            `<li style="margin:0 0 10px;"><strong>${escapeHtml(oneLine(item.title))}</strong>${
              item.detail
                ? `<br><span style="color:${brand.muted};">${escapeHtml(oneLine(item.detail))}</span>`
                : ''
            }</li>`,
        )
        .join('')}</ol>`;
    case 'signoff':
      return `<p style="${paragraphStyle}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'heading':
      return block.level === 2
        ? `<h2 style="margin:28px 0 12px;color:${brand.plum};font-size:20px;line-height:1.35;font-weight:800;">${escapeHtml(block.text)}</h2>`
        : `<h3 style="margin:24px 0 8px;color:${brand.plum};font-size:17px;line-height:1.4;font-weight:700;">${escapeHtml(block.text)}</h3>`;
    case 'bullets': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag} style="margin:0 0 16px;padding-left:24px;color:${brand.ink};font-size:16px;line-height:1.6;">${block.items
        .map((item) => `<li style="margin:0 0 6px;">${inlineHtml(item)}</li>`)
        .join('')}</${tag}>`;
    }
    case 'image':
      return `<p style="margin:0 0 16px;"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border:0;border-radius:8px;"></p>`;
    case 'card':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:separate;margin:8px 0 20px;border:1px solid ${brand.line};border-radius:12px;background:${brand.wash};"><tr><td style="padding:16px 20px;"><p style="margin:0 0 6px;color:${brand.plum};font-size:17px;line-height:1.4;font-weight:800;"><a href="${escapeHtml(block.href)}" style="color:${brand.plum};text-decoration:none;">${escapeHtml(block.title)}</a></p><p style="margin:0 0 10px;color:${brand.ink};font-size:15px;line-height:1.55;">${escapeHtml(block.text)}</p><p style="margin:0;font-size:15px;"><a href="${escapeHtml(block.href)}" style="color:${brand.ember};font-weight:700;text-decoration:underline;">${escapeHtml(block.action)}</a></p></td></tr></table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.content);
    case 'fields':
      // Single-line values stay single-line here too: no CR/LF of a visitor's starts a line of its own.
      return filled(block.rows)
        .map((row) => `${row.label}: ${oneLine(String(row.value))}`)
        .join('\n');
    case 'quote':
      return `${block.title}:\n${block.text.replace(/\r\n?/g, '\n')}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'list':
      return block.items
        .map(
          (item, index) =>
            `${index + 1}. ${oneLine(item.title)}${item.detail ? `\n   ${oneLine(item.detail)}` : ''}`,
        )
        .join('\n');
    case 'signoff':
      return block.lines.join('\n');
    case 'heading':
      return block.level === 2 ? `## ${block.text}` : `### ${block.text}`;
    case 'bullets':
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inlineText(item)}`)
        .join('\n');
    case 'image':
      return `[Picture: ${block.alt}]`;
    case 'card':
      return `${block.title}\n${block.text}\n${block.action}: ${block.href}`;
  }
}

function html(document: EmailDocument, siteUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(sanitizeHeader(document.subject))}</title>
</head>
<body style="margin:0;padding:0;background:${brand.wash};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(document.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${brand.wash};font-family:${font};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px;background:#ffffff;border:1px solid ${brand.line};border-radius:16px;overflow:hidden;">
<tr><td style="background:${brand.plum};background-image:linear-gradient(135deg,#2a0a33 0%,#5e1a5c 40%,#a3275f 70%,#e0581a 100%);padding:24px 32px;">
<a href="${escapeHtml(siteUrl)}" style="color:#ffffff;font-size:20px;font-weight:800;letter-spacing:-0.01em;text-decoration:none;">${brand.name}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;color:${brand.plum};font-size:24px;line-height:1.3;font-weight:800;">${inlineHtml(document.heading)}</h1>
${document.blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${brand.line};color:${brand.muted};font-size:12px;line-height:1.6;">
${escapeHtml(document.footnote)}<br>${brand.name} &middot; ${brand.tagline} &middot; ${brand.location}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function text(document: EmailDocument, siteUrl: string): string {
  const body = [inlineText(document.heading), ...document.blocks.map(blockText)].filter(Boolean).join('\n\n');
  return `${body}\n\n--\n${document.footnote}\n${brand.name} · ${brand.tagline} · ${siteUrl}\n`;
}

/** The subject (one line), the HTML body and the plain-text body of a document. */
export function renderEmail(document: EmailDocument, siteUrl: string): RenderedEmail {
  return {
    subject: sanitizeHeader(document.subject),
    html: html(document, siteUrl),
    text: text(document, siteUrl),
  };
}
