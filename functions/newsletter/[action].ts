/**
 * The newsletter's link pages (/newsletter/confirm, /newsletter/unsubscribe) are static pages with a
 * one-button form. Their link's token is in the address, which a page without JavaScript cannot copy
 * into its form; so here, on the way out, the token of the address is written into the form's hidden
 * `token` field (only a well-formed one, as an attribute, escaped by HTMLRewriter). Anything else is
 * the static page as it is.
 */
import { tokenField } from '../../shared/schemas/newsletter';

export const onRequestGet: PagesFunction = async ({ request, next }) => {
  const page = await next();
  const token = tokenField.safeParse(new URL(request.url).searchParams.get('token'));
  if (!token.success || !page.headers.get('content-type')?.includes('text/html')) return page;
  return new HTMLRewriter()
    .on('input[name="token"]', {
      element(input) {
        input.setAttribute('value', token.data);
      },
    })
    .transform(page);
};
