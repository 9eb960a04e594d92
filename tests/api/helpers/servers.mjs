/**
 * Loopback servers for the API tests: fixture sites (http, or https with a certificate made at test time and
 * HTTP/2 offered), a canary that records every request it gets, a TCP server that never answers, and the
 * `npm start` server itself (scripts/dev/serve.mjs) started with chosen environment variables.
 * Everything listens on 127.0.0.1 (and ::1 for the canary): no test sends traffic anywhere else.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => void} Handler */

/**
 * @typedef {object} Site
 * @property {number} port
 * @property {string} url base address, e.g. "http://127.0.0.1:40123"
 * @property {Array<{ method: string, url: string, headers: http.IncomingHttpHeaders }>} hits every request received
 * @property {() => Promise<void>} close
 */

/** @param {net.Server} server @param {string} host @param {number} port @returns {Promise<number>} */
function listen(server, host, port) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(/** @type {net.AddressInfo} */ (server.address()).port);
    });
  });
}

/** @param {net.Server} server @returns {Promise<void>} */
function close(server) {
  return new Promise((resolvePromise) => {
    /** @type {any} */ (server).closeAllConnections?.();
    server.close(() => resolvePromise());
  });
}

/**
 * A fixture site on 127.0.0.1 (ephemeral port).
 * @param {Handler} handler
 * @param {{ tls?: { key: string, cert: string }, host?: string }} [options] tls: https with HTTP/2 offered (ALPN h2, http/1.1)
 * @returns {Promise<Site>}
 */
export async function startSite(handler, options = {}) {
  /** @type {Site['hits']} */
  const hits = [];
  /** @type {Handler} */
  const recording = (req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res);
  };
  const server = options.tls
    ? http2.createSecureServer({ ...options.tls, allowHTTP1: true }, /** @type {any} */ (recording))
    : http.createServer(recording);
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, host, 0);
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return { port, url: `${options.tls ? 'https' : 'http'}://${hostPart}:${port}`, hits, close: () => close(server) };
}

/**
 * A canary: answers 200 to anything and records it. Listens on 127.0.0.1 and, when the machine has it, on ::1
 * with the same port, so that no loopback spelling can reach a different server unseen.
 * @returns {Promise<Site>}
 */
export async function startCanary() {
  const site = await startSite((_req, res) => res.end('canary'));
  /** @type {Site['hits']} */
  const hits = site.hits;
  const v6 = http.createServer((req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.end('canary');
  });
  let hasV6 = true;
  try {
    await listen(v6, '::1', site.port);
  } catch {
    hasV6 = false;
  }
  return {
    ...site,
    hits,
    close: async () => {
      await site.close();
      if (hasV6) await close(v6);
    },
  };
}

/** A TCP server on 127.0.0.1 that accepts connections and never says a word (a TLS handshake hangs). */
export async function startSilentServer() {
  /** @type {net.Socket[]} */
  const sockets = [];
  const server = net.createServer((socket) => sockets.push(socket));
  const port = await listen(server, '127.0.0.1', 0);
  return {
    port,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return close(server);
    },
  };
}

/** Variables of the caller that would change the API's behaviour; the tests set their own. */
const API_VARIABLES = /^(TESTER_API_|PAGESPEED_|W3C_VALIDATOR_URL$|NODE_EXTRA_CA_CERTS$)/;

/**
 * Start `npm start`'s server (scripts/dev/serve.mjs) on 127.0.0.1:`port`, serving a one-page site, with `env`.
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export async function startApiServer({ port, env = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'tester-api-site-'));
  mkdirSync(join(dir, 'out'));
  writeFileSync(join(dir, 'out', 'index.html'), '<!doctype html><html lang="et"><title>Test</title><p>Avaleht</p></html>');
  const childEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !API_VARIABLES.test(name)));
  let output = '';
  const child = spawn(process.execPath, [resolve('scripts/dev/serve.mjs'), '--dir', join(dir, 'out'), '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`serve.mjs did not start on port ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: /** @type {number} */ (child.pid),
    /** Everything the server printed so far (stdout and stderr). */
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The API's address for `endpoint` and a target. @param {string} base @param {string} endpoint @param {string} target */
export const apiUrl = (base, endpoint, target) => `${base}/api/${endpoint}?url=${encodeURIComponent(target)}`;
