import { paths } from '@/lib/paths';

/** Copy of the thank-you page: where the contact form lands without JavaScript (spec section 2). */
export const thankYouContent = {
  title: 'Thanks for reaching out!',
  text: 'We have your message. A consultant will get back to you within 24 hours with a first view of what AI can do for your team.',
  back: { label: 'Back to Home', href: paths.home() },
};
