/**
 * A form sent without JavaScript that the edge refused comes back as its own page with what the
 * visitor typed still in it (WCAG 3.3.7), instead of a redirect to an empty form: the prerendered
 * page of the form (from the site's static files, the `ASSETS` binding of Pages), rewritten on the
 * way out. Its text fields hold the posted values; the refused field is `aria-invalid`, described
 * by the sentence beside it (the empty `FieldError` the page has after each field, filled here) and
 * focused on load; the
 * form's line for the outcome shows (`data-shown`, where a redirect would have used `:target`). The
 * page is plain HTML: its scripts are dropped, since the app would start on an address it does not
 * know (`/api/...`), and a reload only offers to send the form again.
 */
import type { Context } from 'hono';
import type { Bindings } from './env';

export interface FormPageRefusal {
  /** The prerendered page that holds the form, e.g. `/sign-up`. */
  path: string;
  /** The id of the form's line to show (see `formNoticeIds`). */
  noticeId: string;
  /** What was posted, by field name; only the form's visible text fields are filled from it. */
  posted: Record<string, unknown>;
  /** The refused field's name and the sentence saying why, when the refusal names one. */
  field?: { name: string; message: string };
}

/** What the page's rewriting uses of the runtime's `HTMLRewriter` (workerd's streaming HTML rewriter). */
interface PageElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): PageElement;
  removeAttribute(name: string): PageElement;
  append(text: string): PageElement;
  setInnerContent(text: string): PageElement;
  remove(): PageElement;
}
interface PageRewriter {
  on(selector: string, handlers: { element(element: PageElement): void }): PageRewriter;
  transform(response: Response): Response;
}
/** Read from the global scope, so that code type-checked outside workerd (tests, tools) still reads this file. */
const runtimeRewriter = () => (globalThis as { HTMLRewriter?: new () => PageRewriter }).HTMLRewriter;

/** Field names a page never gets back: the honeypot, and hidden fields keep the page's own values. */
const notRefilled = new Set(['company_website']);

/** The form's page with the input kept, or undefined when the page cannot be had (no binding, no file). */
export async function formPageWithInput(
  c: Context,
  refusal: FormPageRefusal,
  status: 400 | 429 | 502 | 503,
): Promise<Response | undefined> {
  const assets = (c.env as Bindings | undefined)?.ASSETS;
  const Rewriter = runtimeRewriter();
  if (!assets || !Rewriter) return undefined;
  const page = await assets.fetch(new URL(refusal.path, c.req.url).toString()).catch(() => undefined);
  if (!page?.ok || !page.headers.get('content-type')?.startsWith('text/html')) return undefined;

  const value = (name: string | null) => {
    const posted = name && !notRefilled.has(name) ? refusal.posted[name] : undefined;
    return typeof posted === 'string' ? posted : undefined;
  };
  const { field } = refusal;
  // The page streams through in document order: the refused input comes before its error slot.
  let refusedErrorId: string | undefined;
  const rewritten = new Rewriter()
    .on('script, link[rel="modulepreload"]', {
      element: (element) => {
        element.remove();
      },
    })
    .on('form input[name]:not([type="hidden"]):not([type="checkbox"]), form textarea[name]', {
      element: (element) => {
        const name = element.getAttribute('name');
        const typed = value(name);
        if (typed !== undefined) {
          if (element.tagName === 'textarea') element.setInnerContent(typed);
          else element.setAttribute('value', typed);
        }
        const id = element.getAttribute('id');
        if (field && name === field.name && id) {
          refusedErrorId = `${id}-error`;
          element.setAttribute('aria-invalid', 'true');
          element.setAttribute('aria-describedby', refusedErrorId);
          element.setAttribute('autofocus', '');
        }
      },
    })
    .on('[data-field-error]', {
      element: (element) => {
        if (!field || element.getAttribute('id') !== refusedErrorId) return;
        element.removeAttribute('hidden');
        element.append(field.message);
      },
    })
    .on(`#${refusal.noticeId}`, {
      element: (element) => {
        element.setAttribute('data-shown', '');
        // With no field to go to, the line itself takes the focus, so it is read out first.
        if (!field) element.setAttribute('tabindex', '-1').setAttribute('autofocus', '');
      },
    })
    .transform(new Response(page.body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return rewritten;
}
