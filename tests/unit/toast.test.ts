import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, dismissToast, getToasts, subscribeToasts, toast } from '@/lib/toast';

describe('toast store', () => {
  beforeEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
  });

  it('keeps one toast visible at a time: a newer one replaces the visible one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('notifies subscribers and removes a dismissed toast', () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = toast({ title: 'Hello' });
    dismissToast(id);
    unsubscribe();
    expect(calls).toBe(2);
    expect(getToasts()).toEqual([]);
  });

  it('shows toasts for 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });
});
