/**
 * The markup inside the header: links, menu panels and the mobile menu's list. It is the same on
 * every page and only ever needs to be rendered once, on the server: the header stays in the page
 * for the whole visit, so the browser keeps this HTML (see `Prerendered`) and never loads these
 * words or links as JavaScript. The header's states (scrolled, home page, open menus) are data
 * attributes that CSS reads, so the same markup serves every state.
 */
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icon';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { modalities } from '@/content/modalities';
import { headerCta, mainNavigation } from '@/content/navigation';
import { services } from '@/content/services';
import { shellCopy } from '@/content/shell';
import { paths } from '@shared/paths';

/** The header's top-level links (`.nav-link` in styles.css: the header repeats it on every page). */
const navLinkClass = 'nav-link';

/** The logo, in colour, or light on the home page's gradient before it scrolls. */
export function HeaderLogo() {
  return (
    <Link to={paths.home()} aria-label={shellCopy.header.homeLink} className="rounded-lg">
      <span className="inline-flex header-light:hidden">
        <Logo tone="color" />
      </span>
      <span className="hidden header-light:inline-flex">
        <Logo tone="light" />
      </span>
    </Link>
  );
}

/** True when a link to `href` is the current page's, or the section it sits in. */
export function isCurrentLink(href: string, pathname: string): boolean {
  return href === pathname || (href !== paths.home() && pathname.startsWith(`${href}/`));
}

/**
 * A main navigation link, marked as the current page's in the HTML; after a navigation the header
 * moves the mark (it never re-renders this markup).
 */
export function MainNavLink({ index }: { index: number }) {
  const item = mainNavigation[index]!;
  const { pathname } = useLocation();
  return (
    <Link
      to={item.href}
      aria-current={isCurrentLink(item.href, pathname) ? 'page' : undefined}
      className={navLinkClass}
    >
      {item.name}
    </Link>
  );
}

export const mainNavigationCount = mainNavigation.length;

export function ServicesPanel() {
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

/**
 * The Data Modalities panel: the list, and one preview per modality of which CSS shows the hovered
 * or focused one (the first when none is), so the preview works before and without JavaScript.
 */
export function ModalitiesPanel() {
  return (
    <div data-modality-menu="" className="grid grid-cols-2 gap-3">
      <div>
        <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-plum-700 uppercase">
          {shellCopy.header.modalitiesTitle}
        </p>
        <ul className="grid gap-0.5">
          {modalities.map((modality) => (
            <li key={modality.key}>
              <Link to={modality.link} data-modality-link="" className="nav-menu-item">
                <Icon name={modality.icon} className="size-4 text-ember-700" />
                {modality.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div>
        {modalities.map((modality) => (
          <div
            key={modality.key}
            data-preview=""
            className="h-full flex-col justify-between rounded-xl bg-signature p-6 text-white"
          >
            <div>
              <span className="grid size-12 place-items-center rounded-xl bg-white/15">
                <Icon name={modality.icon} className="size-6" />
              </span>
              <p className="mt-4 text-lg font-bold">{modality.title}</p>
              <p className="text-sm text-white/85">{modality.subtitle}</p>
              <p className="mt-3 text-sm leading-relaxed">{modality.description}</p>
            </div>
            <Link
              to={modality.link}
              tabIndex={-1}
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold"
            >
              {`${shellCopy.header.explore} ${modality.title} `}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The header's call to action (hidden on the smallest screens, where the mobile menu has it). */
export function HeaderCta() {
  return (
    <Link
      to={headerCta.href}
      className={cn(
        buttonClasses('primary', 'md'),
        'hidden sm:inline-flex header-light:bg-white header-light:text-plum-950 header-light:hover:bg-plum-50',
      )}
    >
      {headerCta.name}
    </Link>
  );
}

const mobileItemClass = 'block rounded-xl px-3 py-3 text-base font-semibold text-plum-950 hover:bg-plum-50';
const mobileSubItemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-plum-900 hover:bg-plum-50';

/** A group of the mobile menu that expands on its own: a native disclosure, no script needed. */
function MobileGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <details className="group/mobile">
        <summary className="nav-summary">
          {label}
          <Icon name="chevron-down" className="size-5 transition-transform group-open/mobile:rotate-180" />
        </summary>
        <ul className="mb-2 ml-3 border-l border-plum-100 pl-3">{children}</ul>
      </details>
    </li>
  );
}

/** The small-screen menu's links: Home, the Services and Solutions groups, the rest, and the call to action. */
export function MobileMenuList() {
  return (
    <>
      <ul className="grid gap-0.5">
        <li>
          <Link to={mainNavigation[0]!.href} className={mobileItemClass}>
            {mainNavigation[0]!.name}
          </Link>
        </li>
        <MobileGroup label={shellCopy.header.services}>
          {services.map((service) => (
            <li key={service.link}>
              <Link to={service.link} className={mobileSubItemClass}>
                <Icon name={service.icon} className="size-4 text-ember-700" />
                {service.title}
              </Link>
            </li>
          ))}
        </MobileGroup>
        <MobileGroup label={shellCopy.header.solutions}>
          {modalities.map((modality) => (
            <li key={modality.key}>
              <Link to={modality.link} className={mobileSubItemClass}>
                <Icon name={modality.icon} className="size-4 text-ember-700" />
                {modality.title}
              </Link>
            </li>
          ))}
        </MobileGroup>
        {mainNavigation.slice(1).map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={mobileItemClass}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={headerCta.href} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
        {headerCta.name}
      </Link>
    </>
  );
}
