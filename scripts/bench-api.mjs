#!/usr/bin/env node
/**
 * `npm run bench:api`: load benchmark of the tester API (not a test). For N = 10, 50 and 200 it starts a fresh
 * `npm start` server (scripts/serve.mjs), fires N /api/inspect requests at once against fixture sites on
 * loopback (allowed through TESTER_API_ALLOW_HOSTS), and prints p50 and p95 latency, errors and the server's
 * peak memory. Each inspect follows an http -> https redirect (HTTP/2 offered, self-signed certificate made
 * with openssl) and shakes hands once more for the TLS facts. The per-client rate limit is off (one client
 * sends everything); the cap of outbound requests at once stays as configured (50), so N beyond it shows
 * the 503 answers.
 * Usage: node scripts/bench-api.mjs [--runs 10,50,200] [--port N]   (default port: E2E_PORT+85, or 3185)
 */
import { readFileSync } from 'node:fs';
import { makeTestCerts } from '../tests/api/helpers/certs.mjs';
import { apiUrl, startApiServer, startSite } from '../tests/api/helpers/servers.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = arg('runs', '10,50,200').split(',').map(Number).filter((n) => n > 0);
const port = Number(arg('port', String(Number(process.env.E2E_PORT ?? 3100) + 85)));

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);

/** Peak resident memory of a process in MB (Linux: VmHWM), or null. @param {number} pid */
function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

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

/** @type {Array<{ n: number, ok: number, errors: string, p50: number, p95: number, peak: number | null, wall: number }>} */
const rows = [];
try {
  for (const n of runs) {
    const api = await startApiServer({
      port,
      env: {
        TESTER_API_ALLOW_HOSTS: `127.0.0.1:${httpSite.port},localhost:${httpsSite.port}`,
        TESTER_API_RATE_LIMIT: '100000',
      },
    });
    try {
      await (await fetch(apiUrl(api.base, 'inspect', target))).arrayBuffer(); // warm-up
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: n }, async () => {
          const t0 = performance.now();
          try {
            const res = await fetch(apiUrl(api.base, 'inspect', target));
            const body = await res.json();
            const ok = res.status === 200 && body.tls?.protocol && body.status === 200;
            return { ms: performance.now() - t0, status: ok ? 'ok' : String(res.status) };
          } catch {
            return { ms: performance.now() - t0, status: 'network' };
          }
        }),
      );
      const wall = performance.now() - started;
      const okTimes = results.filter((r) => r.status === 'ok').map((r) => r.ms).sort((a, b) => a - b);
      /** @type {Record<string, number>} */
      const errors = {};
      for (const r of results) if (r.status !== 'ok') errors[r.status] = (errors[r.status] ?? 0) + 1;
      const errorText = Object.entries(errors).map(([status, count]) => `${count}× ${status}`).join(', ') || '0';
      rows.push({ n, ok: okTimes.length, errors: errorText, p50: quantile(okTimes, 0.5), p95: quantile(okTimes, 0.95), peak: peakRssMb(api.pid), wall });
    } finally {
      await api.stop();
    }
  }
} finally {
  await Promise.all([httpSite.close(), httpsSite.close()]);
  certs.remove();
}

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)}` : '–');
console.log(`\nTester API load: N concurrent GET /api/inspect of ${target} (301 -> https, TLS probe), ${page.length} B page`);
console.log('| N | ok | errors | p50 ms | p95 ms | all done in ms | server peak RSS MB |');
console.log('|---:|---:|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.n} | ${r.ok} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.wall)} | ${r.peak ?? '–'} |`);
