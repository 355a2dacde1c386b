/**
 * The mailbox pages: a list of every caught email and one email with its headers, its HTML version in a
 * sandboxed iframe (no scripts, no same-origin access) and its text version. Server-rendered, no JavaScript.
 */
import { html, SafeHtml } from './html.ts';
import type { StoredEmail } from './mail-store.ts';

/** Sent with every page: nothing but inline styles, and images only from data: URLs. */
export const pageSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f1630; background: #faf8fc; }
  body { margin: 0; }
  main { max-width: 64rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; }
  p.lead { margin: 0 0 1.5rem; color: #4d4160; }
  a { color: #6b21a8; }
  a:focus-visible { outline: 3px solid #ea580c; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e4dcee; }
  caption { text-align: left; padding: 0 0 .5rem; color: #4d4160; }
  th, td { text-align: left; padding: .6rem .75rem; border-bottom: 1px solid #e4dcee; vertical-align: top; }
  th { font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: #4d4160; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; background: #fff; border: 1px solid #e4dcee; padding: 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; min-height: 28rem; border: 1px solid #e4dcee; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #e4dcee; padding: 1rem; margin: 0; }
`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(styles)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value;
}

const when = (iso: string) =>
  html`<time datetime="${iso}">${iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>`;

export function mailboxPage(emails: StoredEmail[]): string {
  const rows = emails.map(
    (email) =>
      html`<tr>
        <td>${email.to.join(', ')}</td>
        <td><a href="/mailbox/${encodeURIComponent(email.id)}">${email.subject || '(no subject)'}</a></td>
        <td>${when(email.createdAt)}</td>
      </tr>`,
  );
  const content =
    emails.length === 0
      ? html`<p>No emails yet. Emails the functions send through the local Resend API appear here.</p>`
      : html`<table>
          <caption>
            ${emails.length === 1 ? '1 email' : `${emails.length} emails`}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`;
  return layout(
    'Local mailbox',
    html`<h1>Local mailbox</h1>
      <p class="lead">
        Every email sent to the local Resend API. Nothing here leaves this machine. <a href="/">Refresh</a>
      </p>
      ${content}`,
  );
}

function field(label: string, value: string | SafeHtml | undefined | null) {
  if (value === undefined || value === null || value === '') return '';
  return html`<dt>${label}</dt>
    <dd>${value}</dd>`;
}

/**
 * The address a mail client posts its one-click unsubscribe to (RFC 8058): the https or http URL of
 * the List-Unsubscribe header, when List-Unsubscribe-Post says it takes one click.
 */
function oneClickUnsubscribeUrl(email: StoredEmail): string | undefined {
  const headers = email.headers ?? {};
  if (headers['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click') return undefined;
  const url = /<(https?:\/\/[^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  return url;
}

/** The email page's headers: its form may post to the one-click unsubscribe address and nowhere else. */
export function emailPageSecurityHeaders(email: StoredEmail): Record<string, string> {
  const url = oneClickUnsubscribeUrl(email);
  if (!url) return pageSecurityHeaders;
  return {
    ...pageSecurityHeaders,
    'Content-Security-Policy': pageSecurityHeaders['Content-Security-Policy'].replace(
      "form-action 'none'",
      `form-action ${new URL(url).origin}`,
    ),
  };
}

export function emailPage(email: StoredEmail): string {
  const headers = Object.entries(email.headers ?? {});
  const unsubscribe = oneClickUnsubscribeUrl(email);
  return layout(
    `${email.subject || '(no subject)'} · Local mailbox`,
    html`<p><a href="/">Back to all emails</a></p>
      <h1>${email.subject || '(no subject)'}</h1>
      <dl>
        ${field('From', email.from)} ${field('To', email.to.join(', '))}
        ${field('Reply-To', email.replyTo.join(', '))} ${field('Received', when(email.createdAt))}
        ${field('Idempotency key', email.idempotencyKey)}
        ${headers.map(([name, value]) => field(name, value))}
      </dl>
      ${
        unsubscribe
          ? html`<form method="post" action="${unsubscribe}">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit">Unsubscribe in one click, as a mail client does</button>
            </form>`
          : ''
      }
      <h2>HTML version</h2>
      ${
        email.html === null
          ? html`<p>This email has no HTML version.</p>`
          : html`<iframe sandbox srcdoc="${email.html}" title="HTML version of the email"></iframe>`
      }
      <h2>Text version</h2>
      ${email.text === null ? html`<p>This email has no text version.</p>` : html`<pre>${email.text}</pre>`}`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Email not found · Local mailbox',
    html`<h1>Email not found</h1>
      <p><a href="/">Back to all emails</a></p>`,
  );
}
