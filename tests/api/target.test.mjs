/**
 * The target check and the redirect chain, with a fake DNS and a fake request function: no name is looked up
 * and no connection is opened, so private and public addresses can be used freely here.
 */
import dgram from 'node:dgram';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowHostsWarning, parseAllowList, readApiConfig } from '../../api/config.mjs';
import { followRedirects } from '../../api/redirects.mjs';
import { createResolverLookup, createTargetChecker, hostNameProblem, isOwnApi, parseTargetUrl } from '../../api/target.mjs';
import { errorCode } from './helpers/errors.mjs';

/** A fake DNS: names to addresses. @param {Record<string, string[]>} table */
const fakeDns = (table) =>
  vi.fn(async (/** @type {string} */ name) => {
    const addresses = table[name];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  });

const DNS = {
  'veebiselge.ee': ['195.250.170.1'],
  'www.veebiselge.ee': ['195.250.170.1', '2a00:1450:4001:80b::200e'],
  'dual.example.ee': ['2a00:1450:4001:80b::200e', '195.250.170.2'],
  'metadata.example.ee': ['169.254.169.254'],
  'mixed.example.ee': ['195.250.170.1', '10.0.0.5'],
  'rebind.example.ee': ['127.0.0.1'],
  'v6private.example.ee': ['fd00::1'],
  'mapped.example.ee': ['::ffff:192.168.1.1'],
  'nat64.example.ee': ['64:ff9b::a9fe:a9fe'],
};

describe('the url parameter', () => {
  it.each([null, '', 'veebiselge.ee', 'ftp://veebiselge.ee/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'http://', 'gopher://127.0.0.1:70/'])(
    '%j is refused as a bad address',
    (raw) => {
      expect(() => parseTargetUrl(raw)).toThrow(expect.objectContaining({ code: 'bad_url', status: 400 }));
    },
  );

  it('refuses credentials in the address', () => {
    expect(() => parseTargetUrl('https://user:pass@veebiselge.ee/')).toThrow(expect.objectContaining({ code: 'credentials', status: 400 }));
    expect(() => parseTargetUrl('https://user@veebiselge.ee/')).toThrow(expect.objectContaining({ code: 'credentials' }));
  });

  it('keeps path and query, drops the fragment', () => {
    expect(parseTargetUrl(' https://Veebiselge.EE/hinnad?x=1#top ').href).toBe('https://veebiselge.ee/hinnad?x=1');
  });
});

describe('target check', () => {
  it('connects to the address it checked, IPv4 first', async () => {
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup });
    expect(await check(new URL('https://veebiselge.ee/'))).toMatchObject({ address: '195.250.170.1', family: 4, port: 443, exempt: false });
    expect(await check(new URL('http://dual.example.ee/'))).toMatchObject({ address: '195.250.170.2', family: 4, port: 80 });
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['http://metadata.example.ee/', 'forbidden_address'],
    ['http://mixed.example.ee/', 'forbidden_address'],
    ['http://rebind.example.ee/', 'forbidden_address'],
    ['http://v6private.example.ee/', 'forbidden_address'],
    ['http://mapped.example.ee/', 'forbidden_address'],
    ['http://nat64.example.ee/', 'forbidden_address'],
    ['http://unknown.example.ee/', 'dns_not_found'],
    ['http://veebiselge.ee:8080/', 'port'],
    ['https://veebiselge.ee:22/', 'port'],
  ])('%s is refused (%s)', async (url, code) => {
    const check = createTargetChecker({ lookup: fakeDns(DNS) });
    expect(await errorCode(check(new URL(url)))).toBe(code);
  });

  it.each([
    'http://127.0.0.1/', 'http://127.1/', 'http://0x7f.1/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://[::1]/',
    'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/', 'http://0/', 'http://10.0.0.1/', 'http://10.1/', 'http://172.16.5.4/',
    'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data/', 'http://0xa9fea9fe/', 'http://2852039166/',
    'http://100.64.0.1/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://[::ffff:a9fe:a9fe]/', 'http://[64:ff9b::a9fe:a9fe]/',
    'http://224.0.0.1/', 'http://255.255.255.255/', 'http://localhost/', 'http://foo.localhost/', 'https://127.0.0.1:8443/',
  ])('literal %s is refused without asking DNS', async (url) => {
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup });
    expect(await errorCode(check(new URL(url)))).toBe('forbidden_address');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('accepts a public literal address', async () => {
    const check = createTargetChecker({ lookup: fakeDns(DNS) });
    expect(await check(new URL('http://195.250.170.1/'))).toMatchObject({ address: '195.250.170.1', family: 4, port: 80 });
    expect(await check(new URL('https://[2a00:1450:4001:80b::200e]/'))).toMatchObject({ address: '2a00:1450:4001:80b::200e', family: 6 });
  });

  it('TESTER_API_ALLOW_HOSTS exempts a listed loopback host:port only', async () => {
    const lookup = fakeDns({ ...DNS, localhost: ['::1', '127.0.0.1'] });
    const check = createTargetChecker({ lookup, allowHosts: new Set(['127.0.0.1:4010', 'localhost:4011', '[::1]:4012', '10.0.0.1:4013']) });
    expect(await check(new URL('http://127.0.0.1:4010/'))).toMatchObject({ address: '127.0.0.1', exempt: true, port: 4010 });
    expect(await check(new URL('http://0x7f.1:4010/'))).toMatchObject({ address: '127.0.0.1', exempt: true });
    expect(await check(new URL('https://localhost:4011/'))).toMatchObject({ address: '127.0.0.1', exempt: true });
    expect(await check(new URL('http://[::1]:4012/'))).toMatchObject({ address: '::1', exempt: true });
    // Another port of the same host, or a private address in the list, stays refused.
    expect(await errorCode(check(new URL('http://127.0.0.1:4011/')))).toBe('forbidden_address');
    expect(await errorCode(check(new URL('http://10.0.0.1:4013/')))).toBe('forbidden_address');
  });

  it('TESTER_API_ALLOW_HOSTS "name:port=loopback:port" connects a named test site to loopback without DNS', async () => {
    const value = 'paikesekiir.test:443=127.0.0.1:3801, paikesekiir.test:80=[::1]:3802, 127.0.0.1:4010';
    const { allowHosts, connectTo } = parseAllowList(value);
    expect([...connectTo]).toEqual([
      ['paikesekiir.test:443', { address: '127.0.0.1', family: 4, port: 3801 }],
      ['paikesekiir.test:80', { address: '::1', family: 6, port: 3802 }],
    ]);
    expect([...allowHosts]).toEqual(['paikesekiir.test:443', 'paikesekiir.test:80', '127.0.0.1:4010']);
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup, connectTo });
    const https = await check(new URL('https://PAIKESEKIIR.test/menuu'));
    expect(https).toMatchObject({ address: '127.0.0.1', family: 4, port: 3801, exempt: true });
    expect(https.url.href).toBe('https://paikesekiir.test/menuu'); // the name is still what is sent
    expect(await check(new URL('http://paikesekiir.test/'), { redirect: true })).toMatchObject({ address: '::1', port: 3802 });
    expect(lookup).not.toHaveBeenCalled();
    // Another port of the name is not mapped: it goes through DNS and the usual rules.
    expect(await errorCode(check(new URL('https://paikesekiir.test:8443/')))).toBe('port');
    const config = readApiConfig({ TESTER_API_ALLOW_HOSTS: value });
    expect(config.connectTo).toEqual(connectTo);
    expect(allowHostsWarning(config)).toContain('paikesekiir.test:443 -> 127.0.0.1:3801, paikesekiir.test:80 -> [::1]:3802');
  });

  it('a refused redirect hop says so', async () => {
    const check = createTargetChecker({ lookup: fakeDns(DNS) });
    expect(await errorCode(check(new URL('http://10.0.0.1/'), { redirect: true }))).toBe('forbidden_redirect');
    expect(await errorCode(check(new URL('ftp://veebiselge.ee/'), { redirect: true }))).toBe('forbidden_redirect');
    expect(await errorCode(check(new URL('http://veebiselge.ee:8080/'), { redirect: true }))).toBe('forbidden_redirect');
  });
});

describe('redirect chain', () => {
  /**
   * A fake web: address -> [status, location].
   * @param {Record<string, [number, string?]>} pages
   */
  const fakeWeb = (pages) =>
    vi.fn(async (/** @type {import('../../api/target.mjs').CheckedTarget} */ target) => {
      const [status, location] = pages[target.url.href] ?? [404];
      /** @type {import('../../api/outbound.mjs').UpstreamResponse} */
      const response = {
        url: target.url.href,
        status,
        headers: location ? { location } : /** @type {Record<string, string>} */ ({}),
        body: null,
        bodyBytes: 0,
        truncated: false,
        ttfbMs: 1,
        totalMs: 1,
      };
      return response;
    });

  it('follows redirects, checking every hop, and lists each hop', async () => {
    const request = fakeWeb({
      'http://veebiselge.ee/': [301, 'https://veebiselge.ee/'],
      'https://veebiselge.ee/': [302, '/avaleht#x'],
      'https://veebiselge.ee/avaleht': [200],
    });
    const checkTarget = vi.fn(createTargetChecker({ lookup: fakeDns(DNS) }));
    const chain = await followRedirects(new URL('http://veebiselge.ee/'), { checkTarget, request, maxRedirects: 10 });
    expect(chain.redirects).toEqual([
      { url: 'http://veebiselge.ee/', status: 301, location: 'https://veebiselge.ee/' },
      { url: 'https://veebiselge.ee/', status: 302, location: 'https://veebiselge.ee/avaleht' },
    ]);
    expect(chain.final.status).toBe(200);
    expect(chain.tooManyRedirects).toBe(false);
    expect(checkTarget).toHaveBeenCalledTimes(3);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://0x7f.1/',
    'http://metadata.example.ee/',
    'http://rebind.example.ee/',
    'http://10.0.0.1/',
    'file:///etc/passwd',
    'http://veebiselge.ee:6379/',
  ])('a redirect to %s is refused before any request is sent there', async (location) => {
    const request = fakeWeb({ 'https://veebiselge.ee/': [302, location] });
    const checkTarget = createTargetChecker({ lookup: fakeDns(DNS) });
    expect(await errorCode(followRedirects(new URL('https://veebiselge.ee/'), { checkTarget, request, maxRedirects: 10 }))).toBe('forbidden_redirect');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0][0].url.href).toBe('https://veebiselge.ee/');
  });

  it('stops after 10 redirects and says the chain was too long', async () => {
    /** @type {Record<string, [number, string?]>} */
    const pages = {};
    for (let i = 0; i < 12; i++) pages[`https://veebiselge.ee/${i}`] = [307, `/${i + 1}`];
    const request = fakeWeb(pages);
    const chain = await followRedirects(new URL('https://veebiselge.ee/0'), {
      checkTarget: createTargetChecker({ lookup: fakeDns(DNS) }),
      request,
      maxRedirects: 10,
    });
    expect(chain.redirects).toHaveLength(10);
    expect(chain.tooManyRedirects).toBe(true);
    expect(chain.final.url).toBe('https://veebiselge.ee/10');
    expect(request).toHaveBeenCalledTimes(11);
  });

  it('a redirect without a Location is the final answer', async () => {
    const request = fakeWeb({ 'https://veebiselge.ee/': [302] });
    const chain = await followRedirects(new URL('https://veebiselge.ee/'), { checkTarget: createTargetChecker({ lookup: fakeDns(DNS) }), request, maxRedirects: 10 });
    expect(chain.final.status).toBe(302);
    expect(chain.redirects).toEqual([]);
  });
});

describe('a host name that cannot exist is refused with 400 bad_host, before any DNS lookup', () => {
  const label = (/** @type {number} */ n) => 'a'.repeat(n);
  it.each([
    ['a label over 63 characters', `http://${label(64)}.ee/`],
    ['a 300-character label', `https://${label(300)}.example.ee/`],
    ['a name over 253 characters', `https://${[label(60), label(60), label(60), label(60), label(10)].join('.')}.ee/`],
    ['an empty label', 'https://veebiselge..ee/'],
    ['an empty first label', 'https://.veebiselge.ee/'],
    ['two final dots', 'https://veebiselge.ee../'],
    ['a label that starts with a hyphen', 'https://-veebiselge.ee/'],
    ['a label that ends with a hyphen', 'https://veebiselge-.ee/'],
    ['a top-level label with a hyphen at its end', 'https://veebiselge.ee-/'],
  ])('%s', async (_, address) => {
    expect(() => parseTargetUrl(address)).toThrow(expect.objectContaining({ code: 'bad_host', status: 400 }));
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup });
    expect(await errorCode(check(new URL(address)))).toBe('bad_host');
    // As a redirect hop it is a refused redirect, also without DNS.
    expect(await errorCode(check(new URL(address), { redirect: true }))).toBe('forbidden_redirect');
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    ['63-character labels and a name of 253', `https://${[label(63), label(63), label(63), label(61)].join('.')}/`],
    ['one final dot (the root)', 'https://veebiselge.ee./'],
    ['hyphens inside labels, punycode and underscores', 'https://xn--nide-loa.veebi-selge.ee/a_b'],
  ])('%s can exist', (_, address) => {
    expect(hostNameProblem(parseTargetUrl(address).hostname)).toBeNull();
  });

  it('IP literals are judged as addresses, not as names', () => {
    expect(parseTargetUrl('http://195.250.170.1/').hostname).toBe('195.250.170.1');
    expect(parseTargetUrl('http://[2a00:1450:4001:80b::200e]/').hostname).toBe('[2a00:1450:4001:80b::200e]');
  });

  it('"localhost." and "x.localhost." with their final dot are refused by name', async () => {
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup });
    for (const address of ['http://localhost./', 'http://x.localhost./']) expect(await errorCode(check(new URL(address)))).toBe('forbidden_address');
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe("the API's own addresses", () => {
  const own = new Set(['veebiselge.ee', 'en.veebiselge.ee', 'deploy-preview-7--veebiselge.netlify.app']);
  it.each([
    'https://veebiselge.ee/api/proxy?url=x',
    'https://VEEBISELGE.EE/api',
    'https://veebiselge.ee./api/inspect',
    'https://en.veebiselge.ee/API/health',
    'https://veebiselge.ee/%61pi/proxy',
    'https://veebiselge.ee//api//proxy',
    'https://veebiselge.ee/api%2Fproxy',
    'https://deploy-preview-7--veebiselge.netlify.app/api/validate?url=x',
  ])('%s is the API itself', (address) => {
    expect(isOwnApi(new URL(address), own)).toBe(true);
  });

  it.each(['https://veebiselge.ee/', 'https://veebiselge.ee/apiks', 'https://veebiselge.ee/blogi/api', 'https://other.ee/api/proxy'])('%s is not', (address) => {
    expect(isOwnApi(new URL(address), own)).toBe(false);
  });

  it('is refused as a target and as a redirect hop, without DNS', async () => {
    const lookup = fakeDns(DNS);
    const check = createTargetChecker({ lookup, ownHosts: own });
    expect(await errorCode(check(new URL('https://veebiselge.ee/api/proxy?url=x')))).toBe('own_api');
    expect(await errorCode(check(new URL('https://veebiselge.ee/api/proxy?url=x'), { redirect: true }))).toBe('own_api');
    expect(lookup).not.toHaveBeenCalled();
    expect(await check(new URL('https://veebiselge.ee/'))).toMatchObject({ address: '195.250.170.1' });
  });

  it("are the site's hosts, Netlify's addresses of the site and the local server's", () => {
    const hosts = readApiConfig(
      { URL: 'https://veebiselge.netlify.app', DEPLOY_PRIME_URL: 'https://main--veebiselge.netlify.app', DEPLOY_URL: 'https://abc123--veebiselge.netlify.app' },
      { localOrigins: ['http://localhost:3000', 'http://[::1]:3000'] },
    ).ownHosts;
    expect([...hosts].sort()).toEqual(
      ['veebiselge.ee', 'en.veebiselge.ee', 'veebiselge.netlify.app', 'main--veebiselge.netlify.app', 'abc123--veebiselge.netlify.app', 'localhost', '[::1]'].sort(),
    );
  });
});

describe('DNS ends with the deadline (c-ares, off the thread pool)', () => {
  /** @type {import('node:dgram').Socket} */
  let silentDns;
  let port = 0;
  let queries = 0;
  beforeAll(async () => {
    // A name server on loopback that reads every query and never answers.
    silentDns = dgram.createSocket('udp4');
    silentDns.on('message', () => (queries += 1));
    await new Promise((resolve) => silentDns.bind(0, '127.0.0.1', () => resolve(undefined)));
    port = silentDns.address().port;
  });
  afterAll(() => silentDns?.close());

  it('a lookup whose name server never answers is given up at the deadline, and cancelled', async () => {
    const lookup = createResolverLookup({ timeoutMs: 5_000, servers: [`127.0.0.1:${port}`] });
    const started = Date.now();
    const code = await errorCode(lookup('never.example.ee', { signal: AbortSignal.timeout(300) }));
    expect(['timeout', 'ECANCELLED']).toContain(code);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(queries).toBeGreaterThan(0); // it did ask (the loopback server), and nobody else
  });

  it('without a deadline, each query gives up after its own timeout', async () => {
    const lookup = createResolverLookup({ timeoutMs: 200, servers: [`127.0.0.1:${port}`] });
    const started = Date.now();
    // A lookup without an answer is a failed lookup (api/dns-failure.mjs), not a name that does not exist.
    expect(await errorCode(lookup('never.example.ee'))).toBe('dns_failed');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('eight hanging lookups leave the thread pool free: zlib still works at once', async () => {
    const lookup = createResolverLookup({ timeoutMs: 3_000, servers: [`127.0.0.1:${port}`] });
    const controller = new AbortController();
    const hanging = Array.from({ length: 8 }, (_, i) => lookup(`never-${i}.example.ee`, { signal: controller.signal }).catch(() => null));
    const started = Date.now();
    await promisify(gzip)(Buffer.alloc(1024 * 1024));
    expect(Date.now() - started).toBeLessThan(1_000);
    controller.abort();
    await Promise.all(hanging);
  });

  it('the target check gives up a lookup at the deadline even when the lookup ignores it', async () => {
    const check = createTargetChecker({ lookup: () => new Promise(() => {}) });
    const started = Date.now();
    expect(await errorCode(check(new URL('https://slow.example.ee/'), { signal: AbortSignal.timeout(200) }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
