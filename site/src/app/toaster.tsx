import { Icon } from '@/components/icon';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  TOAST_DURATION_MS,
  dismissToast,
  getServerToastHost,
  getServerToasts,
  getToastHost,
  getToasts,
  subscribeToastHost,
  subscribeToasts,
  type ToastMessage,
} from '@/lib/toast';
import { shellCopy } from '@/content/shell';
import { cx } from '@/lib/cx';
import { useRunning } from './use-running';

/** Failure toasts that have taken the focus once (a toast moved to another host does not take it again). */
const focusedToasts = new Set<number>();

/**
 * One toast. It goes away after its duration, but not while the pointer or the keyboard focus is on
 * it: a visitor reading it, or reaching for its close button, keeps it (the clock restarts after).
 * A failure toast answers something the visitor just did (a form that did not go through): it takes
 * the focus, so it is read out and in reach, and closing it (its button, or Escape while the focus
 * is in it) gives the focus back to where it was. Escape closes the toast only: inside a dialog it
 * never reaches the dialog, which would close with all that was typed.
 */
function ToastItem({ message }: { message: ToastMessage }) {
  const [held, setHeld] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const destructive = message.variant === 'destructive';

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(message.id), message.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message, held]);

  useLayoutEffect(() => {
    if (!destructive || focusedToasts.has(message.id)) return;
    focusedToasts.add(message.id);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.current?.focus();
  }, [destructive, message.id]);

  const close = () => {
    if (element.current?.contains(document.activeElement)) {
      const target = returnFocusTo.current;
      (target?.isConnected && target !== document.body ? target : document.getElementById('main'))?.focus();
    }
    dismissToast(message.id);
  };

  return (
    <div
      ref={element}
      role={destructive ? 'alert' : 'status'}
      tabIndex={destructive ? -1 : undefined}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
      className={cx(
        'pointer-events-auto relative w-full rounded-xl border p-4 pr-10 shadow-lg animate-toast-in',
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-plum-100 bg-white text-plum-950',
      )}
    >
      <p className="text-sm font-semibold">{message.title}</p>
      {message.description && <p className="mt-1 text-sm opacity-90">{message.description}</p>}
      <button
        type="button"
        onClick={close}
        className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
        aria-label={shellCopy.toaster.dismiss}
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Renders the visible toast (one at a time) in a polite live region. On the page it floats at the
 * bottom of the window, and the page keeps that much room below whatever the browser scrolls into
 * view (`--toast-room`, styles.css), so a field the keyboard reaches is never under it. While a modal
 * dialog is open the region is the dialog's last block, in its flow (the only part of the page that
 * is not inert then): it never covers one of the dialog's fields, on any screen. Toasts come from the
 * running app only, so the region is not in the prerendered HTML: the app adds it, empty, when it
 * starts.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const host = useSyncExternalStore(subscribeToastHost, getToastHost, getServerToastHost);
  const running = useRunning();
  const region = useRef<HTMLElement>(null);
  const floating = running && !host && toasts.length > 0;

  useLayoutEffect(() => {
    const element = region.current;
    if (!floating || !element) return;
    const root = document.documentElement;
    const keepRoom = () => {
      const room = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty('--toast-room', `${Math.ceil(room)}px`);
    };
    keepRoom();
    const observer = new ResizeObserver(keepRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-room');
    };
  }, [floating]);

  if (!running) return null;
  const list = (
    <div aria-live="polite" className="flex flex-col gap-2">
      {toasts.map((message) => (
        <ToastItem key={message.id} message={message} />
      ))}
    </div>
  );
  return host ? (
    createPortal(
      <section
        aria-label={shellCopy.toaster.regionLabel}
        className={toasts.length > 0 ? 'px-6 pb-6 sm:px-8 sm:pb-8' : undefined}
      >
        {list}
      </section>,
      host,
    )
  ) : (
    <section
      ref={region}
      aria-label={shellCopy.toaster.regionLabel}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[100] sm:left-auto sm:w-96"
    >
      {list}
    </section>
  );
}
