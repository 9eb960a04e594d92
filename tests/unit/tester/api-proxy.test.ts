/**
 * The tester reading pages through the real tester API (api/handler.mjs, in this process) from loopback
 * fixture sites: /api/proxy answers application/octet-stream with the site's own type in
 * X-Upstream-Content-Type (nothing of a tested site is a script or document on our origin), and the tester
 * puts that type back, so every page decodes exactly as it does through the CORS proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProxyPrefix, proxyFetch } from '@/lib/tester/engine/api';
import { fetchPage } from '@/lib/tester/page/fetch-page';
import { analyzePageSource } from '@/lib/tester/page/analyze-source';
import { fixtureBytes } from '../../fixtures/tester/sites';

/** api/ is plain JavaScript with JSDoc types, which the site's TypeScript (allowJs off) does not read. */
type ApiHandler = (request: Request, info?: { clientIp?: string }) => Promise<Response>;
const HANDLER_MODULE = '../../../api/handler.mjs';
const { createApiHandler } = (await import(/* @vite-ignore */ HANDLER_MODULE)) as { createApiHandler: (options: object) => ApiHandler };

const PAGES: Record<string, { body: Uint8Array | string; type?: string }> = {
  '/header-charset': { body: fixtureBytes('windows-1257.html'), type: 'text/html; charset=windows-1257' },
  '/meta-charset': { body: fixtureBytes('windows-1257.html'), type: 'text/html' },
  '/iso-8859-1': { body: fixtureBytes('iso-8859-1.html'), type: 'text/html' },
  '/no-type': { body: fixtureBytes('windows-1257.html') },
  '/utf8': { body: '<!doctype html><html lang="et"><head><title>Õunaaed – õunad</title></head><body><h1>Tere</h1></body></html>', type: 'text/html; charset=utf-8' },
};

let site: http.Server;
let base = '';
let handle: (request: Request) => Promise<Response>;

/** The browser's fetch, with /api/* answered by the API in this process. */
const apiFetch = (input: string, init?: RequestInit) => handle(new Request(new URL(input, 'http://localhost:3000'), init));

beforeAll(async () => {
  site = http.createServer((req, res) => {
    const page = PAGES[req.url ?? ''];
    res.writeHead(page ? 200 : 404, page?.type ? { 'Content-Type': page.type } : {});
    res.end(page?.body ?? '');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const api = createApiHandler({ env: { TESTER_API_ALLOW_HOSTS: base.slice('http://'.length) }, log: () => {} });
  handle = (request) => api(request, { clientIp: '127.0.0.1' });
});

afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('pages through /api/proxy decode as they do through the CORS proxy', () => {
  it.each(Object.keys(PAGES))('%s', async (path) => {
    const raw = await apiFetch(`/api/proxy?url=${encodeURIComponent(base + path)}`);
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(raw.headers.get('x-upstream-content-type')).toBe(PAGES[path].type ?? null);

    const viaApi = await fetchPage(`${base}${path}`, { fetch: proxyFetch(apiFetch), proxy: apiProxyPrefix('/api') });
    expect(viaApi.contentType).toBe(PAGES[path].type ?? 'application/octet-stream');
    const body = PAGES[path].body;
    const direct = analyzePageSource({ bytes: typeof body === 'string' ? new TextEncoder().encode(body) : body, contentType: PAGES[path].type ?? 'application/octet-stream' });
    const read = analyzePageSource(viaApi);
    expect(read.encoding).toBe(direct.encoding);
    expect(read.htmlAnalysis.title).toBe(direct.htmlAnalysis.title);
    expect(read.htmlAnalysis.title).toMatch(/[ŠšÕõ]/);
  });
});
