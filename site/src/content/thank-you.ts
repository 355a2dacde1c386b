import { contactContent } from './contact';

/**
 * Copy of the thank-you page, where the contact form lands without JavaScript (the Hono fallback):
 * the same words the form shows after a submit in the browser.
 */
export const thankYouContent = contactContent.thankYou;
