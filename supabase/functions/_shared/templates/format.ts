/** Formats shared by the templates. */

const amsterdam = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** "23 Nov 2026, 15:05 (Amsterdam time)", the team's clock. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${amsterdam.format(date)} (Amsterdam time)`;
}
