import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHttpStatus, HTTP_UNREACHABLE, statusTextOf } from '@/lib/tester/checks/http-status';
import { fetchWithTimeout, proxied, TimeoutError } from '@/lib/tester/engine/http';
import { checkPageSpeed, PAGESPEED_ERRORS, pageSpeedUrl } from '@/lib/tester/checks/pagespeed';
import { checkSitemapXml } from '@/lib/tester/checks/sitemap';
import { checkSsl, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { checkW3c, countValidatorMessages, validatorUrl, W3C_DETAILS, W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES, type FixtureResponse, type FixtureSite } from '../../fixtures/tester/sites';

afterEach(() => {
  vi.useRealTimers();
});

const json = (status: number, body: unknown): FixtureResponse => ({ status, body: JSON.stringify(body), contentType: 'application/json' });

describe('the proxy', () => {
  it('appends the encoded target to the proxy prefix', () => {
    expect(proxied('https://näide.ee/a?b=1&c=2', 'https://api.allorigins.win/raw?url=')).toBe(
      'https://api.allorigins.win/raw?url=https%3A%2F%2Fn%C3%A4ide.ee%2Fa%3Fb%3D1%26c%3D2',
    );
  });

  it('fetchWithTimeout aborts the request and rejects with TimeoutError', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = (_: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    };
    const pending = fetchWithTimeout(hanging, 'https://x.test', 5000);
    const assertion = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(signal?.aborted).toBe(true);
  });
});

describe('checkSsl', () => {
  it('https answering through the proxy is a valid certificate', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    expect(await checkSsl('paikesekiir.test', { fetch, proxy: TEST_PROXY })).toEqual({
      valid: true,
      grade: 'A',
      issuedTo: 'paikesekiir.test',
      error: null,
      status: 'READY',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`HEAD ${TEST_PROXY}https%3A%2F%2Fpaikesekiir.test`]);
  });

  it('falls back to http: a site without https is not valid', async () => {
    const { fetch, calls } = fakeFetch(SITES.good, {
      override: (call) => (call.target?.startsWith('https://') ? { fail: 'network' } : undefined),
    });
    expect(await checkSsl('paikesekiir.test', { fetch, proxy: TEST_PROXY })).toMatchObject({ valid: false, error: SSL_NO_HTTPS, status: 'READY' });
    expect(calls.map((c) => c.target)).toEqual(['https://paikesekiir.test', 'http://paikesekiir.test']);
  });

  it('nothing answering gives the fallback text', async () => {
    const { fetch } = fakeFetch(SITES.unreachable);
    expect(await checkSsl('olematu.test', { fetch, proxy: TEST_PROXY })).toMatchObject({ valid: false, error: 'SSL test failed', status: 'READY' });
  });

  it('https not answering within 5 s is still in progress', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ fail: 'hang' }) });
    const pending = checkSsl('paikesekiir.test', { fetch, proxy: TEST_PROXY });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await pending).toEqual({ valid: false, grade: null, issuedTo: null, error: null, status: 'IN_PROGRESS' });
  });
});

describe('checkPageSpeed', () => {
  const target = 'https://paikesekiir.test';

  it('asks for the mobile strategy, the four categories and the key', () => {
    const url = new URL(pageSpeedUrl(target, 'k3y'));
    expect(url.origin + url.pathname).toBe('https://www.googleapis.com/pagespeedonline/v5/runPagespeed');
    expect(url.searchParams.get('url')).toBe(target);
    expect(url.searchParams.get('strategy')).toBe('mobile');
    expect(url.searchParams.getAll('category')).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
    expect(url.searchParams.get('key')).toBe('k3y');
  });

  it('multiplies each category score by 100', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    expect(await checkPageSpeed(target, 'k3y', fetch)).toMatchObject({ performance: 93, accessibility: 98, bestPractices: 96, seo: 100, error: null });
    expect(calls[0].target).toBeNull();
  });

  it('without a key: no request, zeros and the spec text', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    expect(await checkPageSpeed(target, '  ', fetch)).toEqual({
      performance: 0,
      accessibility: 0,
      bestPractices: 0,
      seo: 0,
      error: 'PageSpeed API key is missing in environment variables',
    });
    expect(calls).toHaveLength(0);
  });

  it('403: the key is not allowed', async () => {
    const { fetch } = fakeFetch(SITES.good, { override: () => json(403, { error: { code: 403, message: 'Requests from referer are blocked.' } }) });
    expect(await checkPageSpeed(target, 'k3y', fetch)).toMatchObject({ performance: 0, error: PAGESPEED_ERRORS.forbidden });
  });

  it('another API error: "API error (status): message"', async () => {
    const { fetch } = fakeFetch(SITES.unreachable);
    expect((await checkPageSpeed(target, 'k3y', fetch)).error).toBe('API error (500): Lighthouse returned error: FAILED_DOCUMENT_REQUEST.');
  });

  it('an API error without a JSON message uses the status text', async () => {
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ status: 429, body: 'slow down' }) });
    expect((await checkPageSpeed(target, 'k3y', fetch)).error).toBe('API error (429): Unknown error');
  });

  it('a network failure: "Network error"', async () => {
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ fail: 'network' }) });
    expect(await checkPageSpeed(target, 'k3y', fetch)).toEqual({ performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error: 'Network error' });
  });

  it('no answer within 60 s: "Network error"', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ fail: 'hang' }) });
    const pending = checkPageSpeed(target, 'k3y', fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).error).toBe('Network error');
  });

  it('a 200 answer without a Lighthouse result is an API error, not a zero score', async () => {
    const { fetch } = fakeFetch(SITES.good, { override: () => json(200, { kind: 'pagespeedonline#result' }) });
    expect((await checkPageSpeed(target, 'k3y', fetch)).error).toMatch(/^API error \(200\): /);
  });
});

describe('checkW3c', () => {
  const target = 'https://vanapood.test';

  it('sends doc and out=json through the proxy and counts errors, warnings and info', async () => {
    const { fetch, calls } = fakeFetch(SITES.poor);
    expect(await checkW3c(target, { fetch, proxy: TEST_PROXY })).toEqual({ valid: false, errors: 5, warnings: 1, info: 1, error: null });
    expect(calls[0].target).toBe('https://validator.w3.org/nu/?doc=https%3A%2F%2Fvanapood.test&out=json');
    expect(validatorUrl(target)).toBe(calls[0].target);
  });

  it('no errors is valid', async () => {
    const { fetch } = fakeFetch(SITES.good);
    expect(await checkW3c('https://paikesekiir.test', { fetch, proxy: TEST_PROXY })).toEqual({ valid: true, errors: 0, warnings: 0, info: 1, error: null });
  });

  it('the validator unable to fetch the page: "Viga HTML analüüsis: {error}"', async () => {
    const { fetch } = fakeFetch(SITES.good, {
      override: () => json(200, { messages: [{ type: 'non-document-error', subType: 'io', message: 'HTTP resource not retrievable.' }] }),
    });
    expect((await checkW3c(target, { fetch, proxy: TEST_PROXY })).error).toBe('Viga HTML analüüsis: HTTP resource not retrievable.');
  });

  it('a network failure, an error status and a timeout name their cause', async () => {
    const network = fakeFetch(SITES.unreachable);
    expect((await checkW3c(target, { fetch: network.fetch, proxy: TEST_PROXY })).error).toBe(W3C_ERRORS.failed(W3C_DETAILS.network));

    const status = fakeFetch(SITES.good, { override: () => ({ status: 503, body: 'busy' }) });
    expect((await checkW3c(target, { fetch: status.fetch, proxy: TEST_PROXY })).error).toBe(W3C_ERRORS.failed(W3C_DETAILS.status(503)));

    vi.useFakeTimers();
    const hang = fakeFetch(SITES.good, { override: () => ({ fail: 'hang' }) });
    const pending = checkW3c(target, { fetch: hang.fetch, proxy: TEST_PROXY });
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await pending).error).toBe(W3C_ERRORS.failed(W3C_DETAILS.timeout));
  });

  it('an answer without a result: "Tehnilisi vigu ei õnnestunud kontrollida."', async () => {
    for (const body of ['<html>proxy error page</html>', JSON.stringify({ url: target })]) {
      const { fetch } = fakeFetch(SITES.good, { override: () => ({ status: 200, body }) });
      expect(await checkW3c(target, { fetch, proxy: TEST_PROXY })).toEqual({
        valid: false,
        errors: 0,
        warnings: 0,
        info: 0,
        error: 'Tehnilisi vigu ei õnnestunud kontrollida.',
      });
    }
    expect(countValidatorMessages(null).error).toBe(W3C_ERRORS.missing);
  });
});

describe('checkHttpStatus', () => {
  const deps = (site: FixtureSite = SITES.good, override?: Parameters<typeof fakeFetch>[1]) => ({ ...fakeFetch(site, override), proxy: TEST_PROXY });

  it('HEAD first', async () => {
    const d = deps();
    expect(await checkHttpStatus('https://paikesekiir.test', d)).toEqual({ status: 200, statusText: 'OK', error: null });
    expect(d.calls.map((c) => c.method)).toEqual(['HEAD']);
  });

  it('GET when HEAD is refused or fails', async () => {
    const refused = deps(SITES.good, { override: (c) => (c.method === 'HEAD' ? { status: 405 } : undefined) });
    expect(await checkHttpStatus('https://paikesekiir.test', refused)).toEqual({ status: 200, statusText: 'OK', error: null });
    expect(refused.calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);

    const failing = deps(SITES.good, { override: (c) => (c.method === 'HEAD' ? { fail: 'network' } : { status: 503 }) });
    expect(await checkHttpStatus('https://paikesekiir.test', failing)).toEqual({ status: 503, statusText: 'Service Unavailable', error: null });
  });

  it('an unreachable site is status 0 with "HTTP staatus: Ühendus ebaõnnestus"', async () => {
    expect(await checkHttpStatus('https://olematu.test', deps(SITES.unreachable))).toEqual({ status: 0, statusText: '', error: HTTP_UNREACHABLE });
    expect(HTTP_UNREACHABLE).toBe('HTTP staatus: Ühendus ebaõnnestus');
  });

  it('status text: the server’s own, else the standard phrase', () => {
    expect(statusTextOf(404)).toBe('Not Found');
    expect(statusTextOf(404, 'Nope')).toBe('Nope');
    expect(statusTextOf(799)).toBe('');
  });
});

describe('checkSitemapXml', () => {
  it('HEAD finds an existing sitemap', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    expect(await checkSitemapXml('https://paikesekiir.test', { fetch, proxy: TEST_PROXY })).toEqual({ exists: true, error: null });
    expect(calls.map((c) => `${c.method} ${c.target}`)).toEqual(['HEAD https://paikesekiir.test/sitemap.xml']);
  });

  it('a 404 means no sitemap', async () => {
    const { fetch } = fakeFetch(SITES.poor);
    expect(await checkSitemapXml('https://vanapood.test', { fetch, proxy: TEST_PROXY })).toEqual({ exists: false, error: null });
  });

  it('GET when HEAD is refused; an HTML page served as the sitemap does not count', async () => {
    const xmlSite = fakeFetch(SITES.good, { override: (c) => (c.method === 'HEAD' ? { status: 405 } : undefined) });
    expect(await checkSitemapXml('https://paikesekiir.test', { fetch: xmlSite.fetch, proxy: TEST_PROXY })).toEqual({ exists: true, error: null });
    expect(xmlSite.calls.map((c) => c.method)).toEqual(['HEAD', 'GET']);

    const soft404 = fakeFetch(SITES.good, {
      override: (c) => (c.method === 'HEAD' ? { fail: 'network' } : { status: 200, body: '<!DOCTYPE html><html><body>Not here</body></html>' }),
    });
    expect(await checkSitemapXml('https://paikesekiir.test', { fetch: soft404.fetch, proxy: TEST_PROXY })).toEqual({ exists: false, error: null });
  });

  it('an unreachable site gives the fallback text', async () => {
    const { fetch } = fakeFetch(SITES.unreachable);
    expect(await checkSitemapXml('https://olematu.test', { fetch, proxy: TEST_PROXY })).toEqual({ exists: false, error: 'sitemap.xml check failed' });
  });
});
