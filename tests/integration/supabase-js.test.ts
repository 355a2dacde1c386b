/**
 * supabase-js, through the one typed wrapper the functions and the team's commands use
 * (service-rpc.ts), against the local gateway with both kinds of server key Supabase issues: the new
 * secret key (`sb_secret_…`) and the legacy service_role JWT. Each writes and reads through the SQL
 * functions; the publishable key (the new anon) and an unknown secret key are refused as Supabase
 * refuses them. And `npm run preflight -- --remote` against that project: the key, and each
 * function's health route with the edge API's secret. Uses the stack the test runner started, or
 * starts its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteProblems } from '../../scripts/preflight';
import type { DeployConfig } from '../../site/scripts/preflight-rules';
import { createServiceRpc, StoreError } from '../../supabase/functions/_shared/service-rpc';
import { localKeys } from '../../supabase/local/keys';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';

let gatewayUrl: string;
let ownStack: LocalStack | undefined;
let ownDataDir: string | undefined;

beforeAll(async () => {
  if (process.env.LOCAL_GATEWAY_URL) {
    gatewayUrl = process.env.LOCAL_GATEWAY_URL;
  } else {
    ownDataDir = await mkdtemp(join(tmpdir(), 'emberwise-supabase-js-'));
    ownStack = await startLocalStack({ dataDir: ownDataDir, gatewayPort: 0, mailPort: 0, quiet: true });
    gatewayUrl = ownStack.gatewayUrl;
  }
}, 120_000);

afterAll(async () => {
  await ownStack?.stop();
  if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
});

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** A client address of its own per signup, so no test meets another's hourly limit. */
const clientAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const serverKeys = [
  ['the secret key (sb_secret_…)', localKeys.secretKey],
  ['the legacy service_role JWT', localKeys.serviceRoleKey],
] as const;

describe.each(serverKeys)('supabase-js with %s', (_, key) => {
  it('stores a signup through a SQL function and reads it back', async () => {
    const rpc = createServiceRpc(gatewayUrl, key);
    const email = unique('keys');
    const submitted = await rpc('submit_newsletter_signup', {
      signup: { email, source: 'blogs' },
      client_address: clientAddress(),
    });
    expect(submitted).toMatchObject({ emails: [expect.any(String)] });

    const found = (await rpc('privacy_export', { address: email })) as {
      newsletter_subscribers: { email: string; status: string }[];
    };
    expect(found.newsletter_subscribers).toEqual([expect.objectContaining({ email, status: 'pending' })]);
  });
});

it('an argument with a default may be left out, as PostgREST allows', async () => {
  const rpc = createServiceRpc(gatewayUrl, localKeys.secretKey);
  // privacy_record_contact(address, contacted_at default now()): nobody has this address.
  expect(await rpc('privacy_record_contact', { address: unique('nobody') })).toBe(0);
});

describe('keys the gateway refuses', () => {
  it('the publishable key runs as anon, which may call none of our SQL functions', async () => {
    const rpc = createServiceRpc(gatewayUrl, localKeys.publishableKey);
    const refused = await rpc('privacy_export', { address: unique('anon') }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as StoreError).status).toBe(401);
    expect((refused as StoreError).message).toContain('42501');
  });

  it('an unknown secret key is not a key of the project', async () => {
    const rpc = createServiceRpc(gatewayUrl, 'sb_secret_not_this_projects_key');
    const refused = await rpc('email_queue_state', {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect((refused as StoreError).status).toBe(401);
    expect((refused as StoreError).message).toContain('Invalid API key');
  });
});

describe('preflight --remote against the project', () => {
  const config = (change: Partial<DeployConfig> = {}, edgeApiSecret: string = localKeys.edgeApiSecret) =>
    ({
      environment: 'production',
      pagesVars: { SUPABASE_URL: gatewayUrl },
      functionSecrets: { EDGE_API_SECRET: edgeApiSecret },
      serviceKey: localKeys.secretKey,
      ...change,
    }) as DeployConfig;

  it('finds nothing wrong when the key and the secret are the project’s and every function is healthy', async () => {
    expect(await remoteProblems(config())).toEqual([]);
  });

  it('names the key the project refuses, and each function that refuses the edge secret', async () => {
    const problems = await remoteProblems(
      config(
        { serviceKey: 'sb_secret_not_this_projects_key_0000' },
        'another-secret-of-the-right-length-000000000',
      ),
    );
    expect(problems.map((problem) => problem.setting)).toEqual([
      'SUPABASE_SECRET_KEY',
      'function send-lead-emails',
      'function send-job-application-emails',
      'function newsletter',
    ]);
    expect(problems[0]!.problem).toContain('refuses the key (401)');
    expect(problems[1]!.problem).toContain('refuses EDGE_API_SECRET');
  });
});
