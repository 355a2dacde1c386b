import { describe, expect, it } from 'vitest';
import { formatDate } from '../../site/src/lib/format-date';

describe('formatDate', () => {
  it('writes every day of four years exactly as the British English long date does', () => {
    const reference = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(reference.format(new Date(day)));
    }
    expect(formatDate('2025-01-03')).toBe('3 January 2025');
  });

  it('refuses what is not an ISO date instead of writing a wrong one', () => {
    for (const text of ['2025-1-3', '2025-13-01', '2025-00-10', '2025-01-32', '23 January 2025', ''])
      expect(() => formatDate(text)).toThrow(RangeError);
  });
});
