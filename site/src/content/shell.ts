import { siteConfig } from '@/lib/site-config';

/** The words of the page frame: header, menus, footer, notifications and the router's error screen. */
export const shellCopy = {
  skipLink: 'Skip to content',
  header: {
    homeLink: `${siteConfig.name} home`,
    navLabel: 'Main',
    services: 'Services',
    solutions: 'Solutions',
    modalitiesTitle: 'Data Modalities',
    explore: 'Explore',
  },
  mobileMenu: {
    open: 'Open menu',
    close: 'Close menu',
    navLabel: 'Mobile',
  },
  footer: {
    tagline:
      'We help businesses accelerate their AI transformation, from the first roadmap to workflows that run every day.',
    servicesTitle: 'Services',
    rights: 'All rights reserved.',
  },
  toaster: {
    regionLabel: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  /** Read after a link that opens in a new tab (for screen reader users). */
  newTab: '(opens in a new tab)',
  /** The router's failure screen; the error's own message is shown under this title. */
  routeError: { title: 'Unexpected Application Error!' },
};
