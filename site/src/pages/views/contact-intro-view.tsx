/** The words around the contact form, drawn after a navigation inside the site (a first visit has them as HTML). */
import { ContactHeader, ContactNextSteps } from '@/features/contact/contact-intro';
import { contactIntroContent } from '@/content/contact-intro';

export function renderContactIntro() {
  return {
    header: <ContactHeader content={contactIntroContent} />,
    steps: <ContactNextSteps content={contactIntroContent} />,
  };
}
