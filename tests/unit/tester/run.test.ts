import { W3C_DETAILS, W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { describe, expect, it, vi } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { notificationMessage, notificationParams, notifyTestDone } from '@/lib/tester/report/notify';
import { CHECK_NAMES, runWebsiteTest } from '@/lib/tester/engine/run';
import { testResultSchema } from '@/lib/tester/state/schema';
import { STATS_RANGES } from '@/lib/tester/checks/stats';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES, type FixtureSite } from '../../fixtures/tester/sites';
import { sampleResult } from '../../fixtures/tester/result';

const addressOf = (site: FixtureSite): TestAddress => {
  const checked = normalizeAddress(site.host);
  if (!checked.ok) throw new Error(checked.error);
  return checked.address;
};

const noWait = () => Promise.resolve();

async function run(site: FixtureSite, options: Parameters<typeof fakeFetch>[1] = {}, extra = {}) {
  const fake = fakeFetch(site, options);
  const result = await runWebsiteTest(addressOf(site), {
    fetch: fake.fetch,
    proxy: TEST_PROXY,
    testerApi: '',
    pageSpeedApiKey: 'k3y',
    sleep: noWait,
    random: () => 0.5,
    ...extra,
  });
  return { result, calls: fake.calls };
}

describe('runWebsiteTest', () => {
  it('reads the page once: its own results and the link checks share the read', async () => {
    const { result, calls } = await run(SITES.poor);
    expect(calls.filter((c) => c.target === addressOf(SITES.poor).analysisUrl && c.method !== 'HEAD')).toHaveLength(1);
    expect(result.linkText).toMatchObject({ checked: 2, count: 1, examples: [{ text: 'Loe edasi', href: '/meist' }], error: null });
    expect(result.crawlableLinks).toMatchObject({ checked: 2, count: 1, examples: [{ text: 'Menüü', href: 'javascript:void(0)' }], error: null });
  });

  it('produces the spec’s test-result shape for a good site', async () => {
    const { result } = await run(SITES.good);
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      displayUrl: 'paikesekiir.test',
      analysisUrl: 'https://paikesekiir.test',
      ssl: { valid: true, status: 'READY' },
      lighthouse: { performance: 93, accessibility: 98, bestPractices: 96, seo: 100, error: null },
      w3c: { valid: true, errors: 0 },
      httpStatus: { status: 200, statusText: 'OK', error: null },
      robotsTxt: { exists: true, blocksAll: false },
      sitemapXml: { exists: true },
      htmlAnalysis: { titleLength: 49, h1Count: 1, langAttribute: 'et' },
      imageAnalysis: { totalImages: 2, altCoverage: 100 },
      structuredData: { hasJsonLd: true, jsonLdCount: 2 },
      socialMeta: { overallScore: 100, hasFavicon: true },
      security: { score: 75, measured: false, findings: [], error: 'meie testiserver (API) ei olnud kättesaadav' },
      server: null,
    });
  });

  it('a poor site: its shortcomings are all reported', async () => {
    const { result } = await run(SITES.poor);
    expect(result).toMatchObject({
      lighthouse: { performance: 31 },
      w3c: { valid: false, errors: 5, warnings: 1 },
      robotsTxt: { exists: true, blocksAll: true },
      sitemapXml: { exists: false },
      htmlAnalysis: { title: 'Avaleht', metaDescription: null, h1Count: 3 },
      imageAnalysis: { totalImages: 4, altCoverage: 50 },
      socialMeta: { overallScore: 0, hasFavicon: false },
    });
  });

  it('an unreachable site: every check falls back, nothing throws', async () => {
    const { result } = await run(SITES.unreachable);
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(result.httpStatus).toEqual({ status: 0, statusText: '', error: 'HTTP staatus: Ühendus ebaõnnestus' });
    expect(result.ssl.error).toBe('SSL test failed');
    expect(result.robotsTxt.error).toBe('robots.txt check failed');
    expect(result.sitemapXml.error).toBe('sitemap.xml check failed');
    expect(result.htmlAnalysis.error).toBe('HTML analysis failed');
    expect(result.lighthouse.error).toMatch(/^API error \(500\)/);
    expect(result.w3c.error).toMatch(/^Viga HTML analüüsis: /);
  });

  it('starts every check at once (each request before any answer)', async () => {
    const { calls } = await run(SITES.good, { delay: 50 });
    const firstWave = calls.filter((c) => c.answeredBefore === 0);
    expect(firstWave.map((c) => c.target ?? 'pagespeed').sort()).toEqual(
      [
        'https://paikesekiir.test', // SSL
        'https://paikesekiir.test', // HTTP status
        'https://paikesekiir.test', // page
        'https://paikesekiir.test/robots.txt',
        'https://paikesekiir.test/sitemap.xml',
        'https://validator.w3.org/nu/?doc=https%3A%2F%2Fpaikesekiir.test&out=json',
        'pagespeed',
      ].sort(),
    );
  });

  it('one check hanging does not hold the others: it ends at its own timeout', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeFetch(SITES.good, { override: (c) => (c.target?.startsWith('https://validator') ? { fail: 'hang' } : undefined) });
      const done: string[] = [];
      const pending = runWebsiteTest(addressOf(SITES.good), {
        fetch: fake.fetch,
        proxy: TEST_PROXY,
        testerApi: '',
        pageSpeedApiKey: 'k3y',
        onCheckDone: (name) => done.push(name),
      });
      await vi.advanceTimersByTimeAsync(1000);
      // Every step but the hanging one, and the domain check and the sitemap discovery (no steps of the progress
      // list of their own, but each reports done like every check).
      expect(done.sort()).toEqual([...CHECK_NAMES.filter((n) => n !== 'w3c'), 'domainTrust', 'sitemaps', 'linkText', 'crawlableLinks', 'hreflang'].sort());
      await vi.advanceTimersByTimeAsync(14_000);
      const result = await pending;
      expect(result.w3c.error).toBe(W3C_ERRORS.failed(W3C_DETAILS.timeout));
      expect(result.lighthouse.performance).toBe(93);
    } finally {
      vi.useRealTimers();
    }
  });

  it('visitor statistics come after 1 s, within the spec’s ranges', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    for (const r of [0, 0.999999]) {
      const { result } = await run(SITES.good, {}, { random: () => r, sleep });
      const s = result.stats;
      expect(s.bounceRate).toBeGreaterThanOrEqual(STATS_RANGES.bounceRate[0]);
      expect(s.bounceRate).toBeLessThanOrEqual(STATS_RANGES.bounceRate[1]);
      expect(s.monthlyVisitors).toBeGreaterThanOrEqual(1000);
      expect(s.monthlyVisitors).toBeLessThanOrEqual(9999);
      expect(s.pagesPerVisit).toBeGreaterThanOrEqual(1);
      expect(s.pagesPerVisit).toBeLessThanOrEqual(4);
      expect(s.avgVisitDuration).toMatch(/^[1-3]:[0-5]\d$/);
    }
    expect(sleep).toHaveBeenCalledWith(1000);
    const low = (await run(SITES.good, {}, { random: () => 0 })).result.stats;
    expect(low).toEqual({ bounceRate: 35, avgVisitDuration: '1:00', pagesPerVisit: 1, monthlyVisitors: 1000 });
    const high = (await run(SITES.good, {}, { random: () => 0.999999 })).result.stats;
    expect(high).toEqual({ bounceRate: 74, avgVisitDuration: '3:00', pagesPerVisit: 4, monthlyVisitors: 9999 });
  });
});

describe('notification', () => {
  it('one e-mail with subject "Veebilehe test" and the eight facts', () => {
    const params = notificationParams(sampleResult());
    expect(params.from_name).toBe('Veebilehe test');
    expect(params.reply_to).toMatch(/@/);
    expect(params.message.split('\n')).toEqual([
      'Veebilehe test',
      '',
      'Veebileht: https://xn--nide-loa.ee',
      'SSL: kehtiv',
      'Kiirus: 82/100',
      'HTML-vead: 3',
      'Turvaskoor: ei mõõdetud – meie testiserver (API) ei olnud kättesaadav (vaikeväärtus 75/100)',
      'SEO: 73/100',
      'Ligipääsetavus: 91/100',
      'Standardid: 100/100',
    ]);
  });

  it('says when a value could not be measured', () => {
    const text = notificationMessage(
      sampleResult({
        lighthouse: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error: 'Network error' },
        ssl: { valid: false, grade: null, issuedTo: null, error: 'SSL test failed', status: 'READY' },
      }),
    );
    expect(text).toContain('Kiirus: ei mõõdetud (Network error)');
    expect(text).toContain('SSL: puudub (SSL test failed)');
  });

  it('a failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(notifyTestDone(sampleResult(), async () => ({ success: false, status: 0, error: 'Network Error' }))).resolves.toBeUndefined();
    await expect(notifyTestDone(sampleResult(), async () => Promise.reject(new Error('boom')))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
