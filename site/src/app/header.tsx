import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { shellCopy } from '@/content/shell';
import { paths } from '@shared/paths';
import {
  HeaderCta,
  HeaderLogo,
  isCurrentLink,
  MainNavLink,
  mainNavigationCount,
  MobileMenuList,
  ModalitiesPanel,
  ServicesPanel,
} from './header-content';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { useScrolled } from './use-scrolled';

/** Width of the Services menu panel in px. */
const SERVICES_MENU_WIDTH = 400;
/** Width of the Data Modalities menu panel in px. */
const MODALITIES_MENU_WIDTH = 800;

/**
 * The fixed header. Its links and panels are prerendered HTML that never changes (server-only
 * markup in `header-content.tsx`); React keeps only the states, as data attributes CSS reads:
 * scrolled past 20 px (opaque), on the home page (light text on the gradient until scrolled), the
 * menus' open states, and which main link is the current page's. (`import.meta.env.SSR` is false in
 * the browser build, so the content modules are left out of it altogether.)
 */
export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolled(pathname);
  const onLinkClick = useContentClicks();
  const navRef = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // Any navigation closes the mobile menu.
    setMenuPath(pathname);
    setMobileOpen(false);
  }
  const home = pathname === paths.home();
  const light = home && !scrolled && !mobileOpen;

  useEffect(() => {
    for (const link of navRef.current?.querySelectorAll<HTMLAnchorElement>(':scope a[href]') ?? []) {
      const current = isCurrentLink(link.getAttribute('href') ?? '', pathname);
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  return (
    <header
      data-home={home ? '' : undefined}
      data-scrolled={scrolled ? '' : undefined}
      data-menu-open={mobileOpen ? '' : undefined}
      data-variant={light ? 'light' : 'dark'}
      className="fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-300 data-menu-open:bg-white data-scrolled:bg-white data-scrolled:shadow-sm data-scrolled:shadow-plum-950/5"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Prerendered as="div" className="contents" onClick={onLinkClick}>
          {import.meta.env.SSR ? <HeaderLogo /> : undefined}
        </Prerendered>
        <nav
          ref={navRef}
          aria-label={shellCopy.header.navLabel}
          className="hidden items-center gap-1 lg:flex"
        >
          <Prerendered className="contents" onClick={onLinkClick}>
            {import.meta.env.SSR ? <MainNavLink index={0} /> : undefined}
          </Prerendered>
          <NavMenu label={shellCopy.header.services} width={SERVICES_MENU_WIDTH}>
            <Prerendered onClick={onLinkClick}>
              {import.meta.env.SSR ? <ServicesPanel /> : undefined}
            </Prerendered>
          </NavMenu>
          <NavMenu label={shellCopy.header.solutions} width={MODALITIES_MENU_WIDTH}>
            <Prerendered onClick={onLinkClick}>
              {import.meta.env.SSR ? <ModalitiesPanel /> : undefined}
            </Prerendered>
          </NavMenu>
          <Prerendered className="contents" onClick={onLinkClick}>
            {import.meta.env.SSR
              ? Array.from({ length: mainNavigationCount - 1 }, (_, index) => (
                  <MainNavLink key={index} index={index + 1} />
                ))
              : undefined}
          </Prerendered>
        </nav>
        <div className="flex items-center gap-2">
          <Prerendered className="contents" onClick={onLinkClick}>
            {import.meta.env.SSR ? <HeaderCta /> : undefined}
          </Prerendered>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen}>
            <Prerendered onClick={onLinkClick}>
              {import.meta.env.SSR ? <MobileMenuList /> : undefined}
            </Prerendered>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
