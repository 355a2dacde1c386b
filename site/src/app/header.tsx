import { Icon } from '@/components/icon';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/button';
import { Logo } from '@/components/logo';
import { defaultModalityKey, modalities } from '@/content/modalities';
import { headerCta, mainNavigation } from '@/content/navigation';
import { services } from '@/content/services';
import { cn } from '@/lib/cn';
import { paths } from '@/shared/paths';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { shellCopy } from '@/content/shell';
import { useScrolled } from './use-scrolled';

/** Width of the Services menu panel in px. */
export const SERVICES_MENU_WIDTH = 400;
/** Width of the Data Modalities menu panel in px. */
export const MODALITIES_MENU_WIDTH = 800;

function ServicesPanel() {
  return (
    <ul className="grid gap-1">
      {services.map((service) => (
        <li key={service.link}>
          <Link
            to={service.link}
            className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-plum-50 focus-visible:bg-plum-50"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-plum-50 text-plum-800">
              <Icon name={service.icon} className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold">{service.title}</span>
              <span className="block text-sm text-plum-700">{service.menuDescription}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ModalitiesPanel() {
  const [previewKey, setPreviewKey] = useState<string>(defaultModalityKey);
  const preview = modalities.find((m) => m.key === previewKey) ?? modalities[0]!;
  return (
    <div className="grid grid-cols-2 gap-3">
      <div>
        <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-plum-700 uppercase">
          {shellCopy.header.modalitiesTitle}
        </p>
        <ul className="grid gap-0.5">
          {modalities.map((modality) => (
            <li key={modality.key}>
              <Link
                to={modality.link}
                onMouseEnter={() => setPreviewKey(modality.key)}
                onFocus={() => setPreviewKey(modality.key)}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
                  modality.key === previewKey ? 'bg-plum-50 text-plum-950' : 'text-plum-900 hover:bg-plum-50',
                )}
              >
                <Icon name={modality.icon} className="size-4 text-ember-700" />
                {modality.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div
        data-testid="modality-preview"
        className="flex flex-col justify-between rounded-xl bg-signature p-6 text-white"
      >
        <div>
          <span className="grid size-12 place-items-center rounded-xl bg-white/15">
            <Icon name={preview.icon} className="size-6" />
          </span>
          <p className="mt-4 text-lg font-bold">{preview.title}</p>
          <p className="text-sm text-white/85">{preview.subtitle}</p>
          <p className="mt-3 text-sm leading-relaxed">{preview.description}</p>
        </div>
        <Link
          to={preview.link}
          tabIndex={-1}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold"
        >
          {shellCopy.header.explore} {preview.title} <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // Any navigation closes the mobile menu.
    setMenuPath(pathname);
    setMobileOpen(false);
  }
  const light = pathname === paths.home() && !scrolled && !mobileOpen;
  const opaque = scrolled || mobileOpen;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full px-3 py-2 text-sm font-semibold transition-colors',
      light ? 'text-white hover:bg-white/10' : 'text-plum-900 hover:bg-plum-50',
      isActive && (light ? 'bg-white/10' : 'bg-plum-50'),
    );

  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      data-variant={light ? 'light' : 'dark'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300',
        opaque ? 'bg-white shadow-sm shadow-plum-950/5' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to={paths.home()} aria-label={shellCopy.header.homeLink} className="rounded-lg">
          <Logo tone={light ? 'light' : 'color'} />
        </Link>
        <nav aria-label={shellCopy.header.navLabel} className="hidden items-center gap-1 lg:flex">
          <NavLink to={mainNavigation[0]!.href} end className={linkClass}>
            {mainNavigation[0]!.name}
          </NavLink>
          <NavMenu label={shellCopy.header.services} width={SERVICES_MENU_WIDTH} light={light}>
            <ServicesPanel />
          </NavMenu>
          <NavMenu label={shellCopy.header.solutions} width={MODALITIES_MENU_WIDTH} light={light}>
            <ModalitiesPanel />
          </NavMenu>
          {mainNavigation.slice(1).map((item) => (
            <NavLink key={item.href} to={item.href} className={linkClass}>
              {item.name}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink
            to={headerCta.href}
            variant={light ? 'light' : 'primary'}
            className="hidden sm:inline-flex"
          >
            {headerCta.name}
          </ButtonLink>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} light={light} />
        </div>
      </div>
    </header>
  );
}
