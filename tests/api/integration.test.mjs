/**
 * The tester API through `npm start`'s server (scripts/dev/serve.mjs), against fixture sites on loopback over http
 * and https (certificates made at test time), with the upstream services (PageSpeed, W3C checker) pointed at
 * loopback fixtures. SSRF attempts aim at a canary server on loopback that must never see a request.
 * Ports: the API servers use E2E_PORT+80 and E2E_PORT+81; fixtures use ephemeral ports on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT } from '../../api/config.mjs';
import { apiSecurityHeaders, securityHeaders } from '../../lib/site-headers/headers.mjs';
import { makeTestCerts } from './helpers/certs.mjs';
import { apiUrl, startApiServer, startCanary, startSite } from './helpers/servers.mjs';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = BASE_PORT + 80;
const RATE_LIMITED_PORT = BASE_PORT + 81;
const MB = 1024 * 1024;
/** Every item passes but the http→https redirect (a warning, 8 of 15) and no cookies or scripts: 103 of 110. */
const SCORE_WITH_HALF_REDIRECT = 94;

const SECURE_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
const PAGE = '<!doctype html><html lang="et"><head><title>Kohvik Mõnus</title></head><body><h1>Tere tulemast!</h1></body></html>';

/** @type {import('./helpers/certs.mjs').TestCerts} */
let certs;
/** @type {Record<string, import('./helpers/servers.mjs').Site>} */
const sites = {};
/** @type {import('./helpers/servers.mjs').Site} */
let canary;
/** @type {Awaited<ReturnType<typeof startApiServer>>} */
let api;

/** @param {string} endpoint @param {string} target @param {RequestInit} [init] */
const call = (endpoint, target, init) => fetch(apiUrl(api.base, endpoint, target), init);
/** @param {string} endpoint @param {string} target */
const callJson = async (endpoint, target) => {
  const res = await call(endpoint, target);
  return { status: res.status, body: await res.json() };
};

/** @param {any} body @param {string} id */
const finding = (body, id) => body.security.findings.find((/** @type {{ id: string }} */ f) => f.id === id);

beforeAll(async () => {
  certs = makeTestCerts();
  canary = await startCanary();
  const httpsPage = (/** @type {import('node:http').ServerResponse} */ res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...SECURE_HEADERS });
    res.end(PAGE);
  };
  sites.trusted = await startSite((_req, res) => httpsPage(res), { tls: certs.issue('trusted', { altNames: 'DNS:localhost', days: 90 }) });
  sites.expiring = await startSite((_req, res) => httpsPage(res), { tls: certs.issue('expiring', { altNames: 'DNS:localhost', days: 10 }) });
  sites.selfSigned = await startSite((_req, res) => httpsPage(res), { tls: certs.selfSigned({ altNames: 'DNS:localhost,IP:127.0.0.1', days: 90 }) });
  sites.http = await startSite((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
    switch (req.url) {
      case '/':
      case '/page':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...SECURE_HEADERS, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
        return res.end(gzip ? gzipSync(PAGE) : PAGE);
      case '/bare':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end(PAGE);
      case '/meta-csp': {
        // As this site is served: the header has no script rules, the page's <meta> has them (gzip, as a CDN sends it).
        const page = PAGE.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-x='">`);
        const headers = { ...SECURE_HEADERS, 'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'" };
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
        return res.end(gzip ? gzipSync(page) : page);
      }
      case '/moved':
        res.writeHead(301, { Location: '/hop' });
        return res.end();
      case '/hop':
        res.writeHead(302, { Location: '/page' });
        return res.end();
      case '/to-https':
        res.writeHead(301, { Location: `https://localhost:${sites.trusted.port}/` });
        return res.end();
      case '/big':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end(Buffer.alloc(3 * MB + 5000, 'a'));
      case '/missing':
        res.writeHead(404, { 'Content-Type': 'text/html' });
        return res.end('<h1>Ei leitud</h1>');
      case '/favicon.ico':
        res.writeHead(200, { 'Content-Type': 'image/x-icon' });
        return res.end(Buffer.from([0, 0, 1, 0]));
      case '/echo':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ headers: req.headers }));
      case '/loop':
        res.writeHead(307, { Location: '/loop' });
        return res.end();
      default:
        if (req.url?.startsWith('/to-canary/')) {
          const spelling = decodeURIComponent(req.url.slice('/to-canary/'.length)).replace('PORT', String(canary.port));
          res.writeHead(302, { Location: spelling });
          return res.end();
        }
        res.writeHead(404);
        return res.end();
    }
  });
  sites.pagespeed = await startSite((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    // A recorded answer with origin-only CrUX data and Lighthouse 12 audits (tests/fixtures/tester/pagespeed/).
    const recorded = JSON.parse(readFileSync('tests/fixtures/tester/pagespeed/origin-only.json', 'utf8'));
    const categories = { performance: { score: 0.93 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 0.92 } };
    res.end(JSON.stringify({ ...recorded, lighthouseResult: { ...recorded.lighthouseResult, categories } }));
  });
  sites.validator = await startSite((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ messages: [{ type: 'error', message: 'Stray end tag' }, { type: 'info', subType: 'warning', message: 'w' }] }));
  });

  const allow = [
    `127.0.0.1:${sites.http.port}`,
    `localhost:${sites.trusted.port}`,
    `127.0.0.1:${sites.trusted.port}`,
    `localhost:${sites.expiring.port}`,
    `localhost:${sites.selfSigned.port}`,
  ];
  api = await startApiServer({
    port: API_PORT,
    env: {
      TESTER_API_ALLOW_HOSTS: allow.join(','),
      TESTER_API_RATE_LIMIT: '1000',
      NODE_EXTRA_CA_CERTS: certs.caFile,
      PAGESPEED_API_KEY: 'server-side-test-key',
      PAGESPEED_API_URL: `${sites.pagespeed.url}/psi`,
      W3C_VALIDATOR_URL: `${sites.validator.url}/nu/`,
    },
  });
});

afterAll(async () => {
  await api?.stop();
  await Promise.all([...Object.values(sites).map((s) => s.close()), canary?.close()]);
  certs?.remove();
});

describe('npm start serves the site and the API on one port', () => {
  it('the site is still there, and the API warns that test hosts are allowed', async () => {
    const home = await fetch(`${api.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Avaleht');
    expect(api.output()).toContain('TESTER_API_ALLOW_HOSTS is set');
  });

  it("every API answer carries the site's security headers, with a policy under which nothing in it can run", async () => {
    const answers = [
      await fetch(`${api.base}/api/health`),
      await call('proxy', `${sites.http.url}/page`),
      await fetch(`${api.base}/api/inspect`),
      await fetch(`${api.base}/api/nothing`),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 400, 404]);
    for (const res of answers) {
      // The same values as out/_headers (one source: lib/site-headers/headers.mjs), apart from the two the API tightens.
      expect(res.headers.get('strict-transport-security')).toBe(securityHeaders['Strict-Transport-Security']);
      expect(res.headers.get('permissions-policy')).toBe(securityHeaders['Permissions-Policy']);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers.get(name)).toBe(value);
    }
  });
});

describe('/api/proxy', () => {
  it("returns the target's status, content type and body, and follows redirects", async () => {
    const res = await call('proxy', `${sites.http.url}/moved`);
    expect(res.status).toBe(200);
    // The site's type travels in a header of our own; the answer itself is never a document on our origin.
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-upstream-content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(PAGE);
    expect(res.headers.get('x-upstream-status')).toBe('200');
    expect(res.headers.get('x-final-url')).toBe(`${sites.http.url}/page`);
    expect(res.headers.get('x-redirects')).toBe('2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it('passes a 404 on as 404, and answers HEAD without a body', async () => {
    const missing = await call('proxy', `${sites.http.url}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Ei leitud</h1>');
    const head = await call('proxy', `${sites.http.url}/favicon.ico`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-upstream-content-type')).toBe('image/x-icon');
    expect(sites.http.hits.at(-1)).toMatchObject({ method: 'HEAD', url: '/favicon.ico' });
  });

  it('cuts a body over 3 MB and says so in a header', async () => {
    const res = await call('proxy', `${sites.http.url}/big`);
    expect(res.headers.get('x-body-truncated')).toBe('true');
    expect((await res.arrayBuffer()).byteLength).toBe(3 * MB);
  });

  it("forwards none of the client's headers or cookies, and names the site in its User-Agent", async () => {
    const res = await call('proxy', `${sites.http.url}/echo`, {
      headers: { Cookie: 'session=secret', Authorization: 'Bearer secret', 'X-Forwarded-For': '10.0.0.1', 'User-Agent': 'Visitor/1.0' },
    });
    const { headers } = await res.json();
    expect(headers['user-agent']).toBe(USER_AGENT);
    expect(JSON.stringify(headers)).not.toContain('secret');
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('https: a trusted certificate works, an untrusted one is refused', async () => {
    const ok = await call('proxy', `https://localhost:${sites.trusted.port}/`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe(PAGE);
    const bad = await call('proxy', `https://localhost:${sites.selfSigned.port}/`);
    expect(bad.status).toBe(502);
    expect((await bad.json()).error).toBe('tls');
  });

  it('more than 10 redirects is an error', async () => {
    const res = await call('proxy', `${sites.http.url}/loop`);
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe('too_many_redirects');
  });
});

describe('/api/inspect', () => {
  it('http site: redirect chain, final status, lower-case headers, timings, compression and the score without https items', async () => {
    const { status, body } = await callJson('inspect', `${sites.http.url}/moved`);
    expect(status).toBe(200);
    expect(body.finalUrl).toBe(`${sites.http.url}/page`);
    expect(body.status).toBe(200);
    expect(body.redirects).toEqual([
      { url: `${sites.http.url}/moved`, status: 301, location: `${sites.http.url}/hop` },
      { url: `${sites.http.url}/hop`, status: 302, location: `${sites.http.url}/page` },
    ]);
    expect(body.headers['content-security-policy']).toBe(SECURE_HEADERS['Content-Security-Policy']);
    expect(body.headers['x-content-type-options']).toBe('nosniff');
    expect(body.compression).toBe('gzip');
    expect(body.timing.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(body.timing.totalMs).toBeGreaterThanOrEqual(body.timing.ttfbMs);
    expect(body.tls).toBeNull();
    expect(body.http2).toBeNull();
    for (const id of ['https-redirect', 'certificate', 'tls', 'hsts']) expect(finding(body, id).status).toBe('na');
    expect(body.security.score).toBe(100);
  });

  it('a bare http page scores low, with a finding for every missing header', async () => {
    const { body } = await callJson('inspect', `${sites.http.url}/bare`);
    expect(body.compression).toBeNull();
    expect(['csp', 'nosniff', 'frame', 'permissions-policy'].map((id) => finding(body, id).status)).toEqual(['fail', 'fail', 'fail', 'warn']);
    // The words for this case ("Sisuturbepoliitika puudub…") are the report's: tests/unit/tester/security-score.test.ts.
    expect(finding(body, 'csp').facts.case).toBe('missing');
    // 8 of the 45 points that apply: the Referrer-Policy passes (without one, browsers use a strict default), and a
    // missing Permissions-Policy is only a warning (copy review T15): half its points.
    expect(body.security.score).toBe(18);
  });

  it("reads the page's <meta> Content-Security-Policy beside the header's, as browsers enforce both", async () => {
    const { body } = await callJson('inspect', `${sites.http.url}/meta-csp`);
    expect(body.compression).toBe('gzip');
    expect(finding(body, 'csp')).toMatchObject({ status: 'pass', facts: { inHeader: true, inMeta: true, scriptSrcUnsafeInline: false } });
    expect(finding(body, 'frame').status).toBe('pass');
    expect(body.security.score).toBe(100);
  });

  it('http that redirects to https: TLS 1.3, HTTP/2, a trusted certificate for the host, and a perfect score', async () => {
    const { body } = await callJson('inspect', `${sites.http.url}/to-https`);
    expect(body.finalUrl).toBe(`https://localhost:${sites.trusted.port}/`);
    expect(body.httpsRedirect).toMatchObject({ redirects: true, status: 301 });
    expect(body.tls.protocol).toBe('TLSv1.3');
    expect(body.http2).toBe(true);
    expect(body.tls.certificate).toMatchObject({ subject: 'localhost', issuer: 'Veebiselge Test CA', trusted: true, hostnameMatches: true });
    expect(body.tls.certificate.daysLeft).toBeGreaterThanOrEqual(89);
    expect(finding(body, 'hsts')).toMatchObject({ status: 'pass', facts: { maxAge: 31536000, includeSubDomains: true } });
    // 127.0.0.1 redirects straight to https on another name (localhost): the Observatory's rule says the first hop
    // should stay on the same name, so HSTS can cover it; a warning, half of the 15 points.
    expect(finding(body, 'https-redirect')).toMatchObject({ status: 'warn', facts: { case: 'off-host' } });
    expect(body.observatory.tests.find((/** @type {{ id: string }} */ t) => t.id === 'redirection')).toMatchObject({ result: 'redirection-off-host-from-http', modifier: -5 });
    expect(body.security.score).toBe(SCORE_WITH_HALF_REDIRECT);
  });

  it('https on a test port: the http counterpart cannot be asked, the rest is judged', async () => {
    const { body } = await callJson('inspect', `https://localhost:${sites.trusted.port}/`);
    expect(finding(body, 'https-redirect').status).toBe('na');
    expect(finding(body, 'certificate').status).toBe('pass');
    expect(body.security.score).toBe(100);
  });

  it('a certificate that expires in 10 days is a warning that says how many days are left', async () => {
    const { body } = await callJson('inspect', `https://localhost:${sites.expiring.port}/`);
    const cert = finding(body, 'certificate');
    expect(cert.status).toBe('warn');
    expect([9, 10]).toContain(cert.facts.daysLeft);
    expect(cert.facts.case).toBe('expiring');
  });

  it('a self-signed certificate, and a certificate for another host name, fail', async () => {
    const self = (await callJson('inspect', `https://localhost:${sites.selfSigned.port}/`)).body;
    expect(self.status).toBe(200);
    expect(self.tls.certificate).toMatchObject({ trusted: false, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(finding(self, 'certificate').status).toBe('fail');
    expect(finding(self, 'tls').status).toBe('pass');
    const other = (await callJson('inspect', `https://127.0.0.1:${sites.trusted.port}/`)).body;
    expect(other.tls.certificate).toMatchObject({ trusted: true, hostnameMatches: false });
    expect(finding(other, 'certificate').status).toBe('fail');
  });
});

describe('SSRF: nothing reaches a loopback server that is not allowed', () => {
  const SPELLINGS = [
    'http://127.0.0.1:PORT/',
    'http://127.1:PORT/',
    'http://127.0.1:PORT/',
    'http://0x7f.1:PORT/',
    'http://0x7f000001:PORT/',
    'http://0X7F.0.0.1:PORT/',
    'http://2130706433:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://017700000001:PORT/',
    'http://127.000.000.001:PORT/',
    'http://127.0.0.1.:PORT/',
    'http://127.42.42.42:PORT/',
    'http://0.0.0.0:PORT/',
    'http://0:PORT/',
    'http://[::1]:PORT/',
    'http://[0:0:0:0:0:0:0:1]:PORT/',
    'http://[::]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://localhost:PORT/',
    'http://LocalHost:PORT/',
    'http://localhost.:PORT/',
    'http://api.localhost:PORT/',
    'https://127.0.0.1:PORT/',
    'https://localhost:PORT/',
  ];

  it.each(SPELLINGS)('%s is refused by /api/proxy and /api/inspect', async (spelling) => {
    const target = spelling.replace('PORT', String(canary.port));
    for (const endpoint of ['proxy', 'inspect', 'pagespeed', 'validate']) {
      const { status, body } = await callJson(endpoint, target);
      expect({ endpoint, status, code: body.error }).toEqual({ endpoint, status: 400, code: 'forbidden_address' });
    }
    expect(canary.hits).toEqual([]);
  });

  it('credentials in the address are refused', async () => {
    const { status, body } = await callJson('proxy', `http://user:pw@127.0.0.1:${canary.port}/`);
    expect([status, body.error]).toEqual([400, 'credentials']);
  });

  it.each(['http://127.0.0.1:PORT/', 'http://localhost:PORT/', 'http://[::1]:PORT/', 'http://0x7f.1:PORT/', 'http://2130706433:PORT/', 'https://localhost:PORT/'])(
    'an allowed site redirecting to %s is refused at that hop',
    async (spelling) => {
      const target = `${sites.http.url}/to-canary/${encodeURIComponent(spelling)}`;
      for (const endpoint of ['proxy', 'inspect']) {
        const { status, body } = await callJson(endpoint, target);
        expect({ endpoint, status, code: body.error }).toEqual({ endpoint, status: 400, code: 'forbidden_redirect' });
      }
      expect(sites.http.hits.some((h) => h.url.startsWith('/to-canary/'))).toBe(true);
      expect(canary.hits).toEqual([]);
    },
  );

  it('the canary does answer when asked directly (it would have seen a request)', async () => {
    const res = await fetch(`http://127.0.0.1:${canary.port}/direct`);
    expect(await res.text()).toBe('canary');
    expect(canary.hits.map((h) => h.url)).toEqual(['/direct']);
    canary.hits.length = 0;
  });
});

describe('upstream services on loopback fixtures', () => {
  it('/api/pagespeed asks with the server key, answers the scores without it, and caches per address', async () => {
    const target = `${sites.http.url}/page`;
    const first = await callJson('pagespeed', target);
    expect(first).toEqual({
      status: 200,
      body: {
        url: target,
        scores: { performance: 93, accessibility: 100, bestPractices: 96, seo: 92 },
        details: {
          lab: { lcpMs: 4820, fcpMs: 2510, tbtMs: 420, cls: 0.03, speedIndexMs: 5200 },
          field: { scope: 'origin', lcpMs: { p75: 3300 }, inpMs: { p75: 620 }, cls: { p75: 0.02 } },
          fixes: [
            { id: 'render-blocking-resources', savingsMs: 1480, savingsBytes: 52000 },
            { id: 'unused-javascript', savingsMs: 900, savingsBytes: 310000 },
            { id: 'uses-optimized-images', savingsMs: 620, savingsBytes: 480000 },
            { id: 'modern-image-formats', savingsMs: 450, savingsBytes: 390000 },
            { id: 'uses-long-cache-ttl', savingsMs: 0, savingsBytes: 800000 },
          ],
        },
        fetchedAt: expect.any(String),
        cached: false,
      },
    });
    const asked = new URL(sites.pagespeed.hits[0].url, sites.pagespeed.url);
    expect(asked.pathname).toBe('/psi');
    // The key goes in a header, never in the address (addresses end up in error messages and logs).
    expect(sites.pagespeed.hits[0].headers['x-goog-api-key']).toBe('server-side-test-key');
    expect(asked.searchParams.has('key')).toBe(false);
    expect(asked.searchParams.get('url')).toBe(target);
    const second = await callJson('pagespeed', target);
    expect(second.body.cached).toBe(true);
    expect(second.body.details).toEqual(first.body.details);
    expect(sites.pagespeed.hits).toHaveLength(1);
    expect(JSON.stringify(second.body)).not.toContain('server-side-test-key');
  });

  it('/api/validate passes the W3C checker messages on', async () => {
    const target = `${sites.http.url}/page`;
    const { status, body } = await callJson('validate', target);
    expect(status).toBe(200);
    expect(body.messages).toHaveLength(2);
    const asked = new URL(sites.validator.hits[0].url, sites.validator.url);
    expect(asked.pathname).toBe('/nu/');
    expect(asked.searchParams.get('doc')).toBe(target);
    expect(asked.searchParams.get('out')).toBe('json');
  });
});

describe('CORS through the server', () => {
  it("answers the site's own origins and the local server, nobody else", async () => {
    for (const [origin, allowed] of [
      ['https://veebiselge.ee', true],
      ['https://en.veebiselge.ee', true],
      [`http://localhost:${API_PORT}`, true],
      [`http://127.0.0.1:${API_PORT}`, true],
      ['https://evil.example', false],
    ]) {
      const res = await fetch(`${api.base}/api/health`, { headers: { Origin: String(origin) } });
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
    }
  });
});

describe('rate limit of npm start', () => {
  it('answers 429 with Retry-After after 60 requests a minute from one client', async () => {
    const limited = await startApiServer({ port: RATE_LIMITED_PORT });
    try {
      expect(limited.output()).not.toContain('TESTER_API_ALLOW_HOSTS');
      const statuses = [];
      for (let i = 0; i < 60; i++) statuses.push((await fetch(`${limited.base}/api/inspect?url=nonsense`)).status);
      expect(new Set(statuses)).toEqual(new Set([400]));
      const res = await fetch(`${limited.base}/api/proxy?url=nonsense`);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await res.json()).toEqual({ error: 'rate_limited' });
      // The health check is not counted: the tester can always tell whether the API is there.
      expect((await fetch(`${limited.base}/api/health`)).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
