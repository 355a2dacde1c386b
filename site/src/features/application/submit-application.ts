/**
 * The job application's idempotency key: one per dialog opening, kept across retries, so a retried
 * or double-clicked submission is stored once.
 */
export function newApplicationKey(): string {
  return crypto.randomUUID();
}
