import { test, expect } from './fixtures';
import { exportedRoutes } from './exported-pages';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { buildReport } from '@/lib/tester/report';
import { analyzePageSource } from '@/lib/tester/page/analyze-source';
import { siteUrl } from '@/lib/site';

/**
 * The site passes its own tester: every exported page, tested through the tester API of the served build (npm start),
 * gets "good" on every card that applies. The build stands in for its production host (NEXT_PUBLIC_SITE_URL): the
 * test's fetch sends every address of that host to the served build on loopback instead (like curl's --connect-to),
 * and maps the answers back, so the canonical addresses, robots.txt and the sitemap are read as Google reads them,
 * and nothing leaves loopback. PageSpeed is answered from a recorded fixture (loopback-sites.mjs).
 * Not applicable on loopback: the cards about https (SSL, the http→https redirect, HTTP/2), measured in production,
 * and the server's response time, a timing of this test machine under load (performance is measured by npm run
 * bench); and the domain's DNS (the API is asked about 127.0.0.1, which has no domain to look up). The one card left
 * warning on purpose: /blogi's title, which the spec fixes word for word (61 characters).
 */
const NOT_ON_LOOPBACK = new Set(['ssl', 'redirects', 'http2', 'response-time', 'domain-trust']);
const SPEC_FIXED = new Set(['/blogi title']);

for (const path of exportedRoutes()) {
  test(`${path}: every applicable card of the tester is good`, async ({ baseURL }) => {
    test.setTimeout(60_000);
    const production = new URL(siteUrl).origin;
    const loopback = `http://127.0.0.1:${new URL(baseURL!).port}`;
    const toLoopback = (value: string) => value.split(production).join(loopback);
    const fromLoopback = (value: string) => value.split(loopback).join(production);
    const fetchThroughApi = async (input: string, init?: RequestInit) => {
      const url = new URL(input, baseURL);
      const target = url.searchParams.get('url');
      if (target) url.searchParams.set('url', toLoopback(target));
      const response = await fetch(url, init);
      if (!url.pathname.startsWith('/api/') || url.pathname === '/api/proxy') return response;
      return new Response(fromLoopback(await response.text()), { status: response.status, headers: response.headers });
    };
    const target = `${production}${path === '/' ? '' : path}`;
    const result = await runWebsiteTest(
      { host: new URL(production).host, displayUrl: `${new URL(production).host}${path === '/' ? '' : path}`, analysisUrl: target },
      { fetch: fetchThroughApi, testerApi: `${baseURL}/api`, sleep: async () => {}, analyzePage: async (source) => analyzePageSource(source) },
    );
    const report = buildReport(result);
    const cards = report.sections
      .flatMap((s) => s.cards)
      .filter((c) => !NOT_ON_LOOPBACK.has(c.id) && c.grade !== 'info' && !SPEC_FIXED.has(`${path} ${c.id}`));
    const notGood = cards.filter((c) => c.grade !== 'good').map((c) => `${c.id} (${c.grade}): ${c.value} – ${c.found}${c.details ? ` [${c.details.filter((d) => d.status !== 'pass' && d.status !== 'na').map((d) => d.text).join(' | ')}]` : ''}`);
    expect(notGood).toEqual([]);
    expect(cards.map((c) => c.id)).toContain('google');
    expect(report.plan.filter((item) => !NOT_ON_LOOPBACK.has(item.id) && !SPEC_FIXED.has(`${path} ${item.id}`)).map((item) => item.title)).toEqual([]);
  });
}
