import { Icon } from '@/components/icon';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { modalities } from '@/content/modalities';
import { headerCta, mainNavigation } from '@/content/navigation';
import { services } from '@/content/services';
import { shellCopy } from '@/content/shell';
import { cn } from '@/lib/cn';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  light: boolean;
}

function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-xl px-3 py-3 text-base font-semibold text-plum-950 hover:bg-plum-50"
      >
        {label}
        <Icon name="chevron-down" className={cn('size-5 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={id} hidden={!expanded} className="mb-2 ml-3 border-l border-plum-100 pl-3">
        {children}
      </ul>
    </li>
  );
}

const itemClass = 'block rounded-xl px-3 py-3 text-base font-semibold text-plum-950 hover:bg-plum-50';
const subItemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-plum-900 hover:bg-plum-50';

/** The small-screen menu: Services and Solutions groups expand independently; the header closes it on navigation. */
export function MobileMenu({ open, onOpenChange, light }: MobileMenuProps) {
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  const close = () => onOpenChange(false);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'grid size-10 place-items-center rounded-full transition-colors',
          light ? 'text-white hover:bg-white/10' : 'text-plum-950 hover:bg-plum-50',
        )}
      >
        <span className="sr-only">{open ? shellCopy.mobileMenu.close : shellCopy.mobileMenu.open}</span>
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label={shellCopy.mobileMenu.navLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-plum-100 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="grid gap-0.5">
          <li>
            <Link to={mainNavigation[0]!.href} className={itemClass} onClick={close}>
              {mainNavigation[0]!.name}
            </Link>
          </li>
          <MenuGroup label={shellCopy.header.services}>
            {services.map((service) => (
              <li key={service.link}>
                <Link to={service.link} className={subItemClass} onClick={close}>
                  <Icon name={service.icon} className="size-4 text-ember-700" />
                  {service.title}
                </Link>
              </li>
            ))}
          </MenuGroup>
          <MenuGroup label={shellCopy.header.solutions}>
            {modalities.map((modality) => (
              <li key={modality.key}>
                <Link to={modality.link} className={subItemClass} onClick={close}>
                  <Icon name={modality.icon} className="size-4 text-ember-700" />
                  {modality.title}
                </Link>
              </li>
            ))}
          </MenuGroup>
          {mainNavigation.slice(1).map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={itemClass} onClick={close}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={headerCta.href} onClick={close} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
          {headerCta.name}
        </Link>
      </nav>
    </div>
  );
}
