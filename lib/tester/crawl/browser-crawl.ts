/**
 * The whole-site check in the visitor's browser: through the tester API (its /proxy), with the pages read in the
 * tester's Web Worker. Only with the API: through a public CORS proxy, 25 pages would be 25 requests to a
 * stranger's service, and it cannot tell us about redirects.
 */
import { testerApi } from '@/lib/config';
import { apiAvailable, apiBase, apiProxyPrefix, proxyFetch } from '@/lib/tester/engine/api';
import { createWorkerAnalyzer } from '@/lib/tester/page/worker-client';
import { crawlSite, type CrawlProgress } from '@/lib/tester/crawl/crawl';
import { siteFindings, type SiteFindings } from '@/lib/tester/crawl/findings';
import { prepareCrawl } from '@/lib/tester/crawl/start';

export class NoApiError extends Error {}

export interface BrowserCrawl {
  /** The findings when the check ends or is stopped; rejects with NoApiError when the API is not there. */
  findings: Promise<SiteFindings>;
  stop: () => void;
}

export function startBrowserCrawl(site: string, onProgress: (progress: CrawlProgress) => void): BrowserCrawl {
  const controller = new AbortController();
  const analyzer = createWorkerAnalyzer();
  const fetchFn = (input: string, init?: RequestInit) => fetch(input, init);
  const base = apiBase(testerApi);
  const run = async () => {
    if (!(await apiAvailable({ fetch: fetchFn, base }))) throw new NoApiError();
    const proxy = apiProxyPrefix(base);
    const { robots, sitemapUrls } = await prepareCrawl(site, { fetch: proxyFetch(fetchFn), proxy });
    const crawl = await crawlSite({ site, fetch: fetchFn, proxy, robots, sitemapUrls, analyze: analyzer.analyzeCrawlPage, signal: controller.signal, onProgress });
    return siteFindings(crawl);
  };
  const findings = run().finally(analyzer.dispose);
  return { findings, stop: () => controller.abort() };
}
