import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { cx } from '@/lib/cx';
import { useRunning } from './use-running';

interface NavMenuProps {
  label: string;
  /** Panel width in px (Services 400, Data Modalities 800). */
  width: number;
  children: ReactNode;
}

/**
 * A header dropdown: opens on hover (fade and slide), on click, and with Enter, Space or Arrow Down
 * on its button; arrow keys move between its links; leaving it with the mouse or the keyboard closes
 * it. Escape closes it however it was opened, wherever the focus is (it returns to the button when
 * it was in the menu), and a panel closed by Escape stays closed while the pointer rests on it.
 * Before the app is ready, CSS opens it on hover and focus (`data-menu`, see styles.css) and the
 * bootstrap closes it on Escape; the button has no `aria-expanded` then, which the app sets once it
 * runs, so the attribute never says "collapsed" over an open panel.
 */
export function NavMenu({ label, width, children }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  // Dismissed with Escape while the pointer rests on the menu: hovering does not reopen it.
  const [dismissed, setDismissed] = useState(false);
  const running = useRunning();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    // Navigating (by a link in the panel or the browser's back button) closes the menu.
    setOpenedOn(pathname);
    setOpen(false);
  }

  // Arrow Down on the button opens the menu and moves focus into it; the focus waits for the
  // commit that makes the panel visible (a hidden link cannot take focus).
  const focusFirstOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    wrapperRef.current?.querySelector<HTMLElement>('[data-menu-panel] a')?.focus();
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        wrapperRef.current?.querySelector<HTMLElement>('[data-menu-panel] a')?.focus();
      } else {
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
    }
  };

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (wrapperRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
      setOpen(false);
      setDismissed(wrapperRef.current?.matches(':hover') ?? false);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const hoverOpen = () => {
    if (!dismissed) setOpen(true);
  };

  const onWrapperKeyDown = (event: KeyboardEvent) => {
    if (
      (event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
      open &&
      event.target !== buttonRef.current
    ) {
      const links = Array.from(
        wrapperRef.current?.querySelectorAll<HTMLElement>('[data-menu-panel] a:not([tabindex="-1"])') ?? [],
      );
      const current = links.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = links[(current + step + links.length) % links.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };

  return (
    <div
      ref={wrapperRef}
      data-menu=""
      className="relative"
      onMouseEnter={hoverOpen}
      // The pointer may already rest on the menu when the app becomes ready.
      onPointerMove={hoverOpen}
      onMouseLeave={() => {
        setOpen(false);
        setDismissed(false);
      }}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={running ? open : undefined}
        aria-controls={panelId}
        onClick={() => {
          setDismissed(false);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className="nav-menu-button"
      >
        {label}
        <Icon
          name="chevron-down"
          className={cx('size-4 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        data-menu-panel=""
        data-open={open ? '' : undefined}
        style={{ width, maxWidth: 'calc(100vw - 2rem)' }}
        // Opening shows the panel at once (its links can take focus) and fades it in; closing fades it
        // out first and hides it when the fade ends (styles.css).
        className={open ? 'nav-panel nav-panel-open' : 'nav-panel'}
      >
        <div className="rounded-2xl border border-plum-100 bg-white p-3 text-plum-950 shadow-xl shadow-plum-950/10">
          {children}
        </div>
      </div>
    </div>
  );
}
