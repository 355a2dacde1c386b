/**
 * Month names as the site writes them. A table, not `Intl.DateTimeFormat`: creating the browser's
 * date formatter loads its locale and time-zone data, about 16 ms on the main thread at start-up (the
 * longest single step of starting the app on every page that shows a date).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Formats an ISO date (`2025-01-23`) as the site writes dates: "23 January 2025". */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${day} ${month} ${match[1]}`;
}

/** Today in the visitor's own time zone, as an ISO date. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
