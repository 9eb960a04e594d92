/**
 * One outbound request and the TLS probe, against fixture servers on 127.0.0.1: the connection goes to the
 * checked address, only fixed headers are sent, the body is cut at the limit, and both timeouts hold.
 */
import dns from 'node:dns';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_AGENT } from '../../api/config.mjs';
import { requestOnce, START_BYTES } from '../../api/outbound.mjs';
import { probeTls } from '../../api/tls-probe.mjs';
import { makeTestCerts } from './helpers/certs.mjs';
import { errorCode } from './helpers/errors.mjs';
import { startSilentServer, startSite } from './helpers/servers.mjs';

const MB = 1024 * 1024;
const LIMIT = 3 * MB;

/** @param {string} url @param {number} port @returns {import('../../api/target.mjs').CheckedTarget} */
const pinned = (url, port) => ({ url: new URL(url), address: '127.0.0.1', family: 4, port, exempt: true });

/** @param {Partial<import('../../api/outbound.mjs').RequestOptions>} [options] @returns {import('../../api/outbound.mjs').RequestOptions} */
const opts = (options = {}) => ({
  method: 'GET',
  body: 'decode',
  signal: AbortSignal.timeout(10_000),
  connectTimeoutMs: 5_000,
  maxBodyBytes: LIMIT,
  verifyTls: true,
  ...options,
});

/** @type {import('./helpers/certs.mjs').TestCerts} */
let certs;
/** @type {import('./helpers/servers.mjs').Site} */
let site;
/** @type {import('./helpers/servers.mjs').Site} */
let selfSignedSite;
/** @type {import('./helpers/servers.mjs').Site} */
let trustedSite;
/** @type {http.ServerResponse[]} */
const stalled = [];

beforeAll(async () => {
  certs = makeTestCerts();
  site = await startSite((req, res) => {
    if (req.url === '/big') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(Buffer.alloc(LIMIT + 100_000, 'a'));
    } else if (req.url === '/bomb') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(20 * MB, 0)));
    } else if (req.url === '/big-gzip-page') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(`<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"></head>${'<p>x</p>'.repeat(100_000)}`));
    } else if (req.url === '/broken-gzip') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end('not gzip at all');
    } else if (req.url === '/gzip') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      res.end(gzipSync('<p>Tere!</p>'));
    } else if (req.url === '/stall-body') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<p>alustan');
      stalled.push(res);
    } else if (req.url === '/no-answer') {
      stalled.push(res);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Set-Cookie': ['a=1', 'b=2'] });
      res.end(`${req.headers.host}|${req.headers['user-agent']}|${req.headers.cookie ?? ''}|${req.headers.authorization ?? ''}`);
    }
  });
  selfSignedSite = await startSite((_req, res) => res.end('ok'), { tls: certs.selfSigned({ altNames: 'DNS:localhost,IP:127.0.0.1', days: 90 }) });
  trustedSite = await startSite((_req, res) => res.end('trusted'), { tls: certs.issue('localhost-only', { altNames: 'DNS:localhost', days: 10 }) });
});

afterAll(async () => {
  stalled.forEach((res) => res.destroy());
  await Promise.all([site?.close(), selfSignedSite?.close(), trustedSite?.close()]);
  certs?.remove();
});

describe('outbound request', () => {
  it('connects to the checked address without a second DNS lookup and sends only the fixed headers', async () => {
    // Any lookup would be answered by this spy, never by a DNS server, and would fail the test.
    /** @type {any} */
    const refuse = (/** @type {string} */ _name, /** @type {any} */ options, /** @type {any} */ cb) =>
      (typeof options === 'function' ? options : cb)(new Error('no lookup expected'));
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(refuse);
    const response = await requestOnce(pinned(`http://tester-fixture.invalid:${site.port}/`, site.port), opts());
    expect(lookup).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
    expect(response.body?.toString()).toBe(`tester-fixture.invalid:${site.port}|${USER_AGENT}||`);
    expect(response.headers['set-cookie']).toBe('a=1\nb=2');
    expect(site.hits.at(-1)?.headers['accept-encoding']).toBe('br, gzip, deflate');
  });

  it('cuts a body longer than 3 MB and says so', async () => {
    const response = await requestOnce(pinned(`http://127.0.0.1:${site.port}/big`, site.port), opts());
    expect(response.truncated).toBe(true);
    expect(response.body?.length).toBe(LIMIT);
    expect(response.bodyBytes).toBe(LIMIT);
  });

  it('"start" keeps the decoded start of a page and counts the bytes as sent', async () => {
    const page = await requestOnce(pinned(`http://127.0.0.1:${site.port}/big-gzip-page`, site.port), opts({ body: 'start' }));
    expect(page.body?.length).toBe(START_BYTES);
    expect(page.body?.toString().startsWith(`<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'">`)).toBe(true);
    expect(page.bodyBytes).toBeLessThan(START_BYTES); // gzip: far fewer bytes were sent than the page holds
    expect(page.truncated).toBe(false);
    const small = await requestOnce(pinned(`http://127.0.0.1:${site.port}/gzip`, site.port), opts({ body: 'start' }));
    expect(small.body?.toString()).toBe('<p>Tere!</p>');
    const big = await requestOnce(pinned(`http://127.0.0.1:${site.port}/big`, site.port), opts({ body: 'start' }));
    expect(big).toMatchObject({ truncated: true, bodyBytes: LIMIT });
    expect(big.body?.length).toBe(START_BYTES);
    const broken = await requestOnce(pinned(`http://127.0.0.1:${site.port}/broken-gzip`, site.port), opts({ body: 'start' }));
    expect(broken).toMatchObject({ status: 200, bodyBytes: 15, truncated: false });
    expect(broken.body?.length).toBe(0);
  });

  it('decodes gzip, and cuts a decompression bomb at 3 MB of output', async () => {
    const small = await requestOnce(pinned(`http://127.0.0.1:${site.port}/gzip`, site.port), opts());
    expect(small.body?.toString()).toBe('<p>Tere!</p>');
    expect(small.headers['content-encoding']).toBe('gzip');
    const bomb = await requestOnce(pinned(`http://127.0.0.1:${site.port}/bomb`, site.port), opts());
    expect(bomb.truncated).toBe(true);
    expect(bomb.body?.length).toBe(LIMIT);
  });

  it('HEAD and "none" read no body', async () => {
    const head = await requestOnce(pinned(`http://127.0.0.1:${site.port}/big`, site.port), opts({ method: 'HEAD' }));
    expect(head).toMatchObject({ status: 200, body: null, bodyBytes: 0, truncated: false });
    expect(site.hits.at(-1)?.method).toBe('HEAD');
  });

  it('gives up when the connection is not made within the connect timeout', async () => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const code = await errorCode(requestOnce(pinned(`https://127.0.0.1:${silent.port}/`, silent.port), opts({ connectTimeoutMs: 300 })));
      expect(code).toBe('connect_timeout');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await silent.close();
    }
  });

  it('gives up at the deadline when the answer or its body stalls', async () => {
    for (const path of ['/no-answer', '/stall-body']) {
      const started = Date.now();
      const code = await errorCode(requestOnce(pinned(`http://127.0.0.1:${site.port}${path}`, site.port), opts({ signal: AbortSignal.timeout(400) })));
      expect(code).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it('a closed port is unreachable', async () => {
    const probe = http.createServer();
    const port = await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(/** @type {any} */ (probe.address()).port)));
    await new Promise((resolve) => probe.close(resolve));
    expect(await errorCode(requestOnce(pinned(`http://127.0.0.1:${port}/`, /** @type {number} */ (port)), opts()))).toBe('unreachable');
  });

  it('refuses an untrusted certificate when asked to verify, and reads it when not', async () => {
    const url = `https://localhost:${selfSignedSite.port}/`;
    expect(await errorCode(requestOnce(pinned(url, selfSignedSite.port), opts()))).toBe('tls');
    const lenient = await requestOnce(pinned(url, selfSignedSite.port), opts({ verifyTls: false }));
    expect(lenient.body?.toString()).toBe('ok');
    const trusted = await requestOnce(pinned(`https://localhost:${trustedSite.port}/`, trustedSite.port), opts({ ca: certs.ca }));
    expect(trusted.body?.toString()).toBe('trusted');
    // The certificate names localhost only: the IP address does not match it.
    expect(await errorCode(requestOnce(pinned(`https://127.0.0.1:${trustedSite.port}/`, trustedSite.port), opts({ ca: certs.ca })))).toBe('tls');
  });
});

describe('TLS probe', () => {
  const probeOptions = () => ({ signal: AbortSignal.timeout(5_000), connectTimeoutMs: 5_000 });

  it('reports protocol, HTTP/2 and a self-signed certificate', async () => {
    const info = await probeTls(pinned(`https://localhost:${selfSignedSite.port}/`, selfSignedSite.port), probeOptions());
    expect(info.protocol).toBe('TLSv1.3');
    expect(info.alpn).toBe('h2');
    expect(info.certificate).toMatchObject({ subject: 'localhost', trusted: false, hostnameMatches: true, error: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(info.certificate?.daysLeft).toBeGreaterThanOrEqual(89);
  });

  it('a certificate of a trusted CA: trusted, the days it has left, and whether it names the host', async () => {
    const named = await probeTls(pinned(`https://localhost:${trustedSite.port}/`, trustedSite.port), { ...probeOptions(), ca: certs.ca });
    expect(named.certificate).toMatchObject({ issuer: 'Veebiselge Test CA', trusted: true, hostnameMatches: true, error: null, altNames: ['localhost'] });
    expect([9, 10]).toContain(named.certificate?.daysLeft);
    const byIp = await probeTls(pinned(`https://127.0.0.1:${trustedSite.port}/`, trustedSite.port), { ...probeOptions(), ca: certs.ca });
    expect(byIp.certificate).toMatchObject({ trusted: true, hostnameMatches: false });
  });

  it('times out on a server that never completes the handshake', async () => {
    const silent = await startSilentServer();
    try {
      expect(await errorCode(probeTls(pinned(`https://127.0.0.1:${silent.port}/`, silent.port), { signal: AbortSignal.timeout(5_000), connectTimeoutMs: 300 }))).toBe(
        'connect_timeout',
      );
    } finally {
      await silent.close();
    }
  });
});
