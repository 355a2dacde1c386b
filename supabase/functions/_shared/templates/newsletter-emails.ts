/**
 * The newsletter's emails to a visitor: the confirmation of a sign-up (double opt-in: nobody is
 * subscribed until they click its link), written so that someone who never signed up loses nothing by
 * ignoring it.
 */
import { paths } from '../../../../shared/paths.ts';
import type { RenderedEmail } from '../mailer.ts';
import { brand, button, paragraph, renderEmail, signoff } from './layout.ts';

export function renderNewsletterConfirmation(confirmToken: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: `Confirm your subscription to the ${brand.name} newsletter`,
      preheader: 'One click and you will get our newsletter, once a month.',
      heading: 'Please confirm your subscription',
      blocks: [
        paragraph(
          `This address was entered in the newsletter box on our website. Confirm that it is yours and that you want the ${brand.name} newsletter: one email a month with our newest articles and what we are seeing in client work.`,
        ),
        button('Confirm my subscription', `${siteUrl}${paths.newsletterConfirm(confirmToken)}`),
        paragraph(
          'The link works for 7 days. Every issue has an unsubscribe link, and one click on it is enough.',
        ),
        signoff('Thanks,', `The ${brand.name} team`),
      ],
      footnote: `If you did not sign up, ignore this email: without a click you are not subscribed, and the sign-up is deleted after 7 days.`,
    },
    siteUrl,
  );
}
