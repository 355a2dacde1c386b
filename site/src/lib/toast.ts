/**
 * A tiny toast store: one toast visible at a time, each for 5000 ms unless it says otherwise.
 * Any module can call `toast()`; the Toaster in the shell renders the current one. While a modal
 * dialog is open, the rest of the page is inert (out of the accessibility tree, out of reach of the
 * keyboard), so the dialog lends itself as the toasts' host (`useToastHost`) and the Toaster renders
 * inside it.
 */
import { useEffect, type RefObject } from 'react';
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
const TOAST_LIMIT = 1;

type Listener = () => void;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Show a toast; a newer toast replaces the visible one. Returns its id. */
export function toast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  toasts = [{ id, ...message }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastMessage[] {
  return toasts;
}

const noToasts: ToastMessage[] = [];
export function getServerToasts(): ToastMessage[] {
  return noToasts;
}

let host: HTMLElement | null = null;
const hostListeners = new Set<Listener>();

export function subscribeToastHost(listener: Listener) {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** The open modal dialog toasts render in, or null for the page's own notification region. */
export function getToastHost(): HTMLElement | null {
  return host;
}

export function getServerToastHost(): HTMLElement | null {
  return null;
}

/** Makes the element (an open modal dialog) the toasts' host while the calling component is mounted. */
export function useToastHost(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    host = element;
    for (const listener of hostListeners) listener();
    return () => {
      if (host !== element) return;
      host = null;
      for (const listener of hostListeners) listener();
    };
  }, [ref]);
}
