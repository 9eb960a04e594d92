/**
 * api/dns-failure.mjs on its own: how a failed address lookup is classified, and the resolver's health remembered
 * for a minute. No DNS question is sent here (fake probes and errors); the loopback resolver cases are in
 * tests/api/dns.test.mjs ("a failed lookup of the tested site, by whose fault").
 */
import { describe, expect, it, vi } from 'vitest';
import { addressLookupError, blameDns, createResolverHealth, dnsLookupError, RESOLVER_HEALTH_MS } from '../../api/dns-failure.mjs';
import { ApiError } from '../../api/errors.mjs';

/** @param {string} code @returns {PromiseRejectedResult} */
const fail = (code) => ({ status: 'rejected', reason: Object.assign(new Error(code), { code }) });
/** @type {PromiseFulfilledResult<string[]>} */
const none = { status: 'fulfilled', value: [] };

describe('a failed lookup, by kind', () => {
  it.each([
    ['ENOTFOUND', 'dns_not_found'],
    ['ENODATA', 'dns_no_address'],
    ['ESERVFAIL', 'dns_failed'],
    ['EREFUSED', 'dns_failed'],
    ['ETIMEOUT', 'dns_failed'],
    ['ECONNREFUSED', 'dns_failed'],
    ['EBADRESP', 'dns_failed'],
  ])('%s is %s', (code, kind) => {
    expect(dnsLookupError(Object.assign(new Error(code), { code }), 'naide.ee').code).toBe(kind);
  });

  it.each([
    ['NXDOMAIN for either family', fail('ENOTFOUND'), fail('ENOTFOUND'), 'dns_not_found'],
    ['no A and no AAAA (empty answers)', none, none, 'dns_no_address'],
    ['no A and no AAAA (ENODATA)', fail('ENODATA'), fail('ENODATA'), 'dns_no_address'],
    ['no A, AAAA failed: nothing is known', none, fail('ESERVFAIL'), 'dns_failed'],
    ['A timed out, no AAAA', fail('ETIMEOUT'), fail('ENODATA'), 'dns_failed'],
  ])('%s: %s', (_, v4, v6, kind) => {
    expect(addressLookupError(v4, v6, 'naide.ee').code).toBe(kind);
  });

  it('the deadline stays a timeout', () => {
    expect(dnsLookupError(new ApiError('timeout'), 'naide.ee').code).toBe('timeout');
  });
});

describe('our resolver’s health', () => {
  it('a failed lookup is the site’s while our resolver answers, ours when it does not', async () => {
    const failed = new ApiError('dns_failed');
    expect(/** @type {ApiError} */ (await blameDns(failed, async () => true)).code).toBe('dns_failed');
    expect(/** @type {ApiError} */ (await blameDns(failed, async () => false)).code).toBe('dns_unavailable');
    // NXDOMAIN is an answer: no probe is needed to say the name does not exist.
    const probe = vi.fn(async () => false);
    expect(/** @type {ApiError} */ (await blameDns(new ApiError('dns_not_found'), probe)).code).toBe('dns_not_found');
    expect(probe).not.toHaveBeenCalled();
  });

  it('is asked once a minute, and questions at once share one probe', async () => {
    let clock = 0;
    const probe = vi.fn(async () => true);
    const health = createResolverHealth({ probe, now: () => clock });
    expect(await Promise.all([health(), health(), health()])).toEqual([true, true, true]);
    expect(probe).toHaveBeenCalledTimes(1);
    clock = RESOLVER_HEALTH_MS - 1;
    await health();
    expect(probe).toHaveBeenCalledTimes(1);
    clock = RESOLVER_HEALTH_MS;
    probe.mockResolvedValueOnce(false);
    expect(await health()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('a probe cut by a request’s deadline is not remembered', async () => {
    const probe = vi.fn(async () => false);
    const health = createResolverHealth({ probe });
    await health(AbortSignal.abort());
    await health();
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
