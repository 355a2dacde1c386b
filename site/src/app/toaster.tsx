import { Icon } from '@/components/icon';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  TOAST_DURATION_MS,
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type ToastMessage,
} from '@/lib/toast';
import { shellCopy } from '@/content/shell';
import { cn } from '@/lib/cn';

/**
 * One toast. It goes away after its duration, but not while the pointer or the keyboard focus is on
 * it: a visitor reading it, or reaching for its close button, keeps it (the clock restarts after).
 */
function ToastItem({ message }: { message: ToastMessage }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(message.id), message.duration ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message, held]);

  const destructive = message.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cn(
        'pointer-events-auto relative w-full rounded-xl border p-4 pr-10 shadow-lg animate-toast-in',
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-plum-100 bg-white text-plum-950',
      )}
    >
      <p className="text-sm font-semibold">{message.title}</p>
      {message.description && <p className="mt-1 text-sm opacity-90">{message.description}</p>}
      <button
        type="button"
        onClick={() => dismissToast(message.id)}
        className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
        aria-label={shellCopy.toaster.dismiss}
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}

/** Renders the visible toast (one at a time) in a polite live region. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <section
      aria-label={shellCopy.toaster.regionLabel}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[100] sm:left-auto sm:w-96"
    >
      <div aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((message) => (
          <ToastItem key={message.id} message={message} />
        ))}
      </div>
    </section>
  );
}
