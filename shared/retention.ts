/**
 * How long the site keeps what it stores: each rule of the nightly retention job
 * (`private.enforce_retention`), with its period. The database's `private.retention_rules` holds the
 * same periods and the privacy policy's retention table names each rule; tests hold the three
 * together. Runtime-neutral.
 */
export const retentionRules = {
  /** Contact enquiries and further messages, counted from the last contact; clients are kept. */
  leads_after_last_contact: { months: 24 },
  /** A hiring procedure never closed by the team counts as ended this long after the application. */
  application_procedure_limit: { months: 6 },
  /** Job applications after their procedure ended. */
  applications_after_procedure: { days: 28 },
  /** Job applications whose applicant consented to a year. */
  applications_with_consent: { years: 1 },
  /** Newsletter sign-ups nobody confirmed (the confirmation link expires with them). */
  newsletter_unconfirmed: { days: 7 },
  /** The delivery record of an email once sent or given up. */
  email_delivery_records: { days: 30 },
  /** The hashed client records of the hourly limits. */
  abuse_protection_records: { hours: 24 },
} as const satisfies Record<string, Partial<Record<'years' | 'months' | 'days' | 'hours', number>>>;

export type RetentionRule = keyof typeof retentionRules;

/** A rule's period as Postgres writes an interval (`2 years`, `6 mons`, `28 days`, `24:00:00`). */
export function postgresInterval(
  period: Partial<Record<'years' | 'months' | 'days' | 'hours', number>>,
): string {
  const months = (period.years ?? 0) * 12 + (period.months ?? 0);
  const parts = [
    months >= 12 && months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : '',
    months > 0 && months % 12 !== 0 ? `${months} mon${months === 1 ? '' : 's'}` : '',
    period.days ? `${period.days} day${period.days === 1 ? '' : 's'}` : '',
    period.hours ? `${String(period.hours).padStart(2, '0')}:00:00` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
