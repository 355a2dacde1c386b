import { paths } from '@shared/paths';
import type { NavigationItem } from '@/types/entities';

/** Header links outside the two menus, in order. */
export const mainNavigation: NavigationItem[] = [
  { name: 'Home', href: paths.home() },
  { name: 'Cases', href: paths.cases() },
  { name: 'Blogs', href: paths.blogs() },
  { name: 'Careers', href: paths.careers() },
];

/** The header's call to action. */
export const headerCta: NavigationItem = { name: 'Get in touch', href: paths.signUp() };

/** Footer link columns. */
export const footerColumns: { title: string; links: NavigationItem[] }[] = [
  {
    title: 'Company',
    links: [
      { name: 'Home', href: paths.home() },
      { name: 'Cases', href: paths.cases() },
      { name: 'Blogs', href: paths.blogs() },
      { name: 'Careers', href: paths.careers() },
      { name: 'Get in touch', href: paths.signUp() },
      { name: 'Book a 15-min ROI call', href: paths.bookConsultation() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', href: paths.privacyPolicy() },
      { name: 'Terms of Service', href: paths.terms() },
      { name: 'Cookie Policy', href: paths.cookies() },
    ],
  },
];

/** The footer's call-to-action block (hidden on the contact form page). */
export const footerCta = {
  title: 'Ready to put AI to work?',
  text: 'Tell us where your team loses time. Within 24 hours we come back with a first view of what AI can do about it.',
  primary: { name: 'Get in touch', href: paths.signUp('footer') },
  secondary: { name: 'Plan 15-min ROI call', href: paths.bookConsultation() },
};
