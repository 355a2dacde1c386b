import { describe, expect, it, vi } from 'vitest';
import * as validation from '@/lib/form-validation';
import type { BrowserSupabaseClient } from '@/lib/supabase-client';
import { subscribeNewsletter } from '@/features/newsletter/subscribe-newsletter';
import { rateLimitMessages } from '@shared/schemas/messages';

type Answer = { error: { code: string; message: string } | null; status: number };

function fakeClient(answers: Answer[]) {
  const inserts: { table: string; row: unknown }[] = [];
  const client = {
    from: (table: string) => ({
      insert: (row: unknown) => {
        inserts.push({ table, row });
        return Promise.resolve(answers.shift() ?? { error: null, status: 201 });
      },
    }),
  };
  return { client: client as unknown as BrowserSupabaseClient, inserts };
}

const quiet = {
  sleep: () => Promise.resolve(),
  logError: () => undefined,
  loadValidation: async () => validation,
};

describe('subscribeNewsletter', () => {
  it('inserts the trimmed, lower-cased address with its source, asking nothing back', async () => {
    const { client, inserts } = fakeClient([]);
    await expect(
      subscribeNewsletter(
        { email: ' Reader@Example.COM ', source: 'blogs' },
        { ...quiet, loadClient: async () => client },
      ),
    ).resolves.toEqual({ status: 'subscribed' });
    expect(inserts).toEqual([
      { table: 'newsletter_subscribers', row: { email: 'reader@example.com', source: 'blogs' } },
    ]);
  });

  it('an invalid address is refused before anything is sent, with a sentence', async () => {
    const { client, inserts } = fakeClient([]);
    await expect(
      subscribeNewsletter({ email: 'reader at example' }, { ...quiet, loadClient: async () => client }),
    ).resolves.toEqual({ status: 'error', message: 'Please enter a valid email address.' });
    expect(inserts).toHaveLength(0);
  });

  it('over the hourly limit it is limited with the limit’s sentence', async () => {
    const { client } = fakeClient([{ error: { code: 'rate_limited', message: 'x' }, status: 429 }]);
    await expect(
      subscribeNewsletter({ email: 'reader@example.com' }, { ...quiet, loadClient: async () => client }),
    ).resolves.toEqual({ status: 'limited', message: rateLimitMessages.newsletter });
  });

  it('a database failure is an error (the box keeps the address)', async () => {
    const logError = vi.fn();
    const { client } = fakeClient([{ error: { code: '500', message: 'down' }, status: 500 }]);
    await expect(
      subscribeNewsletter(
        { email: 'reader@example.com' },
        { ...quiet, logError, loadClient: async () => client },
      ),
    ).resolves.toEqual({ status: 'error' });
    expect(logError).toHaveBeenCalled();
  });

  it('a filled honeypot looks like success and stores nothing', async () => {
    const { client, inserts } = fakeClient([]);
    await expect(
      subscribeNewsletter(
        { email: 'bot@example.com', company_website: 'https://spam.example' },
        { ...quiet, loadClient: async () => client },
      ),
    ).resolves.toEqual({ status: 'subscribed' });
    expect(inserts).toHaveLength(0);
  });
});
