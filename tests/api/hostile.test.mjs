/**
 * Hostile websites against the API as `npm start` runs it (api/node.mjs in a node:http server, in this process
 * so that its CPU time can be read), with short deadlines so that each case ends in about a second: every case
 * ends with a coded error or a cut body within the request's deadline, gives its outbound slot back, closes its
 * connection, costs no CPU after the answer, and the API serves an ordinary page right after it.
 * One test per finding of the security review (shared/reviews/api-security-review.md): H1-H3, M1, M2, M4.
 * Fixtures listen on 127.0.0.1 only; "slow-dns.example.ee" never reaches DNS (the lookup is injected).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT } from '../../api/config.mjs';
import { apiSecurityHeaders } from '../../lib/site-headers/headers.mjs';
import {
  cpuSecondsDuring,
  makeBombs,
  MiB,
  ORDINARY_PAGE,
  startBombSite,
  startInProcessApi,
  startRawSite,
} from './helpers/hostile.mjs';
import { apiUrl, startSilentServer } from './helpers/servers.mjs';

/** The API request's deadline and connect timeout here (15 s and 5 s in production). */
const DEADLINE_MS = 1_500;
const CONNECT_MS = 500;
/** Outbound requests at once: a burst of this many hostile calls takes every slot. */
const SLOTS = 4;
/** CPU seconds the whole process may use in the second after a hostile answer (an idle one uses ~0.002, the old code ~1). */
const CPU_AFTER_BUDGET = 0.3;

/** @type {Awaited<ReturnType<typeof startRawSite>>} */
let raw;
/** @type {Awaited<ReturnType<typeof startBombSite>>} */
let site;
/** @type {Awaited<ReturnType<typeof startInProcessApi>>} */
let api;
/** @type {Awaited<ReturnType<typeof startSilentServer>>} */
let silentTls;

const JS = 'alert(document.domain)';
/** 256 KiB of unclosed <meta: the old regular expressions took seconds on it. */
const REDOS_PAGE = `<html><head>${'<meta '.repeat(Math.ceil((256 * 1024) / 6))}`;

/** @param {string} endpoint @param {string} target @param {RequestInit} [init] */
const call = (endpoint, target, init) => fetch(apiUrl(api.base, endpoint, target), init);

/**
 * A GET with node:http, for what fetch() would change: it drops Sec-Fetch-* headers, and it tries a request
 * again after a 421 answer (which the proxy passes on from an upstream).
 * @param {string} url @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });

/** An ordinary page through the proxy: the API still serves. */
async function expectServing() {
  const res = await call('proxy', `${site.url}/page`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(ORDINARY_PAGE);
}

/** @param {() => boolean} condition @param {number} ms */
async function waitFor(condition, ms) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

/** @type {import('./helpers/hostile.mjs').Bombs} */
let bombs;

beforeAll(async () => {
  bombs = await makeBombs();
  raw = await startRawSite();
  silentTls = await startSilentServer();
  site = await startBombSite(bombs, (req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(JS);
      return true;
    }
    if (req.url === '/redos') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(REDOS_PAGE);
      return true;
    }
    if (req.url === '/to-own-api') {
      // A page that redirects into our own API, asking it to fetch this very page again.
      res.writeHead(302, { Location: apiUrl(api.base, 'proxy', `${site.url}/to-own-api`) });
      res.end();
      return true;
    }
    if (req.url === '/to-api-alias') {
      // The same under a name the API does not know as its own (connected to it on loopback).
      res.writeHead(302, { Location: apiUrl('http://api-alias.test', 'proxy', `${site.url}/to-api-alias`) });
      res.end();
      return true;
    }
    return false;
  });
  api = await startInProcessApi({
    // The API's own port is allowed too, as in the review's reproduction of the loop.
    env: (port) => ({
      TESTER_API_ALLOW_HOSTS: [
        `127.0.0.1:${raw.port}`,
        `127.0.0.1:${site.port}`,
        `127.0.0.1:${silentTls.port}`,
        `127.0.0.1:${port}`,
        `api-alias.test:80=127.0.0.1:${port}`,
      ].join(','),
      TESTER_API_RATE_LIMIT: '100000',
    }),
    overrides: { totalTimeoutMs: DEADLINE_MS, connectTimeoutMs: CONNECT_MS, maxOutbound: SLOTS, maxOutboundPerClient: SLOTS },
    lookup: (name) => (name === 'slow-dns.example.ee' ? new Promise(() => {}) : Promise.reject(Object.assign(new Error('no DNS here'), { code: 'ENOTFOUND' }))),
  });
}, 60_000);

afterAll(async () => {
  await Promise.all([api?.close(), raw?.close(), site?.close(), silentTls?.close()]);
});

describe('H1: every outbound request ends by its deadline and gives its slot back', () => {
  it.each([
    ['/switch', 502, 'bad_response'],
    ['/switch-bare', 502, 'bad_response'],
    ['/continue', 504, 'timeout'],
    ['/hints', 502, 'bad_response'],
    ['/silent', 504, 'timeout'],
    ['/trickle-head', 504, 'timeout'],
    ['/trickle-body', 504, 'timeout'],
    ['/close', 502, 'unreachable'],
  ])('%s: as many calls as there are slots end with %i %s by the deadline, then the API serves', async (path, status, code) => {
    for (const endpoint of ['proxy', 'inspect']) {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: SLOTS }, async () => {
          const res = await call(endpoint, `${raw.url}${path}`);
          return { status: res.status, code: (await res.json()).error };
        }),
      );
      expect(answers).toEqual(Array.from({ length: SLOTS }, () => ({ status, code })));
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_000);
      // Every slot is free again: an ordinary page is served at once, not 503.
      await expectServing();
    }
    // And every connection to the hostile site is closed.
    expect(await waitFor(() => raw.open === 0, 1_000)).toBe(true);
  });

  it('a TLS handshake that never completes ends at the connect timeout', async () => {
    const started = Date.now();
    const res = await call('proxy', `https://127.0.0.1:${silentTls.port}/`);
    expect([res.status, (await res.json()).error]).toEqual([504, 'connect_timeout']);
    expect(Date.now() - started).toBeLessThan(CONNECT_MS + 1_000);
    await expectServing();
  });
});

describe('M4: a DNS lookup counts against the same deadline and the same slots', () => {
  it('lookups that never answer end at the deadline, give their slots back, and the API serves', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: SLOTS }, async () => {
        const res = await call('proxy', 'http://slow-dns.example.ee/');
        return { status: res.status, code: (await res.json()).error };
      }),
    );
    expect(answers).toEqual(Array.from({ length: SLOTS }, () => ({ status: 504, code: 'timeout' })));
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_000);
    await expectServing();
  });

  it('while lookups hold every slot, one more call is refused with 503 and a Retry-After', async () => {
    const pending = Array.from({ length: SLOTS }, () => call('inspect', 'http://slow-dns.example.ee/'));
    await new Promise((r) => setTimeout(r, 200));
    const busy = await call('proxy', `${site.url}/page`);
    expect(busy.status).toBe(503);
    expect((await busy.json()).error).toBe('busy');
    const retryAfter = Number(busy.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(DEADLINE_MS / 1000));
    await Promise.all(pending);
    await expectServing();
  });
});

describe('H3: decompression stops at the body cap', () => {
  it.each(/** @type {const} */ (['br', 'gzip', 'deflate']))('a %s bomb: 3 MB cut at once, the socket closed, no CPU spent after the answer', async (encoding) => {
    const before = site.closedAt.length;
    const started = Date.now();
    const res = await call('proxy', `${site.url}/bomb.${encoding}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-body-truncated')).toBe('true');
    expect((await res.arrayBuffer()).byteLength).toBe(3 * MiB);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    // The bomb site keeps its connection open: the API closed it.
    expect(await waitFor(() => site.closedAt.length > before, 1_000)).toBe(true);
    const cpu = await cpuSecondsDuring(1_000);
    expect(cpu, `CPU seconds in the second after the answer (${encoding})`).toBeLessThan(CPU_AFTER_BUDGET);
    // inspect decodes only the start of a page: the same bomb costs nothing there either.
    const inspected = await call('inspect', `${site.url}/bomb.${encoding}?end`);
    expect(inspected.status).toBe(200);
    expect((await inspected.json()).bodyBytes).toBe(bombs[encoding].body.length);
    expect(await cpuSecondsDuring(1_000)).toBeLessThan(CPU_AFTER_BUDGET);
    await expectServing();
  });
});

describe('H2: a page made to be slow to read does not hold the process', () => {
  it('256 KiB of unclosed <meta is inspected at once, and a health check meanwhile answers at once', async () => {
    const started = Date.now();
    const inspect = call('inspect', `${site.url}/redos`);
    await new Promise((r) => setTimeout(r, 30));
    const healthStarted = Date.now();
    expect((await fetch(`${api.base}/api/health`)).status).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(500);
    const res = await inspect;
    expect(res.status).toBe(200);
    expect((await res.json()).security.findings.find((/** @type {{ id: string }} */ f) => f.id === 'csp').status).toBe('fail');
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    await expectServing();
  });
});

describe('M1: the API never calls itself', () => {
  it('a page that redirects into our own API is refused at that hop, and is fetched once', async () => {
    const before = site.requests.filter((r) => r === '/to-own-api').length;
    const res = await call('proxy', `${site.url}/to-own-api`);
    expect([res.status, (await res.json()).error]).toEqual([400, 'own_api']);
    expect(site.requests.filter((r) => r === '/to-own-api').length - before).toBe(1);
    await expectServing();
  });

  it('asking the API for its own /api/ addresses is refused before anything is sent', async () => {
    const lines = api.lines.length;
    for (const target of [
      apiUrl(api.base, 'proxy', `${site.url}/page`),
      `http://127.0.0.1:${api.port}/API/inspect?url=x`,
      `http://127.0.0.1:${api.port}/%61pi/health`,
      `http://127.0.0.1:${api.port}//api//proxy`,
    ]) {
      const res = await call('proxy', target);
      expect([target, res.status, (await res.json()).error]).toEqual([target, 400, 'own_api']);
    }
    // One log line per refused call: no nested request reached the API.
    expect(api.lines.length - lines).toBe(4);
    // The site's own pages may be inspected: only /api/ is refused.
    expect((await call('proxy', `http://127.0.0.1:${api.port}/`)).status).not.toBe(400);
  });

  it('under a name it does not know as its own, the nested call is refused by the API itself and the loop ends', async () => {
    const before = site.requests.filter((r) => r === '/to-api-alias').length;
    const res = await get(apiUrl(api.base, 'proxy', `${site.url}/to-api-alias`));
    // The nested call was answered by the API (421 for a Host it does not serve; 508 for its own User-Agent).
    expect(['421', '508']).toContain(res.headers['x-upstream-status']);
    expect(site.requests.filter((r) => r === '/to-api-alias').length - before).toBe(1);
  });

  it('a request with our own User-Agent is refused with 508', async () => {
    const res = await fetch(apiUrl(api.base, 'proxy', `${site.url}/page`), { headers: { 'User-Agent': USER_AGENT } });
    expect([res.status, (await res.json()).error]).toEqual([508, 'loop']);
  });

  it('a client that goes away ends the work done for it: the upstream connection closes long before the deadline', async () => {
    const before = raw.closedAt.length;
    const controller = new AbortController();
    const pending = call('proxy', `${raw.url}/trickle-body`, { signal: controller.signal }).catch(() => null);
    await waitFor(() => raw.requests.filter((r) => r === '/trickle-body').length > 0 && raw.open > 0, 1_000);
    const abortedAt = Date.now();
    controller.abort();
    await pending;
    expect(await waitFor(() => raw.closedAt.length > before, DEADLINE_MS)).toBe(true);
    expect(raw.closedAt[raw.closedAt.length - 1] - abortedAt).toBeLessThan(DEADLINE_MS / 2);
    await expectServing();
  });
});

describe('M2: nothing executable from our origin', () => {
  it('a JavaScript upstream is answered as application/octet-stream, its type in X-Upstream-Content-Type, same-origin only', async () => {
    const res = await call('proxy', `${site.url}/app.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-upstream-content-type')).toBe('text/javascript');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(await res.text()).toBe(JS);
    for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers.get(name)).toBe(value);
  });

  it('a browser loading it as a script, a worker, a style or a page is refused; fetch() is served', async () => {
    for (const headers of /** @type {Record<string, string>[]} */ ([
      { 'Sec-Fetch-Dest': 'script', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Dest': 'worker', 'Sec-Fetch-Mode': 'same-origin' },
      { 'Sec-Fetch-Dest': 'style', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Mode': 'navigate' },
    ])) {
      const res = await get(apiUrl(api.base, 'proxy', `${site.url}/app.js`), headers);
      expect([JSON.stringify(headers), res.status, JSON.parse(res.body).error]).toEqual([JSON.stringify(headers), 403, 'fetch_only']);
    }
    const fetched = await get(apiUrl(api.base, 'proxy', `${site.url}/app.js`), { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' });
    expect(fetched.status).toBe(200);
  });
});
