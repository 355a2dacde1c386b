/**
 * The edge's first count of the per-client limits, before any database work: a flood from one client
 * is answered 429 here without reaching Supabase. Counted in this isolate's memory, with the keys and
 * named limits the database uses (`clientKeys`, `clientLimitName`), so the numbers agree. Cloudflare
 * runs many isolates, so this is a first line, not the rule: the database counts every submission
 * that reaches it, across all of them. What it remembers (a client key, which holds the address, and
 * the times it was counted) expires with the hour it counts: each count first forgets every key not
 * counted within the last hour.
 */
import { clientKeys } from '../../shared/client-key';
import {
  clientLimitName,
  rateLimitDefaults,
  type LimitedForm,
  type RateLimitName,
} from '../../shared/schemas/limits';

const hourMs = 60 * 60 * 1000;
/** Keys kept at most; the oldest go first (a bounded map in a long-lived isolate). */
const maxKeys = 50_000;

export class ClientLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one submission of `form` for the client at `address`, unless one of its scopes is at its
   * hourly limit: then nothing is counted and the answer is false.
   */
  take(form: LimitedForm, address: string, overrides: Partial<Record<RateLimitName, number>> = {}): boolean {
    const now = this.now();
    this.forgetExpired(now);
    const counted = clientKeys(address).map(({ scope, key }) => {
      const id = `${form}/${key}`;
      const times = (this.seen.get(id) ?? []).filter((time) => time > now - hourMs);
      const name = clientLimitName(form, scope);
      return { id, times, allowed: overrides[name] ?? rateLimitDefaults[name] };
    });
    if (counted.some(({ times, allowed }) => times.length >= allowed)) return false;
    for (const { id, times } of counted) {
      this.seen.delete(id);
      this.seen.set(id, [...times, now]);
    }
    while (this.seen.size > maxKeys) this.seen.delete(this.seen.keys().next().value!);
    return true;
  }

  /** The client keys it still remembers (for tests: nothing outlives its hour). */
  get size(): number {
    return this.seen.size;
  }

  /** Keys are kept in the order they were last counted, so the expired ones are at the front. */
  private forgetExpired(now: number): void {
    for (const [id, times] of this.seen) {
      if (times[times.length - 1]! > now - hourMs) return;
      this.seen.delete(id);
    }
  }
}
