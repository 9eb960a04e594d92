import { describe, expect, it } from 'vitest';
import { crawlSite, CRAWLER_TOKEN, type CrawlOptions } from '@/lib/tester/crawl/crawl';
import { siteFindings } from '@/lib/tester/crawl/findings';
import { analyzeCrawlSource, crawlFactsOf } from '@/lib/tester/crawl/page-facts';
import { indexPage, parseHtmlDocument } from '@/lib/tester/page/html-tree';
import { parseRobotsTxt } from '@/lib/tester/checks/robots-rules';
import { CRAWL_FILES, CRAWL_HOST } from '../../fixtures/tester/crawl-site.mjs';

const ORIGIN = `https://${CRAWL_HOST}`;
const PROXY = '/api/proxy?url=';
const SITEMAP = [...CRAWL_FILES['/kaart.xml'].body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

type Files = Record<string, { status?: number; type: string; body: string; headers?: Record<string, string> }>;

/**
 * The tester API's /proxy in front of `files`: follows redirects (as the API does, up to 5) and answers with the
 * site's final status and body, X-Final-Url, X-Redirects and X-Upstream-Content-Type. Records every address asked
 * and the most requests in flight at once.
 */
function fakeApi(files: Files = CRAWL_FILES, { delay = 0, refuseFirst = 0 } = {}) {
  const asked: { url: string; method: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let refusals = refuseFirst;
  const fetch = async (input: string, init?: RequestInit) => {
    if (refusals > 0) {
      refusals--;
      return new Response(JSON.stringify({ error: 'rate_limited' }), { status: 429, headers: { 'Retry-After': '7', 'Content-Type': 'application/json' } });
    }
    const target = decodeURIComponent(input.slice(PROXY.length));
    const method = init?.method ?? 'GET';
    asked.push({ url: target, method });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      let url = new URL(target);
      let redirects = 0;
      for (;;) {
        const file = url.host === CRAWL_HOST ? files[url.pathname] : undefined;
        const status = file ? (file.status ?? 200) : 404;
        const location = file?.headers?.Location;
        if (location && status >= 300 && status < 400 && redirects < 5) {
          url = new URL(location, url);
          redirects++;
          continue;
        }
        const headers = {
          'X-Upstream-Status': String(status),
          'X-Final-Url': url.href,
          'X-Redirects': String(redirects),
          'X-Upstream-Content-Type': file?.type ?? 'text/html',
        };
        return new Response(method === 'HEAD' ? null : (file?.body ?? '<!doctype html><title>404</title>'), { status, headers });
      }
    } finally {
      inFlight--;
    }
  };
  return { fetch, asked, maxInFlight: () => maxInFlight };
}

const options = (api: ReturnType<typeof fakeApi>, extra: Partial<CrawlOptions> = {}): CrawlOptions => ({
  site: `${ORIGIN}/`,
  fetch: api.fetch,
  proxy: PROXY,
  analyze: async (source, url) => analyzeCrawlSource(source, url),
  sitemapUrls: SITEMAP,
  robots: parseRobotsTxt(CRAWL_FILES['/robots.txt'].body),
  sleep: async () => {},
  ...extra,
});

describe('the whole-site check', () => {
  it('reads 25 pages, sitemap first, at most two at a time, obeying robots.txt for our crawler, then checks the other links with HEAD', async () => {
    const api = fakeApi(CRAWL_FILES, { delay: 2 });
    const progress: number[] = [];
    const crawl = await crawlSite(options(api, { onProgress: (p) => progress.push(p.pages) }));
    const gets = api.asked.filter((a) => a.method === 'GET').map((a) => a.url);
    expect(gets).toHaveLength(25);
    // The tested page, then the sitemap's addresses in order (the home page once), then the links found.
    expect(gets.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/teenused`, `${ORIGIN}/hinnad`]);
    expect(gets).toContain(`${ORIGIN}/kadunud`);
    expect(api.asked.map((a) => a.url)).not.toContain(`${ORIGIN}/sisene/seaded`);
    expect(crawl.blockedByRobots).toEqual([`${ORIGIN}/sisene/seaded`]);
    expect(api.asked.some((a) => !a.url.startsWith(ORIGIN))).toBe(false);
    expect(api.maxInFlight()).toBe(2);
    expect(progress.at(-1)).toBe(25);
    const heads = api.asked.filter((a) => a.method === 'HEAD').map((a) => a.url);
    expect(heads).toContain(`${ORIGIN}/hinnakiri.pdf`);
    expect(heads).toContain(`${ORIGIN}/blogi/puudub`);
    expect(gets.concat(heads)).not.toContain(`${ORIGIN}/ei-jargi`);
  });

  it('reports every case of the fixture site', async () => {
    const findings = siteFindings(await crawlSite(options(fakeApi())));
    const path = (url: string) => url.slice(ORIGIN.length);
    expect(findings.pagesRead).toBe(25);
    expect(findings.brokenLinks.map((b) => [path(b.url), b.status, b.foundOn.map(path)])).toEqual(
      expect.arrayContaining([
        ['/katkine', 404, ['/']],
        ['/viga', 500, ['/']],
        ['/hinnakiri.pdf', 404, ['/']],
        ['/blogi/puudub', 404, ['/blogi']],
      ]),
    );
    expect(findings.brokenLinks).toHaveLength(4);
    expect(findings.redirectChains.map((r) => [path(r.url), path(r.finalUrl), r.hops])).toEqual([['/suunamine', '/meist', 2]]);
    expect(findings.duplicateTitles).toEqual([{ text: 'Blogi | Kogusait', pages: [`${ORIGIN}/blogi`, `${ORIGIN}/blogi/1`, `${ORIGIN}/blogi/2`] }]);
    expect(findings.duplicateDescriptions.map((d) => d.pages.map(path))).toEqual([['/teenused', '/hinnad']]);
    expect(findings.missing.map((m) => [path(m.page), m.title, m.description, m.h1])).toEqual(
      expect.arrayContaining([
        ['/meist', false, true, false],
        ['/kontakt', false, false, true],
        ['/blogi/3', true, false, false],
      ]),
    );
    expect(findings.noindexInSitemap.map(path)).toEqual(['/peidus']);
    expect(findings.failingSitemapUrls.map((f) => [path(f.url), f.status])).toEqual([['/kadunud', 404]]);
    expect(findings.blockedByRobots).toBe(1);
  });

  it('stops when the visitor asks and keeps what it found', async () => {
    const controller = new AbortController();
    const api = fakeApi(CRAWL_FILES, { delay: 5 });
    const crawl = await crawlSite(
      options(api, {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.pages >= 4) controller.abort();
        },
      }),
    );
    expect(crawl.stopped).toBe(true);
    expect(crawl.pages.length).toBeGreaterThanOrEqual(4);
    expect(crawl.pages.length).toBeLessThan(8);
    const asked = api.asked.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.asked.length).toBe(asked);
  });

  it('waits when the API asks it to, then goes on', async () => {
    const waits: number[] = [];
    const crawl = await crawlSite(options(fakeApi(CRAWL_FILES, { refuseFirst: 2 }), { limit: 3, linkChecks: 0, sleep: async (ms) => void waits.push(ms) }));
    expect(waits).toEqual([7000, 7000]);
    expect(crawl.pages.filter((p) => p.status === 200)).toHaveLength(3);
  });

  it('a host that does not answer costs one timeout per page, and the check still ends', async () => {
    const silent = async (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const crawl = await crawlSite({ ...options(fakeApi()), fetch: silent, pageTimeoutMs: 20 });
    expect(crawl.pages.map((p) => p.error)).toEqual(Array(crawl.pages.length).fill('timeout'));
    expect(crawl.pages.length).toBeGreaterThan(0);
  });
});

describe('what a page says of itself', () => {
  const facts = (html: string, url = `${ORIGIN}/a/b`) => crawlFactsOf(indexPage(parseHtmlDocument(html)), url);

  it('keeps links to the same host, resolved against <base>, without fragments, each once', () => {
    const page = facts(
      '<head><base href="/kaust/"></head><a href="x">x</a><a href="x#y">x</a><a href="https://muu.test/">m</a>' +
        '<a href="//kogusait.test/z?q=1">z</a><a href="javascript:alert(1)">j</a><a href="mailto:a@b.ee">m</a><a rel="nofollow" href="/n">n</a>',
    );
    expect(page.links).toEqual([`${ORIGIN}/kaust/x`, `${ORIGIN}/z?q=1`]);
  });

  it('reads noindex from robots or googlebot meta tags, not from other crawlers’ tags', () => {
    expect(facts('<head><meta name="robots" content="NoIndex,follow"></head>').noindex).toBe(true);
    expect(facts('<head><meta name="googlebot" content="none"></head>').noindex).toBe(true);
    expect(facts('<head><meta name="bingbot" content="noindex"></head>').noindex).toBe(false);
    expect(facts('<head><meta name="robots" content="index, follow"></head>').noindex).toBe(false);
  });

  it('reads a page of 60 000 links (the most 2 MB holds) in linear time and keeps at most 300', () => {
    // The worst case for the reader: every anchor the same (nothing is added, every one is resolved) and then
    // 30 000 different ones with long rel values.
    const same = '<a href="/p?i=1">x</a>'.repeat(30_000);
    const many = Array.from({ length: 30_000 }, (_, i) => `<a rel="${'noopener '.repeat(20)}" href="/p${i}">x</a>`).join('');
    const tree = indexPage(parseHtmlDocument(`<body>${same}${many}`));
    const started = performance.now();
    const page = crawlFactsOf(tree, `${ORIGIN}/`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(page.links).toHaveLength(300);
  }, 60_000);
});

it('names our crawler as the API’s User-Agent does', () => {
  expect(CRAWLER_TOKEN).toBe('VeebiselgeTester');
});
