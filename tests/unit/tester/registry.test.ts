import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineCheck } from '@/lib/tester/checks/define';
import { REGISTERED_CHECKS, REGISTERED_SHAPE, runRegisteredChecks } from '@/lib/tester/checks/registry';
import { CHECK_NAMES } from '@/lib/tester/engine/checks';
import { testResultSchema } from '@/lib/tester/state/schema';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES } from '../../fixtures/tester/sites';
import { sampleResult } from '../../fixtures/tester/result';

describe('the check registry', () => {
  it('gives every registered check its own field in the test result, checked by the check’s own schema', () => {
    const keys = REGISTERED_CHECKS.map((check) => check.key);
    expect(keys).toEqual(['robotsTxt', 'sitemapXml', 'sitemaps', 'domainTrust', 'linkText', 'crawlableLinks', 'hreflang']);
    for (const check of REGISTERED_CHECKS) expect(REGISTERED_SHAPE[check.key]).toBe(check.schema);
    // A saved result whose robots.txt field is not what the robots check returns is refused as a whole.
    const broken = { ...sampleResult(), robotsTxt: { exists: 'yes' } };
    expect(testResultSchema.safeParse(broken).success).toBe(false);
    expect(testResultSchema.safeParse(sampleResult()).success).toBe(true);
  });

  it('runs every registered check on the site, reports each one done, and returns their fields', async () => {
    const fake = fakeFetch(SITES.good);
    const done: string[] = [];
    const results = await runRegisteredChecks('https://paikesekiir.test', { fetch: fake.fetch, proxy: TEST_PROXY }, (key) => done.push(key));
    expect(Object.keys(results).sort()).toEqual(['crawlableLinks', 'domainTrust', 'hreflang', 'linkText', 'robotsTxt', 'sitemapXml', 'sitemaps']);
    expect(results.robotsTxt).toMatchObject({ exists: true, blocksAll: false });
    expect(results.sitemapXml).toEqual({ exists: true, error: null });
    // Through the CORS proxy (no tester API) the domain is not checked, and says so.
    expect(results.domainTrust).toEqual({ domain: null, findings: [], error: 'no_api' });
    // The link checks read the page as the run read it; without it they say so.
    expect(results.linkText).toEqual({ checked: 0, count: 0, examples: [], error: 'notRead' });
    expect(done.sort()).toEqual(['crawlableLinks', 'domainTrust', 'hreflang', 'linkText', 'robotsTxt', 'sitemapXml', 'sitemaps']);
    // robots.txt is read once per run: the sitemap discovery shares the robots check's read.
    expect(fake.calls.filter((c) => c.target?.endsWith('/robots.txt'))).toHaveLength(1);
    expect(results.sitemaps).toMatchObject({ source: 'robots', urlCount: 1, listsPage: true });
    for (const check of REGISTERED_CHECKS) expect(check.schema.safeParse(results[check.key]).success).toBe(true);
  });

  it('names only real checks in the progress list', () => {
    const registered: readonly string[] = REGISTERED_CHECKS.map((check) => check.key);
    expect(CHECK_NAMES.filter((name) => registered.includes(name))).toEqual(['robotsTxt', 'sitemapXml']);
  });

  it('keeps a check’s key a literal, so the result type names its field', () => {
    const check = defineCheck({ key: 'example', schema: z.object({ ok: z.boolean() }), run: async () => ({ ok: true }) });
    const key: 'example' = check.key;
    expect(key).toBe('example');
  });
});
