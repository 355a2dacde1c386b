import { describe, expect, it } from 'vitest';
import { buttonClasses } from '@/components/button';
import { cn } from '@/lib/cn';
import { cx } from '@/lib/cx';

describe('cn', () => {
  it('lets the later of two conflicting Tailwind classes win, per variant', () => {
    expect(cn('inline-flex', 'hidden sm:inline-flex')).toBe('hidden sm:inline-flex');
    expect(cn('px-4 py-2', 'p-6')).toBe('p-6');
    expect(cn('bg-plum-900 hover:bg-plum-800', 'bg-white')).toBe('hover:bg-plum-800 bg-white');
  });

  it('keeps the classes of custom variants apart and skips falsy values', () => {
    expect(cn('bg-plum-900', false, undefined, 'header-light:bg-white')).toBe(
      'bg-plum-900 header-light:bg-white',
    );
  });

  it('hides the header call to action below sm: the button look no longer overrides its display', () => {
    const classes = cn(buttonClasses('primary', 'md'), 'hidden sm:inline-flex').split(' ');
    expect(classes).toContain('hidden');
    expect(classes).toContain('sm:inline-flex');
    expect(classes).not.toContain('inline-flex');
  });
});

describe('cx', () => {
  it('joins class names and skips falsy values, without merging', () => {
    expect(cx('a', false, null, undefined, 'b')).toBe('a b');
    expect(cx('inline-flex', 'hidden')).toBe('inline-flex hidden');
  });
});
