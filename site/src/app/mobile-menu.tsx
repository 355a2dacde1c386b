import { useEffect, useId, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { shellCopy } from '@/content/shell';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's links (prerendered markup: its groups expand natively). */
  children: ReactNode;
}

/**
 * The small-screen menu: a toggle and the panel with the site's links, whose Services and Solutions
 * groups expand independently. Escape closes it; the header closes it on navigation. A tap on the
 * toggle before the app is ready opens it as soon as the app is (see app/bootstrap.ts).
 */
export function MobileMenu({ open, onOpenChange, children }: MobileMenuProps) {
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="grid size-10 place-items-center rounded-full text-plum-950 transition-colors hover:bg-plum-50 header-light:text-white header-light:hover:bg-white/10"
      >
        <span className="sr-only">{open ? shellCopy.mobileMenu.close : shellCopy.mobileMenu.open}</span>
        <Icon name={open ? 'x' : 'menu'} className="size-6" />
      </button>
      <nav
        id={panelId}
        aria-label={shellCopy.mobileMenu.navLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-plum-100 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        {children}
      </nav>
    </div>
  );
}
