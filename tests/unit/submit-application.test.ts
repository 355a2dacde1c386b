import { describe, expect, it } from 'vitest';
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import {
  applicationErrorMessage,
  applicationFallbackMessage,
  newApplicationKey,
  submitApplication,
  type JobApplicationPayload,
} from '@/features/application/submit-application';

/** Shaped like supabase-js's FunctionsHttpError: the HTTP Response sits in `context`. */
class FunctionsHttpError extends Error {
  constructor(public context: Response) {
    super('Edge Function returned a non-2xx status code');
    this.name = 'FunctionsHttpError';
  }
}

const payload: JobApplicationPayload = {
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  source: 'website',
  idempotency_key: newApplicationKey(),
};

function clientAnswering(answer: { error: unknown }) {
  const calls: { name: string; body: unknown }[] = [];
  const client = {
    functions: {
      invoke: (name: string, options: { body: unknown }) => {
        calls.push({ name, body: options.body });
        return Promise.resolve(answer);
      },
    },
  } as unknown as BrowserSupabaseClient;
  return { client, calls };
}

const quiet = { logError: () => undefined };

describe('applicationErrorMessage', () => {
  it("reads the function's error from the HTTP answer", async () => {
    const error = new FunctionsHttpError(
      Response.json(
        { ok: false, error: 'Years of experience must be a whole number from 0 to 50.' },
        { status: 400 },
      ),
    );
    await expect(applicationErrorMessage(error)).resolves.toBe(
      'Years of experience must be a whole number from 0 to 50.',
    );
  });

  it('falls back when the answer has no usable error', async () => {
    const cases = [
      new FunctionsHttpError(new Response('<html>Bad gateway</html>', { status: 502 })),
      new FunctionsHttpError(Response.json({ ok: false }, { status: 500 })),
      new FunctionsHttpError(Response.json({ ok: false, error: '   ' }, { status: 500 })),
      Object.assign(new Error('Failed to send a request to the Edge Function'), {
        name: 'FunctionsFetchError',
      }),
      'weird',
      null,
    ];
    for (const error of cases)
      await expect(applicationErrorMessage(error)).resolves.toBe(applicationFallbackMessage);
  });
});

describe('submitApplication', () => {
  it('invokes the function with the payload and answers ok', async () => {
    const { client, calls } = clientAnswering({ error: null });
    await expect(submitApplication(payload, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual([{ name: 'send-job-application-emails', body: payload }]);
  });

  it("answers the function's message on a refusal", async () => {
    const error = new FunctionsHttpError(
      Response.json({ ok: false, error: 'Please enter a valid email address.' }, { status: 400 }),
    );
    const { client } = clientAnswering({ error });
    await expect(submitApplication(payload, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
  });

  it('answers the fallback when the client cannot load', async () => {
    await expect(
      submitApplication(payload, { ...quiet, loadClient: () => Promise.reject(new Error('offline')) }),
    ).resolves.toEqual({ ok: false, message: 'Please try again later.' });
  });

  it('makes a fresh uuid key per attempt-series', () => {
    expect(newApplicationKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newApplicationKey()).not.toBe(newApplicationKey());
  });
});
