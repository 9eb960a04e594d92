#!/usr/bin/env node
/**
 * `npm run bench:api`: load benchmark of the tester API (not a test), against fresh `npm start` servers
 * (scripts/dev/serve.mjs) and fixture sites on loopback (allowed through TESTER_API_ALLOW_HOSTS).
 *
 * 1. Load: for N = 10, 50 and 200 it fires N /api/inspect requests at once and prints p50 and p95 latency,
 *    errors and the server's peak memory. Each inspect follows an http -> https redirect (HTTP/2 offered,
 *    self-signed certificate made with openssl) and shakes hands once more for the TLS facts. The per-client
 *    rate limit and share of slots are lifted (one client sends everything, standing for many); the cap of
 *    outbound requests at once stays 50, so N beyond it shows the 503 answers.
 * 2. Attack: for each hostile case of the security review (a 101 upgrade, silence, a trickling body, a
 *    brotli and a gzip bomb of 1 GiB, a page made for the old quadratic reader, a redirect into our own API, a
 *    JavaScript upstream) it sends 50 hostile calls and 10 ordinary inspect calls at once, and prints for the
 *    hostile calls their answers and time to end, the server's CPU seconds while they ran and in the 2 s after
 *    the last answer, and the ordinary calls' p95. The cap of outbound requests is set to 60 so that every call
 *    gets a slot: what is measured is what the hostile work costs the others, not the cap.
 * 3. Crawl: the whole-site check (25 pages and the links past them) on the fixture site kogusait.test served on
 *    loopback, with answers after 0 ms and 300 ms: wall time, API calls, the most requests the site had at once
 *    and peak memory (scripts/bench/crawl-bench.mjs), under the default rate limit of 60 calls a minute.
 * Usage: node scripts/bench/bench-api.mjs [--runs 10,50,200] [--attacks all|none|switch,bomb-br,...] [--crawl 0,300|none] [--port N]
 *   (default port: E2E_PORT+85, or 3185)
 */
import { makeTestCerts } from '../../tests/api/helpers/certs.mjs';
import { makeBombs, startBombSite, startRawSite } from '../../tests/api/helpers/hostile.mjs';
import { apiUrl, startApiServer, startSite } from '../../tests/api/helpers/servers.mjs';
import { benchCrawl } from './crawl-bench.mjs';
import { cpuSeconds, peakRssMb } from './process-stats.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = arg('runs', '10,50,200').split(',').map(Number).filter((n) => n > 0);
const port = Number(arg('port', String(Number(process.env.E2E_PORT ?? 3100) + 85)));
const attackChoice = arg('attacks', 'all');
const crawlDelays = arg('crawl', '0,300') === 'none' ? [] : arg('crawl', '0,300').split(',').map(Number);

/** Seconds a bench call may take before it counts as hung (the API's deadline is 15 s). */
const CLIENT_TIMEOUT_MS = 25_000;
const HOSTILE_CALLS = 50;
const ORDINARY_CALLS = 10;

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);

/**
 * One call, timed; its status, or 'hung' / 'network'.
 * @param {string} url @param {(res: Response, body: any) => boolean} [ok]
 */
async function timedCall(url, ok) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* a proxied body */
    }
    const status = ok ? (ok(res, body) ? 'ok' : `${res.status}${body?.code ? ` ${body.code}` : ''}`) : `${res.status}${body?.code ? ` ${body.code}` : ''}`;
    return { ms: performance.now() - t0, status };
  } catch (error) {
    return { ms: performance.now() - t0, status: /** @type {Error} */ (error).name === 'TimeoutError' ? 'hung' : 'network' };
  }
}

/** "3× 200, 1× 504 timeout" @param {Array<{ status: string }>} results */
const countStatuses = (results) => {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return Object.entries(counts).map(([status, count]) => `${count}× ${status}`).join(', ');
};

const page = `<!doctype html><html lang="et"><head><title>Kohvik Mõnus</title></head><body>${'<p>Tere tulemast meie kohvikusse!</p>'.repeat(800)}</body></html>`;
const certs = makeTestCerts();
const httpsSite = await startSite(
  (_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Strict-Transport-Security': 'max-age=31536000',
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    res.end(page);
  },
  { tls: certs.selfSigned({ altNames: 'DNS:localhost,IP:127.0.0.1', days: 90 }) },
);
const httpSite = await startSite((_req, res) => {
  res.writeHead(301, { Location: `https://localhost:${httpsSite.port}/` });
  res.end();
});
const target = `${httpSite.url}/`;
/** An ordinary inspect: the redirect to https, the page, the TLS facts. @param {Response} res @param {any} body */
const inspectOk = (res, body) => res.status === 200 && Boolean(body?.tls?.protocol) && body.status === 200;

/** @type {Array<{ n: number, ok: number, errors: string, p50: number, p95: number, peak: number | null, wall: number }>} */
const rows = [];
/** @type {Array<Record<string, string>>} */
const attackRows = [];
/** @type {Awaited<ReturnType<typeof startRawSite>> | null} */
let raw = null;
/** @type {Awaited<ReturnType<typeof startBombSite>> | null} */
let hostile = null;
try {
  for (const n of runs) {
    const api = await startApiServer({
      port,
      env: {
        TESTER_API_ALLOW_HOSTS: `127.0.0.1:${httpSite.port},localhost:${httpsSite.port}`,
        TESTER_API_RATE_LIMIT: '100000',
        TESTER_API_MAX_OUTBOUND_PER_CLIENT: '50',
      },
    });
    try {
      await timedCall(apiUrl(api.base, 'inspect', target)); // warm-up
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: n }, () => timedCall(apiUrl(api.base, 'inspect', target), inspectOk)));
      const wall = performance.now() - started;
      const okTimes = results.filter((r) => r.status === 'ok').map((r) => r.ms).sort((a, b) => a - b);
      const errors = countStatuses(results.filter((r) => r.status !== 'ok')) || '0';
      rows.push({ n, ok: okTimes.length, errors, p50: quantile(okTimes, 0.5), p95: quantile(okTimes, 0.95), peak: peakRssMb(api.pid), wall });
    } finally {
      await api.stop();
    }
  }

  if (attackChoice !== 'none') {
    raw = await startRawSite();
    const bombs = await makeBombs();
    /** @type {number} */
    let apiPort = port;
    hostile = await startBombSite(bombs, (req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end('alert(document.domain)');
        return true;
      }
      if (req.url === '/redos') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(`<html><head>${'<meta '.repeat(43_691)}`);
        return true;
      }
      if (req.url === '/to-own-api') {
        res.writeHead(302, { Location: apiUrl(`http://127.0.0.1:${apiPort}`, 'proxy', `${hostile?.url}/to-own-api`) });
        res.end();
        return true;
      }
      return false;
    });
    const rawUrl = raw.url;
    const hostileUrl = hostile.url;
    /** @type {Array<{ id: string, item: string, endpoint: string, target: string }>} */
    const CASES = [
      { id: 'switch', item: 'H1', endpoint: 'proxy', target: `${rawUrl}/switch` },
      { id: 'silent', item: 'H1', endpoint: 'proxy', target: `${rawUrl}/silent` },
      { id: 'trickle-body', item: 'H1', endpoint: 'inspect', target: `${rawUrl}/trickle-body` },
      { id: 'redos', item: 'H2', endpoint: 'inspect', target: `${hostileUrl}/redos` },
      { id: 'bomb-br', item: 'H3', endpoint: 'proxy', target: `${hostileUrl}/bomb.br` },
      { id: 'bomb-gzip', item: 'H3', endpoint: 'proxy', target: `${hostileUrl}/bomb.gzip` },
      { id: 'own-api', item: 'M1', endpoint: 'proxy', target: `${hostileUrl}/to-own-api` },
      { id: 'javascript', item: 'M2', endpoint: 'proxy', target: `${hostileUrl}/app.js` },
    ];
    const chosen = attackChoice === 'all' ? CASES : CASES.filter((c) => attackChoice.split(',').includes(c.id));
    for (const attack of [{ id: 'none', item: '–', endpoint: '', target: '' }, ...chosen]) {
      apiPort = port;
      const api = await startApiServer({
        port,
        env: {
          TESTER_API_ALLOW_HOSTS: [`127.0.0.1:${httpSite.port}`, `localhost:${httpsSite.port}`, `127.0.0.1:${raw.port}`, `127.0.0.1:${hostile.port}`, `127.0.0.1:${port}`].join(','),
          TESTER_API_RATE_LIMIT: '100000',
          TESTER_API_MAX_OUTBOUND: '60',
          TESTER_API_MAX_OUTBOUND_PER_CLIENT: '60',
        },
      });
      try {
        await timedCall(apiUrl(api.base, 'inspect', target)); // warm-up
        const cpuStart = cpuSeconds(api.pid);
        const started = performance.now();
        const hostileCalls = attack.endpoint ? Array.from({ length: HOSTILE_CALLS }, () => timedCall(apiUrl(api.base, attack.endpoint, attack.target))) : [];
        const ordinaryCalls = Array.from({ length: ORDINARY_CALLS }, () => timedCall(apiUrl(api.base, 'inspect', target), inspectOk));
        const [hostileResults, ordinaryResults] = await Promise.all([Promise.all(hostileCalls), Promise.all(ordinaryCalls)]);
        const ended = performance.now();
        const cpuDuring = cpuSeconds(api.pid) - cpuStart;
        await new Promise((r) => setTimeout(r, 2_000));
        const cpuAfter = cpuSeconds(api.pid) - cpuStart - cpuDuring;
        const hostileTimes = hostileResults.map((r) => r.ms).sort((a, b) => a - b);
        const okTimes = ordinaryResults.filter((r) => r.status === 'ok').map((r) => r.ms).sort((a, b) => a - b);
        const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');
        attackRows.push({
          case: attack.id === 'none' ? 'no attack (10 ordinary only)' : `${attack.id} (${attack.endpoint})`,
          item: attack.item,
          answers: hostileResults.length ? countStatuses(hostileResults) : '–',
          end: hostileTimes.length ? `${ms(quantile(hostileTimes, 0.5))} / ${ms(hostileTimes[hostileTimes.length - 1])}` : '–',
          cpuDuring: cpuDuring.toFixed(2),
          cpuAfter: cpuAfter.toFixed(2),
          ordinary: `${okTimes.length}/${ORDINARY_CALLS}${okTimes.length < ORDINARY_CALLS ? ` (${countStatuses(ordinaryResults.filter((r) => r.status !== 'ok'))})` : ''}`,
          p95: ms(quantile(okTimes, 0.95)),
          wall: ms(ended - started),
        });
      } finally {
        await api.stop();
      }
    }
  }
} finally {
  await Promise.all([httpSite.close(), httpsSite.close(), raw?.close(), hostile?.close()]);
  certs.remove();
}

/** @type {Awaited<ReturnType<typeof benchCrawl>>[]} */
const crawlRows = [];
for (const delayMs of crawlDelays) crawlRows.push(await benchCrawl({ port, delayMs }));

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');
if (rows.length) {
  console.log(`\nTester API load: N concurrent GET /api/inspect of ${target} (301 -> https, TLS probe), ${page.length} B page`);
  console.log('| N | ok | errors | p50 ms | p95 ms | all done in ms | server peak RSS MB |');
  console.log('|---:|---:|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.n} | ${r.ok} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.wall)} | ${r.peak ?? '–'} |`);
}
if (attackRows.length) {
  console.log(`\nTester API under attack: ${HOSTILE_CALLS} hostile calls and ${ORDINARY_CALLS} ordinary /api/inspect calls at once, a fresh server each row`);
  console.log('(time to end: p50 / slowest hostile call; CPU: the server process, user + system, all threads; "hung": no answer in 25 s)');
  console.log('| hostile case | review | hostile answers | time to end ms | CPU s while running | CPU s in 2 s after | ordinary ok | ordinary p95 ms | all done in ms |');
  console.log('|---|---|---|---:|---:|---:|---|---:|---:|');
  for (const r of attackRows) {
    console.log(`| ${r.case} | ${r.item} | ${r.answers} | ${r.end} | ${r.cpuDuring} | ${r.cpuAfter} | ${r.ordinary} | ${r.p95} | ${r.wall} |`);
  }
}
if (crawlRows.length) {
  console.log('\nWhole-site check: kogusait.test (34 addresses) through a fresh API (rate limit 60/min), 2 calls at a time');
  console.log('| site answers after ms | pages read | links checked | broken found | API calls | most at once at the site | wall ms | API server peak RSS MB | crawler (this process) peak RSS MB |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of crawlRows) {
    console.log(`| ${r.delayMs} | ${r.pages} | ${r.links} | ${r.broken} | ${r.calls} | ${r.maxAtOnce} | ${r.wallMs} | ${r.serverPeak ?? '–'} | ${r.selfPeak ?? '–'} |`);
  }
}
