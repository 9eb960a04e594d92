/**
 * The tester's contract (lib/tester/contract.mjs) from both sides in one test: the API's handler (api/handler.mjs)
 * serves every endpoint of the table, and what it answers about the loopback fixture sites of the end-to-end
 * tests (tests/fixtures/tester/loopback-sites.mjs, the same sites and settings) passes the browser's own checks
 * (lib/tester/engine/api.ts, which validates every answer against the contract's schemas). Nothing leaves loopback.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '@/api/handler.mjs';
import { apiAvailable, getApiJson, proxyFetch, apiProxyPrefix, type ApiDeps } from '@/lib/tester/engine/api';
import { API_ERRORS, API_PREFIX, ENDPOINTS, errorAnswer, TRANSIT_MS, type EndpointName } from '@/lib/tester/contract.mjs';
import { caFileOf, CERT_DAYS_LEFT, loopbackPorts, SERVER_PAGESPEED_KEY, testerApiEnv } from '../../fixtures/tester/loopback-env';
import { startLoopbackSites } from '../../fixtures/tester/loopback-sites.mjs';

/** Ports of their own: the e2e port + 90 (the fixtures take +91..+95). */
const BASE = Number(process.env.E2E_PORT ?? 3100) + 90;
const ORIGIN = `http://127.0.0.1:${BASE}`;
const SITES = ['https://paikesekiir.test/', 'http://vanapood.test/'];

let close: () => void = () => {};
let handle: ReturnType<typeof createApiHandler>;
/** The browser's view of the API: its fetch goes straight into the handler. */
let deps: ApiDeps;

beforeAll(async () => {
  const ports = loopbackPorts(BASE);
  close = await startLoopbackSites({
    https: ports.https,
    http: ports.http,
    services: ports.services,
    dns: ports.dns,
    ca: caFileOf(BASE),
    certDays: CERT_DAYS_LEFT,
    pageSpeedKey: SERVER_PAGESPEED_KEY,
  });
  handle = createApiHandler({ env: testerApiEnv(BASE), ca: readFileSync(caFileOf(BASE), 'utf8'), log: () => {}, localOrigins: [ORIGIN] });
  deps = {
    base: API_PREFIX,
    fetch: (input, init) => handle(new Request(new URL(String(input), ORIGIN), init), { clientIp: '127.0.0.1' }),
  };
}, 30_000);

afterAll(() => close());

/** How each endpoint is called the way the browser calls it; a new endpoint without an entry fails the type check. */
const CALLS: Record<EndpointName, (target: string) => Promise<unknown>> = {
  health: async () => expect(await apiAvailable(deps)).toBe(true),
  proxy: async (target) => {
    const response = await proxyFetch(deps.fetch)(`${apiProxyPrefix(deps.base)}${encodeURIComponent(target)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
  },
  inspect: (target) => getApiJson(deps, 'inspect', target),
  pagespeed: (target) => getApiJson(deps, 'pagespeed', target),
  validate: (target) => getApiJson(deps, 'validate', target),
  dns: (target) => getApiJson(deps, 'dns', target),
};

describe('the contract, from the server and from the browser', () => {
  it('every endpoint of the table is served, and nothing else', async () => {
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      const response = await deps.fetch(`${API_PREFIX}/${name}?url=${encodeURIComponent(SITES[0])}`);
      expect([name, response.status]).toEqual([name, 200]);
    }
    const unknown = await deps.fetch(`${API_PREFIX}/ei-ole`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'not_found' }]);
  });

  it.each(SITES)('the answers about %s pass the browser’s schemas', async (site) => {
    for (const [name, call] of Object.entries(CALLS)) {
      await expect(call(site).then(() => name)).resolves.toBe(name);
    }
    const inspection = await getApiJson(deps, 'inspect', site);
    expect(inspection.finalUrl).toBe(site);
    expect(inspection.security.findings.length).toBeGreaterThan(5);
    // Mozilla's grade of the same answers, read with the browser's schema: every test, each with its modifier.
    expect(inspection.observatory?.tests.map((t) => t.id)).toHaveLength(10);
    expect(inspection.observatory).toMatchObject(
      site.startsWith('https:')
        ? { grade: 'B', score: 75 } // no CSP (-25); the Referrer-Policy and X-Frame-Options bonuses do not count below 90
        : { grade: 'F', score: 10 }, // plain http: no CSP -25, no HTTPS for HSTS -20, no redirect -20, no nosniff -5, no framing protection -20
    );
    expect(inspection.thirdParties).toEqual({ hosts: [], total: 0 });
    expect(Object.values(await getApiJson(deps, 'pagespeed', site).then((a) => a.scores)).every((s) => s > 0)).toBe(true);
    const domain = await getApiJson(deps, 'dns', site);
    expect(domain.domain).toBe(new URL(site).hostname);
    expect(domain.findings.map((f) => f.id)).toEqual(['mx', 'spf', 'spf-lookups', 'spf-all', 'dmarc', 'dmarc-reports', 'dnssec', 'caa']);
  });

  it('every error answer is { error: code } with the status the contract gives that code', async () => {
    const asked = [
      `${API_PREFIX}/inspect`,
      `${API_PREFIX}/inspect?url=${encodeURIComponent('http://192.168.1.1/')}`,
      `${API_PREFIX}/proxy?url=${encodeURIComponent('https://a:b@paikesekiir.test/')}`,
      `${API_PREFIX}/validate?url=${encodeURIComponent('https://paikesekiir.test:8443/')}`,
      `${API_PREFIX}/dns?url=${encodeURIComponent('https://192.0.2.1/')}`,
      `${API_PREFIX}/dns?url=${encodeURIComponent('https://printer.local/')}`,
      `${API_PREFIX}/dns?url=${encodeURIComponent('https://olematu-nimi.test/')}`,
    ];
    for (const path of asked) {
      const response = await deps.fetch(path);
      const body = errorAnswer.parse(await response.json());
      expect([path, response.status]).toEqual([path, API_ERRORS[body.error]]);
    }
  });

  it('each endpoint allows the methods of the table, and says them when refusing another', async () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const response = await deps.fetch(`${API_PREFIX}/${name}?url=${encodeURIComponent(SITES[0])}`, { method: 'DELETE' });
      expect([name, response.status, response.headers.get('Allow')]).toEqual([name, 405, endpoint.methods.join(', ')]);
    }
  });

  it('the browser waits for each endpoint longer than the server works on it', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (endpoint.serverMs !== null) expect([name, endpoint.clientMs]).toEqual([name, endpoint.serverMs + TRANSIT_MS]);
    }
  });
});
