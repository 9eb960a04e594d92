/**
 * The handler in-process: routing, errors, CORS, the limits (per client and minute; outbound at once) and the
 * PageSpeed and validator calls with a fake fetch. Fixture sites listen on 127.0.0.1 only.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiHandler } from '../../api/handler.mjs';
import { clientKey, createRateLimiter, createSlots } from '../../api/limits.mjs';
import { createPageSpeed } from '../../api/upstream.mjs';
import { apiUrl, startSite } from './helpers/servers.mjs';

const BASE = 'http://localhost:3000';

/** @param {Record<string, string>} env @param {Partial<import('../../api/handler.mjs').HandlerOptions>} [options] */
const handlerWith = (env, options = {}) => createApiHandler({ env, log: () => {}, localOrigins: [BASE], ...options });

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => new Request(`${BASE}${path}`, init);

/** @type {import('./helpers/servers.mjs').Site} */
let slow;
/** @type {Array<() => void>} */
const waiting = [];

beforeAll(async () => {
  slow = await startSite((_req, res) => {
    waiting.push(() => res.end('<p>valmis</p>'));
  });
});
afterAll(async () => {
  waiting.forEach((finish) => finish());
  await slow?.close();
});

describe('routes and errors', () => {
  const handle = handlerWith({});

  it('answers JSON errors with no-store and nosniff', async () => {
    for (const [path, status, code] of /** @type {const} */ ([
      ['/api/nothing', 404, 'not_found'],
      ['/api/inspect', 400, 'bad_url'],
      ['/api/inspect?url=ftp%3A%2F%2Fx.ee', 400, 'bad_url'],
      ['/api/proxy?url=http%3A%2F%2F169.254.169.254%2F', 400, 'forbidden_address'],
      ['/api/proxy?url=http%3A%2F%2Fa%3Ab%40x.ee%2F', 400, 'credentials'],
    ])) {
      const res = await handle(get(path), { clientIp: '203.0.113.1' });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await res.json();
      expect(body).toEqual({ error: code });
    }
  });

  it('allows GET and HEAD on the proxy, GET elsewhere', async () => {
    const post = await handle(get('/api/inspect?url=https%3A%2F%2Fx.ee', { method: 'POST' }), {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    const head = await handle(get('/api/inspect?url=https%3A%2F%2Fx.ee', { method: 'HEAD' }), {});
    expect(head.status).toBe(405);
    const health = await handle(get('/api/health'), {});
    expect(await health.json()).toEqual({ ok: true });
  });

  it('CORS answers only the site and the local server', async () => {
    const origins = {
      'https://veebiselge.ee': true,
      'https://en.veebiselge.ee': true,
      [BASE]: true,
      'https://evil.example': false,
      'http://veebiselge.ee': false,
      null: false,
    };
    for (const [origin, allowed] of Object.entries(origins)) {
      const res = await handle(get('/api/health', { headers: { Origin: origin } }), {});
      expect(res.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null);
      expect(res.headers.get('vary')).toBe('Origin');
    }
    const preflight = await handle(get('/api/proxy', { method: 'OPTIONS', headers: { Origin: 'https://en.veebiselge.ee' } }), {});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://en.veebiselge.ee');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const exposed = await handle(get('/api/health', { headers: { Origin: 'https://veebiselge.ee' } }), {});
    expect(exposed.headers.get('access-control-expose-headers')).toContain('X-Upstream-Status');
  });

  it('takes the site addresses from NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_SITE_URL_EN', async () => {
    const custom = handlerWith({ NEXT_PUBLIC_SITE_URL: 'https://staging.example.ee/', NEXT_PUBLIC_SITE_URL_EN: 'https://en.staging.example.ee' });
    const res = await custom(get('/api/health', { headers: { Origin: 'https://staging.example.ee' } }), {});
    expect(res.headers.get('access-control-allow-origin')).toBe('https://staging.example.ee');
    const old = await custom(get('/api/health', { headers: { Origin: 'https://veebiselge.ee' } }), {});
    expect(old.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('limits', () => {
  it('rate limit: 60 requests per client and minute, then 429 with Retry-After until the minute is over', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 60, now: () => now });
    for (let i = 0; i < 60; i++) limiter.take('198.51.100.7');
    now += 15_000;
    expect(() => limiter.take('198.51.100.7')).toThrow(expect.objectContaining({ code: 'rate_limited', status: 429, retryAfter: 45 }));
    limiter.take('198.51.100.8'); // another client has its own budget
    now += 45_000;
    expect(() => limiter.take('198.51.100.7')).not.toThrow();
  });

  it('the rate limit answers 429 and counts per client IP', async () => {
    const handle = handlerWith({ TESTER_API_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await handle(get('/api/inspect?url=x'), { clientIp: '192.0.2.10' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await handle(get('/api/inspect?url=x'), { clientIp: '192.0.2.10' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe('rate_limited');
    expect((await handle(get('/api/inspect?url=x'), { clientIp: '192.0.2.11' })).status).toBe(400);
  });

  it('slots: at most N at once, each given back once', () => {
    const slots = createSlots(2);
    const a = slots.acquire();
    const b = slots.acquire();
    expect(() => slots.acquire()).toThrow(expect.objectContaining({ code: 'busy', status: 503 }));
    a();
    a();
    expect(slots.inUse).toBe(1);
    slots.acquire();
    b();
    expect(slots.peak).toBe(2);
  });

  it('answers 503 when the outbound requests of the instance are all in use', async () => {
    const handle = handlerWith({ TESTER_API_MAX_OUTBOUND: '1', TESTER_API_ALLOW_HOSTS: `127.0.0.1:${slow.port}` });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/1`)}`), {});
    while (waiting.length === 0) await new Promise((r) => setTimeout(r, 10));
    const second = await handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/2`)}`), {});
    expect(second.status).toBe(503);
    expect((await second.json()).error).toBe('busy');
    /** @type {() => void} */ (waiting.shift())();
    const done = await first;
    expect(done.status).toBe(200);
    expect(await done.text()).toBe('<p>valmis</p>');
    expect(slow.hits.map((h) => h.url)).toEqual(['/1']);
  });
});

describe('PageSpeed from the server', () => {
  const lighthouse = (score = 0.91) =>
    new Response(
      JSON.stringify({
        lighthouseResult: { categories: { performance: { score }, accessibility: { score: 1 }, 'best-practices': { score: 0.5 }, seo: { score: 0.987 } } },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );

  it('asks with the server key, answers the four scores and caches them for 10 minutes per address', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const fetch = vi.fn(async (/** @type {string} */ _url) => lighthouse());
    const pageSpeed = createPageSpeed({ apiKey: 'secret-key', apiUrl: 'http://127.0.0.1:9/psi', timeoutMs: 1000, cacheMs: 600_000, fetch: /** @type {any} */ (fetch), now: () => now });
    const acquire = () => () => {};
    const first = await pageSpeed('https://veebiselge.ee/', acquire);
    expect(first).toMatchObject({ cached: false, scores: { performance: 91, accessibility: 100, bestPractices: 50, seo: 99 } });
    const asked = new URL(fetch.mock.calls[0][0]);
    expect(/** @type {any} */ (fetch.mock.calls[0])[1].headers['X-Goog-Api-Key']).toBe('secret-key');
    expect(asked.searchParams.has('key')).toBe(false);
    expect(asked.searchParams.get('strategy')).toBe('mobile');
    expect(asked.searchParams.getAll('category')).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
    expect(JSON.stringify(first)).not.toContain('secret-key');
    now += 9 * 60_000;
    expect((await pageSpeed('https://veebiselge.ee/', acquire)).cached).toBe(true);
    expect((await pageSpeed('https://other.example.ee/', acquire)).cached).toBe(false);
    now += 2 * 60_000;
    expect((await pageSpeed('https://veebiselge.ee/', acquire)).cached).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('one request for an address being asked already; failures are not cached', async () => {
    /** @type {Array<(r: Response) => void>} */
    const answers = [];
    const fetch = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
    const pageSpeed = createPageSpeed({ apiKey: 'k', apiUrl: 'http://127.0.0.1:9/psi', timeoutMs: 1000, cacheMs: 600_000, fetch: /** @type {any} */ (fetch) });
    const a = pageSpeed('https://veebiselge.ee/', () => () => {});
    const b = pageSpeed('https://veebiselge.ee/', () => () => {});
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    answers[0](new Response(JSON.stringify({ error: { message: 'Quota exceeded' } }), { status: 429 }));
    await expect(a).rejects.toMatchObject({ status: 502, code: 'pagespeed_failed', answer: { status: 429, detail: 'Quota exceeded' } });
    await expect(b).rejects.toMatchObject({ status: 502 });
    const c = pageSpeed('https://veebiselge.ee/', () => () => {});
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[1](lighthouse(0.5));
    expect((await c).scores.performance).toBe(50);
  });

  it("answers the spec's texts: missing key, forbidden key, network error", async () => {
    const noKey = handlerWith({});
    const res = await noKey(get('/api/pagespeed?url=https%3A%2F%2F195.250.170.1%2F'), {});
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'pagespeed_key_missing' });

    const forbidden = handlerWith({ PAGESPEED_API_KEY: 'k' }, { fetch: /** @type {any} */ (async () => new Response('{}', { status: 403 })) });
    const answer = await forbidden(get('/api/pagespeed?url=https%3A%2F%2F195.250.170.1%2F'), {});
    expect(answer.status).toBe(502);
    expect((await answer.json()).error).toBe('pagespeed_forbidden');

    const down = handlerWith({ PAGESPEED_API_KEY: 'k' }, { fetch: /** @type {any} */ (async () => { throw new TypeError('fetch failed'); }) });
    expect((await (await down(get('/api/pagespeed?url=https%3A%2F%2F195.250.170.1%2F'), {})).json()).error).toBe('pagespeed_network');
  });

  it('refuses a forbidden target before asking PageSpeed', async () => {
    const fetch = vi.fn();
    const handle = handlerWith({ PAGESPEED_API_KEY: 'k' }, { fetch: /** @type {any} */ (fetch) });
    const res = await handle(get(apiUrl('', 'pagespeed', 'http://192.168.1.1/')), {});
    expect(res.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('W3C validator from the server', () => {
  it('passes the messages on, and turns failures into the tester texts', async () => {
    const fetch = vi.fn(async (/** @type {string} */ url) =>
      url.includes('broken') ? new Response('oops', { status: 500 }) : Response.json({ messages: [{ type: 'error', message: 'x' }] }),
    );
    const handle = handlerWith({ W3C_VALIDATOR_URL: 'http://127.0.0.1:9/nu/' }, { fetch: /** @type {any} */ (fetch) });
    const ok = await handle(get('/api/validate?url=https%3A%2F%2F195.250.170.1%2F'), {});
    expect(await ok.json()).toEqual({ url: 'https://195.250.170.1/', messages: [{ type: 'error', message: 'x' }] });
    expect(fetch.mock.calls[0][0]).toBe('http://127.0.0.1:9/nu/?doc=https%3A%2F%2F195.250.170.1%2F&out=json');
    const broken = await handle(get('/api/validate?url=https%3A%2F%2F195.250.170.1%2Fbroken'), {});
    expect(broken.status).toBe(502);
    expect(await broken.json()).toEqual({ error: 'validator_failed', status: 500 });
  });
});

describe('Netlify entry (netlify/functions/api.mjs)', () => {
  it('routes /api/* to the same handler, with the client IP from the context', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const entry = await import('../../netlify/functions/api.mjs');
    expect(entry.config.path).toBe('/api/*');
    expect(entry.config.rateLimit).toMatchObject({ windowLimit: 60, windowSize: 60 });
    const res = await entry.default(new Request('https://veebiselge.ee/api/health', { headers: { Origin: 'https://en.veebiselge.ee' } }), { ip: '198.51.100.20' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://en.veebiselge.ee');
    const refused = await entry.default(new Request('https://veebiselge.ee/api/proxy?url=http%3A%2F%2F169.254.169.254%2F'), { ip: '198.51.100.20' });
    expect((await refused.json()).error).toBe('forbidden_address');
  });
});

describe('refusals say when to try again (Retry-After on 503 and 429)', () => {
  it('all outbound slots in use: 503 busy with Retry-After, the seconds until the first slot is free at the latest', async () => {
    const handle = handlerWith({ TESTER_API_MAX_OUTBOUND: '1', TESTER_API_ALLOW_HOSTS: `127.0.0.1:${slow.port}` }, { overrides: { totalTimeoutMs: 4_000 } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const waitingBefore = waiting.length;
    const first = handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/held`)}`), { clientIp: '198.51.100.1' });
    while (waiting.length === waitingBefore) await new Promise((r) => setTimeout(r, 10));
    const busy = await handle(get(`/api/inspect?url=${encodeURIComponent(`${slow.url}/more`)}`), { clientIp: '198.51.100.2' });
    expect(busy.status).toBe(503);
    const retryAfter = Number(busy.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(4);
    expect(await busy.json()).toEqual({ error: 'busy' });
    /** @type {() => void} */ (waiting.pop())();
    expect((await first).status).toBe(200);
  });

  it('one client holds at most its share of the slots; another client is still served', async () => {
    const handle = handlerWith(
      { TESTER_API_MAX_OUTBOUND: '4', TESTER_API_MAX_OUTBOUND_PER_CLIENT: '1', TESTER_API_ALLOW_HOSTS: `127.0.0.1:${slow.port}` },
      { overrides: { totalTimeoutMs: 4_000 } },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const waitingBefore = waiting.length;
    const held = handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/a`)}`), { clientIp: '2001:db8:aa:1::1' });
    while (waiting.length === waitingBefore) await new Promise((r) => setTimeout(r, 10));
    // The same client, from another address of its /64: refused, with a Retry-After.
    const again = await handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/b`)}`), { clientIp: '2001:db8:aa:1::2' });
    expect(again.status).toBe(503);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another client gets a slot.
    const other = handle(get(`/api/proxy?url=${encodeURIComponent(`${slow.url}/c`)}`), { clientIp: '198.51.100.9' });
    while (waiting.length < waitingBefore + 2) await new Promise((r) => setTimeout(r, 10));
    /** @type {() => void} */ (waiting.pop())();
    /** @type {() => void} */ (waiting.pop())();
    expect((await held).status).toBe(200);
    expect((await other).status).toBe(200);
  });

  it('too many requests: 429 with Retry-After, the seconds the browser counts down', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, now: () => now });
    limiter.take('198.51.100.7');
    limiter.take('198.51.100.7');
    now += 20_000;
    expect(() => limiter.take('198.51.100.7')).toThrow(
      expect.objectContaining({ status: 429, retryAfter: 40, code: 'rate_limited' }),
    );
  });
});

describe('an impossible host name: 400 bad_host from every endpoint, before any DNS lookup', () => {
  it.each([
    ['a label over 63 characters', `https://${'a'.repeat(64)}.ee/`],
    ['a 300-character label', `https://${'k'.repeat(300)}.ee/`],
    ['a name over 253 characters', `https://${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.ee/`],
    ['an empty label', 'https://kohvik..ee/'],
    ['a label that starts with a hyphen', 'https://-kohvik.ee/'],
    ['a label that ends with a hyphen', 'https://kohvik-.ee/'],
  ])('%s', async (_, target) => {
    const lookup = vi.fn(async () => [{ address: '195.250.170.1', family: 4 }]);
    const fetch = vi.fn();
    const handle = handlerWith({ PAGESPEED_API_KEY: 'k' }, { lookup, fetch: /** @type {any} */ (fetch) });
    for (const endpoint of ['proxy', 'inspect', 'pagespeed', 'validate']) {
      const res = await handle(get(apiUrl('', endpoint, target)), { clientIp: '198.51.100.3' });
      const body = await res.json();
      expect({ endpoint, status: res.status, code: body.error }).toEqual({ endpoint, status: 400, code: 'bad_host' });
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('L1: an IPv6 client is counted by its /64, an IPv4-mapped one as its IPv4 address', () => {
  it('keys', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it('a new address of the same /64 for every request does not escape the limit', async () => {
    const handle = handlerWith({ TESTER_API_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await handle(get('/api/inspect?url=x'), { clientIp: `2001:db8:5:6::${i.toString(16)}` })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await handle(get('/api/inspect?url=x'), { clientIp: '2001:db8:5:7::1' })).status).toBe(400);
    const mapped = handlerWith({ TESTER_API_RATE_LIMIT: '1' });
    await mapped(get('/api/inspect?url=x'), { clientIp: '198.51.100.40' });
    expect((await mapped(get('/api/inspect?url=x'), { clientIp: '::ffff:198.51.100.40' })).status).toBe(429);
  });
});

describe('L3: the PageSpeed key never appears in a log line or an error message', () => {
  it('not even when the fetch error quotes the whole address', async () => {
    /** @type {string[]} */
    const lines = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async (/** @type {string} */ url) => {
      throw new TypeError(`Failed to parse URL from ${url}&key=AIzaSECRET-KEY-123 (key AIzaSECRET-KEY-123)`);
    });
    const handle = createApiHandler({ env: { PAGESPEED_API_KEY: 'AIzaSECRET-KEY-123' }, log: (line) => lines.push(line), fetch: /** @type {any} */ (fetch) });
    const res = await handle(get('/api/pagespeed?url=https%3A%2F%2F195.250.170.1%2F'), {});
    const body = await res.text();
    expect(res.status).toBe(502);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('error=pagespeed_network');
    for (const text of [body, ...lines, ...errors.mock.calls.flat().map(String)]) expect(text).not.toContain('SECRET');
  });

  it('/api/pagespeed has its own per-client limit, a sixth of the general one, counted only when PageSpeed is asked', async () => {
    const fetch = vi.fn(async () => Response.json({ lighthouseResult: { categories: {} } }));
    const handle = handlerWith({ PAGESPEED_API_KEY: 'k', TESTER_API_RATE_LIMIT: '12' }, { fetch: /** @type {any} */ (fetch) });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handle(get(`/api/pagespeed?url=${encodeURIComponent(`https://195.250.170.1/?v=${i}`)}`), { clientIp: '198.51.100.50' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('L4: the validator answer is size-checked while it is read', () => {
  it('an answer that never ends is given up at the size limit, at once, and its connection closed', async () => {
    /** @type {number[]} */
    const closed = [];
    const endless = await startSite((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"messages":[');
      const chunk = `${JSON.stringify({ type: 'error', message: 'x'.repeat(1000) })},`.repeat(64);
      const timer = setInterval(() => res.write(chunk), 5);
      res.on('close', () => {
        clearInterval(timer);
        closed.push(Date.now());
      });
    });
    try {
      const handle = handlerWith({ W3C_VALIDATOR_URL: `${endless.url}/nu/` }, { overrides: { maxBodyBytes: 256 * 1024 } });
      const started = Date.now();
      const res = await handle(get('/api/validate?url=https%3A%2F%2F195.250.170.1%2F'), {});
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: 'validator_unreadable' });
      expect(Date.now() - started).toBeLessThan(3_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(closed).toHaveLength(1);
    } finally {
      await endless.close();
    }
  });
});
