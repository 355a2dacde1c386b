import { paths } from '@shared/paths';

/** Copy of the not-found page, shown for every unknown path. */
export const notFoundContent = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for has moved or never existed.',
  back: { label: 'Return to Home', href: paths.home() },
};
