/**
 * How a client is counted before any database work (shared/client-key.ts, functions/_lib/limiter.ts):
 * an IPv4 address, or an IPv6 address's /64 with its /56 and /48, each scope with its named limit.
 * The integration suite holds these keys to the database's grouping.
 */
import { describe, expect, it } from 'vitest';
import { ClientLimiter } from '../../functions/_lib/limiter';
import { clientKeys } from '@shared/client-key';
import { rateLimitDefaults } from '@shared/schemas/limits';

describe('clientKeys', () => {
  it('counts an IPv4 address as itself, written plainly or IPv4-mapped', () => {
    expect(clientKeys('203.0.113.7')).toEqual([{ scope: 'client', key: 'ipv4/203.0.113.7' }]);
    expect(clientKeys('::ffff:203.0.113.7')).toEqual(clientKeys('203.0.113.7'));
  });

  it('counts an IPv6 address in its /64, /56 and /48, however it is written', () => {
    const keys = clientKeys('2001:db8:aa:bb:1::5');
    expect(keys.map((key) => key.scope)).toEqual(['client', 'ipv6_56', 'ipv6_48']);
    expect(clientKeys('2001:0DB8:00AA:00BB:0001:0:0:0005')).toEqual(keys);
    expect(clientKeys('2001:db8:aa:bb:ffff::1')[0]).toEqual(keys[0]);
    expect(clientKeys('2001:db8:aa:cc::1')[0]).not.toEqual(keys[0]);
    expect(clientKeys('2001:db8:aa:cc::1')[1]).toEqual(keys[1]);
    expect(clientKeys('2001:db8:aa:1ff::1')[1]).not.toEqual(keys[1]);
    expect(clientKeys('2001:db8:aa:1ff::1')[2]).toEqual(keys[2]);
  });

  it('counts what is not an address as one client, unknown', () => {
    for (const text of ['', 'unknown', '999.1.1.1', '1::2::3', 'not-an-ip']) {
      expect(clientKeys(text), text).toEqual([{ scope: 'client', key: 'unknown' }]);
    }
  });
});

describe('the edge’s count of the hourly limits', () => {
  it('lets a client send its hourly number and refuses the next, counting nothing for the refusal', () => {
    const limiter = new ClientLimiter(() => 0);
    for (let i = 0; i < rateLimitDefaults.leads_per_client_per_hour; i++) {
      expect(limiter.take('lead', '203.0.113.7')).toBe(true);
    }
    expect(limiter.take('lead', '203.0.113.7')).toBe(false);
    expect(limiter.take('lead', '203.0.113.8')).toBe(true);
    expect(limiter.take('application', '203.0.113.7')).toBe(true);
  });

  it('lets the client in again an hour after its first counted submission', () => {
    let now = 0;
    const limiter = new ClientLimiter(() => now);
    for (let i = 0; i < rateLimitDefaults.leads_per_client_per_hour; i++)
      limiter.take('lead', '198.51.100.1');
    now = 60 * 60 * 1000 - 1;
    expect(limiter.take('lead', '198.51.100.1')).toBe(false);
    now = 60 * 60 * 1000 + 1;
    expect(limiter.take('lead', '198.51.100.1')).toBe(true);
  });

  it('forgets a client’s address once its hour is over, even if the client never comes back', () => {
    let now = 0;
    const limiter = new ClientLimiter(() => now);
    limiter.take('lead', '198.51.100.1');
    limiter.take('newsletter', '2001:db8:aa:bb::1');
    expect(limiter.size).toBe(4);
    now = 30 * 60 * 1000;
    limiter.take('lead', '198.51.100.2');
    expect(limiter.size).toBe(5);
    now = 60 * 60 * 1000 + 1;
    limiter.take('application', '203.0.113.9');
    expect(limiter.size).toBe(2);
  });

  it('refuses a client rotating /64s inside one /56 once the /56 is at its own limit', () => {
    const limiter = new ClientLimiter(() => 0);
    let accepted = 0;
    for (let network = 0; network < 100; network++) {
      if (limiter.take('lead', `2001:db8:77:${network.toString(16)}::1`)) accepted++;
    }
    expect(accepted).toBe(rateLimitDefaults.leads_per_ipv6_56_per_hour);
  });

  it('refuses a client rotating /56s inside one /48 once the /48 is at its own limit', () => {
    const limiter = new ClientLimiter(() => 0);
    let accepted = 0;
    for (let network = 0; network < 100; network++) {
      if (limiter.take('lead', `2001:db8:77:${(network * 256).toString(16)}::1`)) accepted++;
    }
    expect(accepted).toBe(rateLimitDefaults.leads_per_ipv6_48_per_hour);
  });

  it('applies overrides of the named limits', () => {
    const limiter = new ClientLimiter(() => 0);
    for (let i = 0; i < 50; i++) {
      expect(limiter.take('newsletter', '192.0.2.1', { newsletter_signups_per_client_per_hour: 50 })).toBe(
        true,
      );
    }
    expect(limiter.take('newsletter', '192.0.2.1', { newsletter_signups_per_client_per_hour: 50 })).toBe(
      false,
    );
  });
});
