import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { shellCopy } from '@/content/shell';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu's links (prerendered markup: its groups expand natively). */
  children: ReactNode;
}

/** Makes everything in the page but `keep` (and its ancestors) inert; returns the undo. */
function inertAllBut(keep: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      // Live regions stay (the notifications, the route announcer): what they say must still be read out.
      if (
        sibling === node ||
        sibling.hasAttribute('inert') ||
        sibling.matches('script, [aria-live], :has(> [aria-live])')
      )
        continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

/** Tab and Shift+Tab wrap around inside `container` (the rest of the page being inert). */
function wrapTab(event: KeyboardEvent, container: Element) {
  const focusable = [...container.querySelectorAll<HTMLElement>('button, a[href], summary')].filter(
    (element) => element.checkVisibility(),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The width from which the header shows its full navigation and hides this menu (Tailwind's `lg`). */
const wideScreen = '(width >= 64rem)';

/**
 * The small-screen menu: a toggle and the panel with the site's links, whose Services and Solutions
 * groups expand independently. Open, it is modal: the rest of the page is inert (out of reach of the
 * keyboard and of screen readers, whatever the panel covers), Tab stays between the toggle and the
 * panel, and Escape closes it and puts the focus on the toggle. The header closes it on navigation,
 * and it closes when the screen grows wide enough to show the full navigation. A tap on the toggle
 * before the app is ready opens it as soon as the app is (see app/bootstrap.ts).
 */
export function MobileMenu({ open, onOpenChange, children }: MobileMenuProps) {
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    const undoInert = inertAllBut(menu);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') wrapTab(event, menu);
      if (event.key === 'Escape') {
        toggleRef.current?.focus();
        onOpenChange(false);
      }
    };
    const wide = window.matchMedia(wideScreen);
    const onWide = () => wide.matches && onOpenChange(false);
    window.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      undoInert();
      window.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={menuRef} className="lg:hidden">
      <button
        ref={toggleRef}
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
