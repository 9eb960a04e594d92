/**
 * The API's settings and its local server: test-only settings never in production (review M3), numbers and
 * addresses checked at startup, `npm start` on loopback with a Host check and a write timeout (L2), the
 * PageSpeed key in no message (L3), and the 500 fallback with the security headers. Servers listen on
 * 127.0.0.1 only; the startup tests run scripts/dev/serve.mjs and the Netlify entry in child processes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, productionReason, readApiConfig } from '../../api/config.mjs';
import { createNodeApiHandler } from '../../api/node.mjs';
import { apiSecurityHeaders } from '../../lib/site-headers/headers.mjs';
import { startSite } from './helpers/servers.mjs';

/** @param {Record<string, string>} env */
const configError = (env) => {
  try {
    readApiConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return /** @type {Error} */ (error).message;
  }
};

describe('M3: test-only settings are refused in production', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    [{ CONTEXT: 'production' }, 'CONTEXT=production'],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'api' }, 'AWS_LAMBDA_FUNCTION_NAME is set'],
  ])('%j: TESTER_API_ALLOW_HOSTS is a startup error that says why', (production, reason) => {
    expect(productionReason(production)).toBe(reason);
    const message = configError({ ...production, TESTER_API_ALLOW_HOSTS: '127.0.0.1:4010' });
    expect(message).toContain('TESTER_API_ALLOW_HOSTS is a test-only setting and is refused in production');
    expect(message).toContain(reason);
  });

  it('the Netlify entry counts as production whatever its variables say', () => {
    expect(() => readApiConfig({ TESTER_API_ALLOW_HOSTS: '127.0.0.1:4010' }, { production: 'Netlify function' })).toThrow(/Netlify function/);
    expect(() => readApiConfig({}, { production: 'Netlify function' })).not.toThrow();
  });

  it('in production the service addresses must be https, and a CA file is warned about', () => {
    expect(configError({ NODE_ENV: 'production', W3C_VALIDATOR_URL: 'http://127.0.0.1:4010/nu/' })).toContain('W3C_VALIDATOR_URL must be an https address in production');
    expect(readApiConfig({ NODE_ENV: 'production', NODE_EXTRA_CA_CERTS: '/tmp/ca.pem' }).warnings.join('\n')).toContain('NODE_EXTRA_CA_CERTS is set in production');
  });

  it.each([
    ['10.0.0.1:80', 'only loopback targets'],
    ['veebiselge.ee:443', 'only loopback targets'],
    ['192.168.1.10:8080', 'only loopback targets'],
    ['veebiselge.ee:443=127.0.0.1:4010', 'only reserved names'],
    ['intranet:80=127.0.0.1:4010', 'only reserved names'],
    ['paikesekiir.test:443=10.0.0.1:443', 'the destination must be a loopback address'],
    ['paikesekiir.test:443=', 'the destination must be a loopback address'],
    ['x=y=z', 'write host:port'],
    ['127.0.0.1', 'write host:port'],
    ['127.0.0.1:0', 'the port must be 1-65535'],
  ])('outside production, the entry %s is refused (%s)', (entry, why) => {
    expect(configError({ TESTER_API_ALLOW_HOSTS: `127.0.0.1:4010,${entry}` })).toContain(why);
  });

  it('loopback entries and reserved names are accepted outside production', () => {
    const config = readApiConfig({ TESTER_API_ALLOW_HOSTS: '127.0.0.1:4010, [::1]:4011, localhost:4012, a.test:443=127.0.0.1:4013, b.example:80=[::1]:4014' });
    expect([...config.allowHosts]).toEqual(['127.0.0.1:4010', '[::1]:4011', 'localhost:4012', 'a.test:443', 'b.example:80']);
  });

  it.each([
    ['TESTER_API_RATE_LIMIT', '0'],
    ['TESTER_API_RATE_LIMIT', 'sixty'],
    ['TESTER_API_RATE_LIMIT', '-5'],
    ['TESTER_API_RATE_LIMIT', '1.5'],
    ['TESTER_API_MAX_OUTBOUND', '0'],
    ['TESTER_API_MAX_OUTBOUND', '50 '.repeat(2)],
    ['TESTER_API_MAX_OUTBOUND_PER_CLIENT', 'many'],
  ])('%s=%j is a startup error, not a silent default', (name, value) => {
    expect(configError({ [name]: value })).toContain(`${name} must be a whole number of at least 1`);
  });

  it('a malformed service address is a startup error that does not repeat the address (it may hold a key)', () => {
    const message = configError({ PAGESPEED_API_URL: 'https://www.googleapis.com:443x/psi?key=AIzaSECRET', PAGESPEED_API_KEY: 'AIzaSECRET' });
    expect(message).toContain('PAGESPEED_API_URL is not a valid address');
    expect(message).not.toContain('SECRET');
    expect(configError({ W3C_VALIDATOR_URL: 'file:///etc/passwd' })).toContain('W3C_VALIDATOR_URL must be an http or https address');
  });
});

/**
 * Run a Node script to its end (at most 15 s) with `env` added to a clean environment.
 * @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runNode(args, env) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TESTER_API_|PAGESPEED_|W3C_|NODE_ENV$|CONTEXT$|AWS_LAMBDA_)/.test(name)));
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill(), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

describe('a startup with the production variables set', () => {
  /** @type {string} */
  let dir;
  const port = Number(process.env.E2E_PORT ?? 3100) + 83;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tester-api-start-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(/** @type {Record<string, string>[]} */ ([{ NODE_ENV: 'production' }, { CONTEXT: 'production' }, { AWS_LAMBDA_FUNCTION_NAME: 'api' }]))('npm start with %j and TESTER_API_ALLOW_HOSTS does not start, and says why', async (production) => {
    const { code, output } = await runNode([resolve('scripts/dev/serve.mjs'), '--dir', dir, '--port', String(port)], {
      ...production,
      TESTER_API_ALLOW_HOSTS: '127.0.0.1:4010',
    });
    expect(code).toBe(1);
    expect(output).toContain('[tester-api] TESTER_API_ALLOW_HOSTS is a test-only setting and is refused in production');
    expect(output).not.toContain('Serving');
  });

  it('the Netlify function does not load with TESTER_API_ALLOW_HOSTS, in any deploy context', async () => {
    const entry = resolve('netlify/functions/api.mjs');
    const { code, output } = await runNode(['--input-type=module', '-e', `await import(${JSON.stringify(entry)})`], { TESTER_API_ALLOW_HOSTS: '127.0.0.1:4010' });
    expect(code).not.toBe(0);
    expect(output).toContain('TESTER_API_ALLOW_HOSTS is a test-only setting and is refused in production (Netlify function)');
    const clean = await runNode(['--input-type=module', '-e', `await import(${JSON.stringify(entry)}); console.log('loaded')`], {});
    expect(clean.output).toContain('loaded');
  });
});

describe('L2: npm start listens on loopback unless told otherwise', () => {
  it('without --host or HOST it listens on 127.0.0.1 only (read from /proc/net/tcp, no connection made)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tester-api-start-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    const port = Number(process.env.E2E_PORT ?? 3100) + 84;
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TESTER_API_|HOST$|PORT$)/.test(name)));
    const child = spawn(process.execPath, [resolve('scripts/dev/serve.mjs'), '--dir', dir, '--port', String(port)], { env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise((resolvePromise) => child.stdout.once('data', resolvePromise));
      const hex = port.toString(16).toUpperCase().padStart(4, '0');
      const listening = readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A')
        .map((cols) => cols[1]);
      expect(listening).toEqual([`0100007F:${hex}`]);
      const v6 = readFileSync('/proc/net/tcp6', 'utf8');
      expect(v6).not.toMatch(new RegExp(`:${hex} [0-9A-F]{32}:0000 0A`));
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The node:http server of npm start's API in this process. @param {Partial<Parameters<typeof createNodeApiHandler>[0]>} options */
async function localServer(options) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  let handle = () => {};
  const server = http.createServer((req, res) => handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise(/** @type {net.AddressInfo} */ (server.address()).port)));
  const serve = createNodeApiHandler({ port, host: '127.0.0.1', env: {}, log: () => {}, ...options });
  handle = (req, res) => void serve(req, res);
  return {
    port,
    sockets,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((r) => server.close(r));
    },
  };
}

/**
 * @param {number} port @param {string} path @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
const get = (port, path, headers = {}) =>
  new Promise((resolvePromise, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });

describe("L2: npm start's API answers only under its own names, and drops answers nobody reads", () => {
  it('a Host it does not serve (a DNS-rebinding page) gets 421; its own names are served', async () => {
    const server = await localServer({ env: { NEXT_PUBLIC_SITE_URL: 'https://veebiselge.ee' } });
    try {
      for (const host of ['evil.example', 'rebind.attacker.test:8080', '192.168.1.20']) {
        const res = await get(server.port, '/api/health', { Host: host });
        expect([host, res.status, JSON.parse(res.body).error]).toEqual([host, 421, 'wrong_host']);
        for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers[name.toLowerCase()]).toBe(value);
      }
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`, 'veebiselge.ee']) {
        expect([host, (await get(server.port, '/api/health', { Host: host })).status]).toEqual([host, 200]);
      }
    } finally {
      await server.close();
    }
  });

  it('an answer the client does not read is dropped after the write timeout, with its buffered body', async () => {
    // Larger than what the kernel takes off the server's hands at once here (a 3 MB answer goes at once), so
    // that it has to wait in the server's own buffers.
    const size = 8 * 1024 * 1024;
    const big = await startSite((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(Buffer.alloc(size, 'a'));
    });
    const server = await localServer({ writeIdleMs: 300, env: { TESTER_API_ALLOW_HOSTS: `127.0.0.1:${big.port}` }, overrides: { maxBodyBytes: size } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = net.connect(server.port, '127.0.0.1');
    try {
      await new Promise((r) => client.once('connect', r));
      client.pause(); // reads nothing
      client.write(`GET /api/proxy?url=${encodeURIComponent(`${big.url}/`)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      // The server has the answer in its buffers; after 300 ms without progress it drops the connection.
      const dropped = await new Promise((resolvePromise) => {
        const started = Date.now();
        const poll = setInterval(() => {
          if (server.sockets.size === 0 || Date.now() - started > 3_000) {
            clearInterval(poll);
            resolvePromise(server.sockets.size === 0);
          }
        }, 50);
      });
      expect(dropped).toBe(true);
    } finally {
      client.destroy();
      await Promise.all([server.close(), big.close()]);
    }
  });
});

describe('the 500 fallback', () => {
  it('carries the security headers and no-store', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await localServer({
      log: () => {
        throw new Error('the log is broken');
      },
    });
    try {
      const res = await get(server.port, '/api/health');
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body)).toEqual({ error: 'internal' });
      expect(res.headers['cache-control']).toBe('no-store');
      for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers[name.toLowerCase()], name).toBe(value);
    } finally {
      await server.close();
    }
  });
});
