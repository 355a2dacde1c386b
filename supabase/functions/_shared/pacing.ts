/**
 * Pacing of calls to a provider with a per-second limit (Resend allows a team 2 requests a second by
 * default): calls start in order, at most `perSecond` a second, and a "too many requests" answer
 * pauses every call of the pacer, not only the one that got it, before that call is tried again
 * (after the provider's Retry-After, else 1 s, doubling). One pacer serves one isolate of a
 * function; isolates running at once each keep their own pace, and a 429 one of them causes is
 * absorbed by the back-off. Nothing here knows the provider: the mailer says what a 429 looks like.
 */

interface PacerOptions {
  /** Calls a second; default 2. */
  perSecond?: number;
  /** The clock in ms (tests pass a fake one). */
  now?: () => number;
  /** Waits (tests pass one that moves the fake clock). */
  sleep?: (ms: number) => Promise<void>;
}

export interface Pacer {
  /** Resolves when the next call may start: each call gets its own slot, 1000 / perSecond ms apart. */
  slot(): Promise<void>;
  /** The provider said "too many": no call starts for `ms`. */
  pause(ms: number): void;
}

export const defaultCallsPerSecond = 2;

export function createPacer(options: PacerOptions = {}): Pacer {
  const perSecond = options.perSecond ?? defaultCallsPerSecond;
  if (!(perSecond > 0)) throw new Error(`calls per second must be above 0, not ${perSecond}`);
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const interval = 1000 / perSecond;
  let next = 0;
  return {
    async slot() {
      const start = Math.max(now(), next);
      next = start + interval;
      const wait = start - now();
      if (wait > 0) await sleep(wait);
    },
    pause(ms) {
      next = Math.max(next, now() + ms);
    },
  };
}

interface PacedCallOptions<T> {
  /** The wait a result asks for when it is a "too many requests" answer (ms; 0 for "not said"), else undefined. */
  rateLimited(result: T): number | undefined;
  /** Tries after the first one, for rate-limited answers only; default 3. */
  retries?: number;
  /** The longest pause one answer may cause; default 10 s. */
  longestWaitMs?: number;
}

/** Makes `attempt` in a paced slot; backs off and tries again while it is rate limited, up to `retries`. */
export async function pacedCall<T>(
  pacer: Pacer,
  attempt: () => Promise<T>,
  options: PacedCallOptions<T>,
): Promise<T> {
  const retries = options.retries ?? 3;
  const longest = options.longestWaitMs ?? 10_000;
  for (let tried = 0; ; tried++) {
    await pacer.slot();
    const result = await attempt();
    const asked = options.rateLimited(result);
    if (asked === undefined || tried >= retries) return result;
    pacer.pause(Math.min(asked > 0 ? asked : 1000 * 2 ** tried, longest));
  }
}
