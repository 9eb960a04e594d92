/**
 * GET /api/dns (api/domain-trust.mjs, api/dns-client.mjs) against a recursive resolver on loopback, a small UDP and
 * TCP server written with dns-packet (tests/fixtures/tester/dns-zones.mjs), one zone per case. No test asks a real
 * resolver: the handler's resolver is the loopback one (asserted from its settings), every UDP datagram and TCP
 * connection the tests open goes to 127.0.0.1 (asserted by watching node:dgram and node:net), and the fixture
 * refuses and records any name outside the test zones (asserted to be none).
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseDnsServer, readApiConfig } from '../../api/config.mjs';
import { createDnsClient } from '../../api/dns-client.mjs';
import { checkDomain } from '../../api/domain-trust.mjs';
import { parseDmarc } from '../../api/domain-trust/dmarc.mjs';
import { domainNameProblem } from '../../api/domain-trust/names.mjs';
import { MAX_TXT_CHARS } from '../../api/domain-trust/records.mjs';
import { expandSpf, parseSpf, SPF_LOOKUP_LIMIT } from '../../api/domain-trust/spf.mjs';
import { createApiHandler } from '../../api/handler.mjs';
import { classifyIp } from '../../api/ip.mjs';
import { DNS_ZONES, startDnsFixture } from '../fixtures/tester/dns-zones.mjs';

/** @type {Awaited<ReturnType<typeof startDnsFixture>>} */
let fixture;
/** @type {Record<string, string>} */
let env;
/** @type {ReturnType<typeof createApiHandler>} */
let handle;
/** Where the tests sent DNS datagrams and opened TCP connections. @type {string[]} */
const destinations = [];
let unwatch = () => {};

const BIG_TXT = Array.from({ length: 30 }, (_, i) => `tõendus-${i}=${'x'.repeat(90)}`);

beforeAll(async () => {
  fixture = await startDnsFixture({
    zones: {
      ...DNS_ZONES,
      /** More TXT than fits a UDP answer of 1232 bytes: the answer comes truncated, then over TCP. */
      'suur.test': { records: { '@': { A: ['93.184.215.14'], TXT: [...BIG_TXT, 'v=spf1 include:_spf.posti.test -all'] } } },
    },
  });
  env = { TESTER_DNS_SERVER: `127.0.0.1:${fixture.port}`, TESTER_API_ALLOW_HOSTS: '127.0.0.1:9' };
  handle = createApiHandler({ env, log: () => {}, overrides: { dnsTimeoutMs: 400 } });
  // Watched by hand, not with vi.spyOn: the API tests restore every mock after each test (restoreMocks).
  const send = dgram.Socket.prototype.send;
  /** @this {dgram.Socket} @param {any[]} args */
  const watchedSend = function (...args) {
    destinations.push(String(args.find((a, i) => i > 0 && typeof a === 'string')));
    return /** @type {any} */ (send).apply(this, args);
  };
  dgram.Socket.prototype.send = /** @type {any} */ (watchedSend);
  const connect = net.connect;
  net.connect = /** @type {any} */ (
    (/** @type {any[]} */ ...args) => {
      destinations.push(String(args[0]?.host));
      return /** @type {any} */ (connect).apply(net, args);
    }
  );
  unwatch = () => {
    dgram.Socket.prototype.send = send;
    net.connect = connect;
  };
});

afterAll(async () => {
  unwatch();
  await fixture?.close();
});

describe('no test asks a real resolver', () => {
  it('the API’s resolver in these tests is the loopback one', () => {
    const server = readApiConfig(env).dnsServer;
    expect(server && classifyIp(server.address)?.range).toBe('loopback');
  });
});

/** The answer of GET /api/dns for `url`. @param {string} url */
async function dnsOf(url) {
  const response = await handle(new Request(`http://127.0.0.1/api/dns?url=${encodeURIComponent(url)}`), { clientIp: '127.0.0.1' });
  return { status: response.status, body: await response.json() };
}

/** Findings by id: "status case". @param {{ findings: { id: string, status: string, facts: Record<string, unknown> }[] }} body */
const verdicts = (body) => Object.fromEntries(body.findings.map((f) => [f.id, `${f.status} ${f.facts.case}`]));
/** @param {{ findings: { id: string, facts: Record<string, unknown> }[] }} body @param {string} id */
const factsOf = (body, id) => body.findings.find((f) => f.id === id)?.facts;

describe('GET /api/dns, one zone per case', () => {
  it('a domain in order: MX, one SPF with ~all within the limit, DMARC p=reject with reports, DNSSEC, CAA (www. checked as its zone)', async () => {
    const { status, body } = await dnsOf('https://www.hea.test/');
    expect(status).toBe(200);
    expect([body.host, body.domain]).toEqual(['www.hea.test', 'hea.test']);
    expect(verdicts(body)).toEqual({
      mx: 'pass found',
      spf: 'pass found',
      'spf-lookups': 'pass within',
      'spf-all': 'pass softfail-all',
      dmarc: 'pass reject',
      'dmarc-reports': 'pass rua',
      dnssec: 'pass signed',
      caa: 'pass found',
    });
    expect(factsOf(body, 'mx')).toMatchObject({ count: 2, hosts: 'mx1.posti.test, mx2.posti.test' });
    expect(factsOf(body, 'spf-lookups')).toMatchObject({ lookups: 1, limit: 10 });
    expect(factsOf(body, 'dmarc-reports')).toMatchObject({ rua: 'mailto:dmarc@hea.test', ruf: false });
    expect(factsOf(body, 'dnssec')).toMatchObject({ validated: true });
    expect(factsOf(body, 'caa')).toMatchObject({ issuers: 'letsencrypt.org, sectigo.com', iodef: true });
  });

  it('no MX, no DMARC, unsigned, no CAA; an alias (www CNAME) is climbed past to its zone', async () => {
    const { status, body } = await dnsOf('https://www.ilma-mx.test/');
    expect([status, body.domain]).toEqual([200, 'ilma-mx.test']);
    expect(verdicts(body)).toMatchObject({
      mx: 'warn missing',
      'spf-all': 'pass fail-all',
      dmarc: 'fail missing',
      'dmarc-reports': 'na no-dmarc',
      dnssec: 'warn unsigned',
      caa: 'warn missing',
    });
  });

  it('SPF with +all fails; DMARC p=none without reports warns twice', async () => {
    const { body } = await dnsOf('https://luba.test/');
    expect(verdicts(body)).toMatchObject({ 'spf-all': 'fail pass-all', dmarc: 'warn none', 'dmarc-reports': 'warn no-rua' });
  });

  it('SPF past 10 lookups through nested includes fails; ?all warns; pct=50 warns', async () => {
    const { body } = await dnsOf('https://palju.test/');
    expect(verdicts(body)).toMatchObject({ spf: 'pass found', 'spf-lookups': 'fail too-many', 'spf-all': 'warn neutral-all', dmarc: 'warn partial' });
    expect(factsOf(body, 'spf-lookups')).toMatchObject({ lookups: 14, limit: 10 });
  });

  it('two SPF records and two DMARC records are each an error', async () => {
    const { body } = await dnsOf('https://kaks.test/');
    expect(verdicts(body)).toMatchObject({ spf: 'fail multiple', 'spf-lookups': 'na no-spf', 'spf-all': 'na no-spf', dmarc: 'fail multiple' });
    expect(factsOf(body, 'spf')).toMatchObject({ count: 2 });
  });

  it('DNSSEC: DNSKEY without DS at the parent is not anchored; failing signatures are found through CD', async () => {
    expect(verdicts((await dnsOf('https://poolik.test/')).body).dnssec).toBe('warn no-ds');
    const bogus = await dnsOf('https://katki.test/');
    expect(bogus.status).toBe(200);
    expect(verdicts(bogus.body)).toMatchObject({ dnssec: 'fail bogus', mx: 'pass found', spf: 'pass found' });
  });

  it('an answer too large for UDP is asked again over TCP', async () => {
    const before = fixture.queries.length;
    const { body } = await dnsOf('https://suur.test/');
    expect(verdicts(body)).toMatchObject({ spf: 'pass found', 'spf-lookups': 'pass within' });
    expect(fixture.queries.slice(before).filter((q) => q.name === 'suur.test' && q.type === 'TXT').length).toBe(2);
  });

  it('an answer cut mid-record with TC set (as some servers send it) is not read, but asked again over TCP', async () => {
    const cutter = await startDnsFixture({ zones: { 'suur.test': { records: { '@': { TXT: BIG_TXT } } } }, truncation: 'cut' });
    try {
      const query = createDnsClient({ server: { address: '127.0.0.1', port: cutter.port, family: 4 }, timeoutMs: 400 });
      const answer = await query('suur.test', 'TXT');
      expect(answer.answers.map((r) => Buffer.concat(r.data).toString())).toEqual(BIG_TXT);
      expect(cutter.queries.map((q) => `${q.name} ${q.type}`)).toEqual(['suur.test TXT', 'suur.test TXT']);
    } finally {
      await cutter.close();
    }
  });

  it('NXDOMAIN: the domain does not exist (502 dns_not_found)', async () => {
    expect(await dnsOf('https://olematu.test/')).toEqual({ status: 502, body: { error: 'dns_not_found' } });
  });

  it('the domain’s name servers do not answer while ours does: 502 dns_failed within the question’s time', async () => {
    const started = performance.now();
    expect(await dnsOf('https://vaikne.test/')).toEqual({ status: 502, body: { error: 'dns_failed' } });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('name servers that fail or refuse: 502 dns_failed', async () => {
    expect(await dnsOf('https://rikkis.test/')).toEqual({ status: 502, body: { error: 'dns_failed' } });
    expect(await dnsOf('https://keeldub.test/')).toEqual({ status: 502, body: { error: 'dns_failed' } });
  });
});

/** What an endpoint that opens a connection to the site answers about `url`. @param {ReturnType<typeof createApiHandler>} api @param {string} url */
async function inspectOf(api, url) {
  const response = await api(new Request(`http://127.0.0.1/api/inspect?url=${encodeURIComponent(url)}`), { clientIp: '127.0.0.1' });
  return { status: response.status, body: await response.json() };
}

describe('a failed lookup of the tested site, by whose fault (issue 43)', () => {
  it.each([
    ['NXDOMAIN: the name does not exist', 'https://olematu.test/', 502, 'dns_not_found'],
    ['NODATA: the name exists without an address', 'https://aadressita.test/', 502, 'dns_no_address'],
    ['SERVFAIL from the site’s name servers', 'https://rikkis.test/', 502, 'dns_failed'],
    ['REFUSED from the site’s name servers', 'https://keeldub.test/', 502, 'dns_failed'],
    ['no answer in time from the site’s name servers', 'https://vaikne.test/', 502, 'dns_failed'],
  ])('%s: %s answers %i %s', async (_, url, status, error) => {
    // A handler of its own: our resolver's health is remembered for a minute by each.
    const api = createApiHandler({ env, log: () => {}, overrides: { dnsTimeoutMs: 300 } });
    const before = fixture.queries.length;
    expect(await inspectOf(api, url)).toEqual({ status, body: { error } });
    // A failed lookup (not NXDOMAIN or NODATA) was checked against the root before the site was blamed.
    const asked = fixture.queries.slice(before).map((q) => `${q.name || '.'} ${q.type}`);
    expect(asked.includes('. NS')).toBe(error === 'dns_failed');
  });

  it('our own resolver does not answer: 503 dns_unavailable for the site and its domain, never a fault of theirs', async () => {
    const down = await startDnsFixture({ down: true });
    try {
      const api = createApiHandler({ env: { ...env, TESTER_DNS_SERVER: `127.0.0.1:${down.port}` }, log: () => {}, overrides: { dnsTimeoutMs: 300 } });
      const started = performance.now();
      expect(await inspectOf(api, 'https://hea.test/')).toEqual({ status: 503, body: { error: 'dns_unavailable' } });
      const response = await api(new Request(`http://127.0.0.1/api/dns?url=${encodeURIComponent('https://hea.test/')}`), { clientIp: '127.0.0.1' });
      expect([response.status, await response.json()]).toEqual([503, { error: 'dns_unavailable' }]);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await down.close();
    }
  });

  it('our resolver’s health is asked once a minute, not once a lookup', async () => {
    const api = createApiHandler({ env, log: () => {}, overrides: { dnsTimeoutMs: 300 } });
    const before = fixture.queries.length;
    await inspectOf(api, 'https://rikkis.test/');
    await inspectOf(api, 'https://keeldub.test/');
    expect(fixture.queries.slice(before).filter((q) => q.name === '' && q.type === 'NS')).toHaveLength(1);
  });
});

describe('names are checked before any question', () => {
  it.each([
    ['https://192.0.2.1/', 'no_domain'],
    ['https://[2001:db8::1]/', 'no_domain'],
    ['http://intranet/', 'no_domain'],
    ['https://printer.local/', 'forbidden_address'],
    ['https://db.internal/', 'forbidden_address'],
    ['https://x.localhost/', 'forbidden_address'],
    ['https://1.0.0.10.in-addr.arpa/', 'forbidden_address'],
    ['https://hea.test:8443/', 'port'],
    ['https://a..b/', 'bad_url'],
  ])('%s is refused with %s, and nothing is asked', async (url, code) => {
    const before = fixture.queries.length;
    const { body } = await dnsOf(url);
    expect(body.error === 'bad_host' && code === 'bad_url' ? 'bad_url' : body.error).toBe(code);
    expect(fixture.queries.length).toBe(before);
  });

  it('*.test names are asked only with the test-only allow list set and a loopback resolver', async () => {
    const strict = createApiHandler({ env: { TESTER_DNS_SERVER: env.TESTER_DNS_SERVER }, log: () => {} });
    const before = fixture.queries.length;
    const response = await strict(new Request(`http://127.0.0.1/api/dns?url=${encodeURIComponent('https://hea.test/')}`));
    expect([response.status, await response.json()]).toEqual([400, { error: 'forbidden_address' }]);
    expect(fixture.queries.length).toBe(before);
  });

  it('SPF include targets pass the same rules: an internal name is not asked', async () => {
    // A fake resolver: nothing here leaves the process.
    const asked = vi.fn(async (/** @type {string} */ _name) => ['v=spf1 -all']);
    const spf = parseSpf('v=spf1 include:mail.internal include:_spf.posti.test include:%{i}._spf.naide.ee include:_spf.naide.ee -all');
    const result = await expandSpf(spf, asked, (name) => domainNameProblem(name) === null, Date.now() + 1000);
    // .internal never; .test is reserved without the test setting; a macro cannot be expanded without a sender.
    expect(asked.mock.calls.map(([name]) => name)).toEqual(['_spf.naide.ee']);
    expect(result).toMatchObject({ lookups: 4, unresolved: 3 });
  });

  it.each([
    ['naide.ee', null],
    ['_spf.google.com', null],
    ['xn--mnnik-jua.ee', null],
    ['ee', 'a single label'],
    ['10.0.0.1', 'an IP address, not a domain'],
    ['naide.local', 'internal name (.local)'],
    ['naide.test', 'reserved name (.test)'],
    ['-naide.ee', 'label "-naide"'],
    [`${'a'.repeat(64)}.ee`, 'empty or long label'],
  ])('domainNameProblem(%j) is %j', (name, problem) => {
    expect(domainNameProblem(name)).toBe(problem);
  });
});

describe('SPF and DMARC readers', () => {
  it('counts the terms that cost a lookup (include, a, mx, ptr, exists, redirect), not ip4/ip6/all', () => {
    expect(parseSpf('v=spf1 ip4:192.0.2.0/24 ip6:2001:db8::/32 a mx/24 ptr exists:%{i}.x.ee include:a.ee -all')).toMatchObject({ lookups: 5, all: '-', error: null });
    expect(parseSpf('v=spf1 mx redirect=_spf.naide.ee')).toMatchObject({ lookups: 2, all: null, redirect: '_spf.naide.ee' });
    // RFC 7208 6.1: with `all` present, redirect is never used (and costs nothing).
    expect(parseSpf('v=spf1 mx ~all redirect=_spf.naide.ee')).toMatchObject({ lookups: 1, redirect: null, all: '~' });
    expect(parseSpf('v=spf1 all')).toMatchObject({ all: '+' });
    expect(parseSpf('v=spf1 mx ip5:1.2.3.4 -all').error).toBe('ip5:1.2.3.4');
  });

  it('the effective all comes through redirect; a loop is found; a target without SPF is an error', async () => {
    const zone = /** @type {Record<string, string[]>} */ ({ 'a.ee': ['v=spf1 include:b.ee ?all'], 'b.ee': ['v=spf1 include:a.ee -all'], 'c.ee': [] });
    const recordsOf = async (/** @type {string} */ name) => zone[name] ?? null;
    const mayAsk = () => true;
    expect(await expandSpf(parseSpf('v=spf1 redirect=a.ee'), recordsOf, mayAsk, Date.now() + 1000)).toMatchObject({ all: '?', loop: 'a.ee' });
    expect(await expandSpf(parseSpf('v=spf1 include:c.ee -all'), recordsOf, mayAsk, Date.now() + 1000)).toMatchObject({ missing: 'c.ee' });
  });

  it('stops asking once the count is past the limit', async () => {
    const asked = vi.fn(async (/** @type {string} */ name) => [`v=spf1 include:x${name} include:y${name} -all`]);
    const result = await expandSpf(parseSpf('v=spf1 include:a.ee -all'), asked, () => true, Date.now() + 1000);
    expect(result.lookups).toBeGreaterThan(SPF_LOOKUP_LIMIT);
    expect(asked.mock.calls.length).toBeLessThanOrEqual(SPF_LOOKUP_LIMIT + 1);
  });

  it('reads the longest record it keeps (4 KiB, 2000 terms) within a CPU budget', () => {
    const record = `v=spf1 ${'a '.repeat(2000)}-all`.slice(0, MAX_TXT_CHARS);
    const started = process.cpuUsage();
    const spf = parseSpf(record);
    const used = process.cpuUsage(started);
    expect(spf.lookups).toBeGreaterThan(1900);
    expect((used.user + used.system) / 1000).toBeLessThan(50);
    expect(parseDmarc('v=DMARC1; p=reject; rua=mailto:a@b.ee; p=none').get('p')).toBe('reject');
  });
});

describe('the client and its settings', () => {
  it('TESTER_DNS_SERVER is the resolver of the target check too (a private answer is refused, nothing connects)', async () => {
    const before = fixture.queries.length;
    const response = await handle(new Request(`http://127.0.0.1/api/validate?url=${encodeURIComponent('https://sisemine.hea.test/')}`), { clientIp: '127.0.0.1' });
    expect([response.status, await response.json()]).toEqual([400, { error: 'forbidden_address' }]);
    expect(fixture.queries.slice(before).map((q) => `${q.name} ${q.type}`)).toContain('sisemine.hea.test A');
  });

  it('TESTER_DNS_SERVER takes an IP address and an optional port, nothing else', () => {
    expect(parseDnsServer('127.0.0.1:5353')).toEqual({ address: '127.0.0.1', port: 5353, family: 4 });
    expect(parseDnsServer('[::1]:53')).toEqual({ address: '::1', port: 53, family: 6 });
    expect(parseDnsServer('9.9.9.9')).toEqual({ address: '9.9.9.9', port: 53, family: 4 });
    expect(parseDnsServer('')).toBeNull();
    for (const bad of ['dns.google', '127.1:53', '127.0.0.1:0', '127.0.0.1:70000', 'http://1.1.1.1/']) {
      expect(() => parseDnsServer(bad)).toThrow(ConfigError);
    }
  });

  it('ignores an answer with another id, and times out', async () => {
    const liar = dgram.createSocket('udp4');
    await new Promise((resolve) => liar.bind(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (liar.address()).port;
    liar.on('message', (message, from) => {
      const wrongId = Buffer.from(message);
      wrongId.writeUInt16BE((message.readUInt16BE(0) + 1) % 65536, 0);
      wrongId[2] |= 0x80;
      liar.send(wrongId, from.port, from.address);
    });
    const query = createDnsClient({ server: { address: '127.0.0.1', port, family: 4 }, timeoutMs: 300 });
    await expect(query('naide.ee', 'MX')).rejects.toMatchObject({ code: 'dns_failed' });
    liar.close();
  });

  it('the whole check ends at the request’s deadline', async () => {
    const query = createDnsClient({ server: { address: '127.0.0.1', port: fixture.port, family: 4 }, timeoutMs: 5_000 });
    const deadline = AbortSignal.timeout(200);
    const started = performance.now();
    await expect(checkDomain('vaikne.test', { query: (n, t, o) => query(n, t, { ...o, signal: deadline }), allowTestNames: true })).rejects.toMatchObject({ code: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('after every test above', () => {
  it('every datagram and connection went to loopback, and no name outside the test zones was asked', () => {
    expect(destinations.length).toBeGreaterThan(20);
    expect(destinations.filter((d) => classifyIp(d)?.range !== 'loopback')).toEqual([]);
    expect(fixture.strays).toEqual([]);
  });
});
