import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { paths } from '@shared/paths';
import { FooterCta, FooterLinks, FooterRights } from './footer-content';

const noSubscription = () => () => {};
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The year shown in the footer: the build's year in the prerendered HTML and during hydration, then
 * the visitor's own year (React re-renders with the client snapshot right after hydrating).
 */
function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, visitorYear, buildYear);
}

/**
 * The footer. Its markup is prerendered (server-only, `footer-content.tsx`); React keeps the year and
 * hides the call-to-action block on the contact form page.
 */
export function Footer() {
  const { pathname } = useLocation();
  const year = useCurrentYear();
  const onLinkClick = useContentClicks();
  return (
    <footer className="mt-24 pb-10">
      <div hidden={pathname === paths.signUp()} className="render-lazy [contain-intrinsic-size:auto_24rem]">
        <Prerendered onClick={onLinkClick}>{import.meta.env.SSR ? <FooterCta /> : undefined}</Prerendered>
      </div>
      <div className="render-lazy mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8 [contain-intrinsic-size:auto_36rem]">
        <Prerendered onClick={onLinkClick}>{import.meta.env.SSR ? <FooterLinks /> : undefined}</Prerendered>
        <p className="mt-12 text-sm text-plum-700">
          © <span data-testid="footer-year">{year}</span>{' '}
          <Prerendered as="span">{import.meta.env.SSR ? <FooterRights /> : undefined}</Prerendered>
        </p>
      </div>
    </footer>
  );
}
