/**
 * Paced sending (supabase/functions/_shared/pacing.ts) on a fake clock, against a fake provider that
 * answers 429 like Resend does when a team goes over its requests a second: sends start at the
 * configured rate, a 429 pauses every send and is tried again after Retry-After or a doubling
 * back-off, and a provider that keeps refusing gets a bounded number of tries.
 */
import assert from 'node:assert/strict';
import { createPacer, pacedCall } from '../../supabase/functions/_shared/pacing.ts';

/** A fake clock: sleeping moves it on, and every call's start time is recorded. */
function fakeClock() {
  let clock = 0;
  const waits: number[] = [];
  return {
    now: () => clock,
    sleep: (ms: number) => {
      waits.push(ms);
      clock += ms;
      return Promise.resolve();
    },
    waits,
  };
}

type Answer = { status: number; retryAfterSeconds?: number };

/** The provider: answers from the list (200 once it is empty), noting when each call arrived. */
function fakeProvider(clock: { now(): number }, answers: Answer[]) {
  const arrivals: number[] = [];
  return {
    arrivals,
    send: () => {
      arrivals.push(clock.now());
      return Promise.resolve(answers.shift() ?? { status: 200 });
    },
  };
}

const rateLimited = (answer: Answer) =>
  answer.status === 429 ? (answer.retryAfterSeconds ?? 0) * 1000 : undefined;

Deno.test('sends start at the configured rate: 2 a second by default, 5 when configured', async () => {
  for (const [perSecond, expected] of [
    [undefined, [0, 500, 1000, 1500, 2000]],
    [5, [0, 200, 400, 600, 800]],
  ] as const) {
    const clock = fakeClock();
    const provider = fakeProvider(clock, []);
    const pacer = createPacer({ perSecond, now: clock.now, sleep: clock.sleep });
    for (let index = 0; index < 5; index++) await pacedCall(pacer, provider.send, { rateLimited });
    assert.deepEqual(provider.arrivals, expected);
  }
});

Deno.test('a 429 pauses every send for its Retry-After, then the refused send goes through', async () => {
  const clock = fakeClock();
  const provider = fakeProvider(clock, [{ status: 200 }, { status: 429, retryAfterSeconds: 3 }]);
  const pacer = createPacer({ now: clock.now, sleep: clock.sleep });
  const results: number[] = [];
  for (let index = 0; index < 3; index++) {
    results.push((await pacedCall(pacer, provider.send, { rateLimited })).status);
  }
  assert.deepEqual(results, [200, 200, 200]);
  // 0: sent; 500: refused, 3 s pause; 3500: the refused one again; 4000: the next, at the pace.
  assert.deepEqual(provider.arrivals, [0, 500, 3500, 4000]);
});

Deno.test(
  'without Retry-After the back-off doubles, and a provider that keeps refusing gets 4 tries',
  async () => {
    const clock = fakeClock();
    const refusals = Array.from({ length: 6 }, () => ({ status: 429 }));
    const provider = fakeProvider(clock, refusals);
    const pacer = createPacer({ now: clock.now, sleep: clock.sleep });
    const answer = await pacedCall(pacer, provider.send, { rateLimited });
    assert.equal(answer.status, 429);
    assert.deepEqual(provider.arrivals, [0, 1000, 3000, 7000]);
  },
);

Deno.test('a rate of 0 or less is refused', () => {
  assert.throws(() => createPacer({ perSecond: 0 }), /above 0/);
});
