import { describe, expect, it, vi } from 'vitest';
import * as validation from '@/lib/form-validation';
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import {
  isDuplicateLeadError,
  isNoAnswer,
  retryDelayMs,
  splitFullName,
  submitLead,
  withNetworkRetry,
} from '@/features/contact/submit-lead';
import { fieldMessages } from '@shared/schemas/messages';

type InsertAnswer = {
  error: { code: string; message: string; details?: string | null } | null;
  status: number;
};

/** A stand-in for the Supabase client: scripted insert answers, recorded calls. */
function fakeClient(
  answers: (InsertAnswer | Error)[],
  invokeAnswer: Promise<{ error: unknown }> = Promise.resolve({ error: null }),
) {
  const inserts: unknown[] = [];
  const invokes: { name: string; body: unknown }[] = [];
  const client = {
    from: (table: string) => ({
      insert: (row: unknown) => {
        inserts.push({ table, row });
        const answer = answers.shift() ?? { error: null, status: 201 };
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
    }),
    functions: {
      invoke: (name: string, options: { body: unknown }) => {
        invokes.push({ name, body: options.body });
        return invokeAnswer;
      },
    },
  };
  return { client: client as unknown as BrowserSupabaseClient, inserts, invokes };
}

const noAnswer: InsertAnswer = {
  error: { code: '', message: 'TypeError: Failed to fetch', details: '' },
  status: 0,
};
const duplicate: InsertAnswer = {
  error: {
    code: '23505',
    message: 'duplicate key value violates unique constraint "leads_email_key"',
    details: null,
  },
  status: 409,
};
const values = {
  name: 'Ada King Lovelace',
  email: ' Ada@Example.com ',
  message: ' Hello ',
  source: 'home-hero',
};

describe('splitFullName', () => {
  it('takes the first word as first name and joins the rest as last name', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ first_name: 'Ada', last_name: 'King Lovelace' });
  });
  it('leaves the last name empty for a single word', () => {
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
  it('ignores surrounding and repeated whitespace', () => {
    expect(splitFullName('  Jean   Claude  Van   Damme ')).toEqual({
      first_name: 'Jean',
      last_name: 'Claude Van Damme',
    });
    expect(splitFullName('   ')).toEqual({ first_name: '', last_name: '' });
  });
});

describe('checkContactForm (the lazily loaded lead schema)', () => {
  it('builds the row a visitor may insert', () => {
    expect(validation.checkContactForm(values)).toEqual({
      ok: true,
      row: {
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'King Lovelace',
        message: 'Hello',
        source: 'home-hero',
        status: 'new',
      },
    });
  });
  it('defaults the source to website and a blank message or last name to null', () => {
    expect(validation.checkContactForm({ name: 'Ada', email: 'a@b.co', message: '  ' })).toMatchObject({
      row: { message: null, last_name: null, source: 'website' },
    });
  });
  it('refuses a whitespace-only name with a readable sentence', () => {
    expect(validation.checkContactForm({ name: ' \t ', email: 'a@b.co' })).toEqual({
      ok: false,
      message: fieldMessages.nameRequired,
    });
  });
});

describe('isDuplicateLeadError', () => {
  it('is true for 23505 naming leads_email_key in the message or the details', () => {
    expect(isDuplicateLeadError(duplicate.error)).toBe(true);
    expect(
      isDuplicateLeadError({
        code: '23505',
        message: 'conflict',
        details: 'Key (email) ... leads_email_key',
      }),
    ).toBe(true);
  });
  it('is false for another constraint, another code or no error', () => {
    expect(isDuplicateLeadError({ code: '23505', message: 'violates unique constraint "leads_pkey"' })).toBe(
      false,
    );
    expect(isDuplicateLeadError({ code: '23514', message: 'leads_email_key' })).toBe(false);
    expect(isDuplicateLeadError(null)).toBe(false);
  });
});

describe('network retry policy', () => {
  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('counts status 0 and a fetch TypeError as no answer, an HTTP error as an answer', () => {
    expect(isNoAnswer({ status: 0 })).toBe(true);
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer({ status: 409 })).toBe(false);
    expect(isNoAnswer(new Error('boom'))).toBe(false);
  });

  it('retries up to 3 times, then gives the last outcome', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ status: 0 }));
    await expect(withNetworkRetry(request, sleep)).resolves.toEqual({ status: 0 });
    expect(request).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('stops retrying once an answer arrives, and never retries an answered error', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const outcomes = [{ status: 0 }, { status: 409 }, { status: 201 }];
    const request = vi.fn(() => Promise.resolve(outcomes.shift()!));
    await expect(withNetworkRetry(request, sleep)).resolves.toEqual({ status: 409 });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('retries a thrown TypeError and rethrows other errors at once', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ status: 201 });
    await expect(withNetworkRetry(flaky, sleep)).resolves.toEqual({ status: 201 });
    const broken = vi.fn().mockRejectedValue(new Error('bug'));
    await expect(withNetworkRetry(broken, sleep)).rejects.toThrow('bug');
    expect(broken).toHaveBeenCalledTimes(1);
  });
});

describe('submitLead', () => {
  const quiet = {
    sleep: () => Promise.resolve(),
    logError: () => undefined,
    loadValidation: async () => validation,
  };
  const row = () => (validation.checkContactForm(values) as { ok: true; row: unknown }).row;

  it('inserts the lead, then asks for the emails', async () => {
    const { client, inserts, invokes } = fakeClient([{ error: null, status: 201 }]);
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'created',
    });
    expect(inserts).toEqual([{ table: 'leads', row: row() }]);
    expect(invokes).toEqual([
      {
        name: 'send-lead-emails',
        body: {
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'King Lovelace',
          message: 'Hello',
          source: 'home-hero',
        },
      },
    ]);
  });

  it('treats a duplicate email as success and still asks for the emails', async () => {
    const { client, invokes } = fakeClient([duplicate]);
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'duplicate',
    });
    expect(invokes).toHaveLength(1);
  });

  it('a retried insert that had in fact been stored ends as duplicate', async () => {
    const { client, inserts } = fakeClient([noAnswer, duplicate]);
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'duplicate',
    });
    expect(inserts).toHaveLength(2);
  });

  it('gives up with error after 3 retries without an answer', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const { client, inserts, invokes } = fakeClient([noAnswer, noAnswer, noAnswer, noAnswer]);
    await expect(submitLead(values, { ...quiet, sleep, loadClient: async () => client })).resolves.toEqual({
      status: 'error',
    });
    expect(inserts).toHaveLength(4);
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(invokes).toHaveLength(0);
  });

  it('any other insert error is an error, without retry', async () => {
    const checkViolation = {
      error: { code: '23514', message: 'violates check constraint "leads_first_name_check"' },
      status: 400,
    };
    const { client, inserts } = fakeClient([checkViolation]);
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'error',
    });
    expect(inserts).toHaveLength(1);
  });

  it('a failing email call is only logged', async () => {
    const logError = vi.fn();
    const { client } = fakeClient(
      [{ error: null, status: 201 }],
      Promise.resolve({ error: new Error('relay') }),
    );
    await expect(submitLead(values, { ...quiet, logError, loadClient: async () => client })).resolves.toEqual(
      { status: 'created' },
    );
    await vi.waitFor(() =>
      expect(logError).toHaveBeenCalledWith('send-lead-emails failed', expect.any(Error)),
    );
  });

  it('an email call that never settles does not hold up the result', async () => {
    const { client } = fakeClient([{ error: null, status: 201 }], new Promise(() => undefined));
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'created',
    });
  });

  it('over the hourly limit (429) it is limited, keeps nothing and sends nothing', async () => {
    const limited: InsertAnswer = {
      error: { code: 'rate_limited', message: 'You have sent several messages in the last hour.' },
      status: 429,
    };
    const { client, inserts, invokes } = fakeClient([limited]);
    await expect(submitLead(values, { ...quiet, loadClient: async () => client })).resolves.toEqual({
      status: 'limited',
    });
    expect(inserts).toHaveLength(1);
    expect(invokes).toHaveLength(0);
  });

  it('a field the schema refuses is invalid with its sentence, and nothing is sent', async () => {
    const { client, inserts } = fakeClient([]);
    await expect(
      submitLead({ ...values, name: '   ' }, { ...quiet, loadClient: async () => client }),
    ).resolves.toEqual({ status: 'invalid', message: fieldMessages.nameRequired });
    expect(inserts).toHaveLength(0);
  });

  it('a client that cannot load is an error', async () => {
    await expect(
      submitLead(values, { ...quiet, loadClient: () => Promise.reject(new Error('chunk failed')) }),
    ).resolves.toEqual({ status: 'error' });
  });

  it('a filled honeypot looks like success and sends nothing', async () => {
    const { client, inserts, invokes } = fakeClient([]);
    await expect(
      submitLead(
        { ...values, company_website: 'https://spam.example' },
        { ...quiet, loadClient: async () => client },
      ),
    ).resolves.toEqual({ status: 'created' });
    expect(inserts).toHaveLength(0);
    expect(invokes).toHaveLength(0);
  });
});
