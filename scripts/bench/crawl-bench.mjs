/**
 * The whole-site check under `npm run bench:api`: the browser's crawl code (lib/tester/crawl, loaded from its
 * TypeScript with jiti) against a fresh API server, on the 34-address fixture site of the tests
 * (tests/fixtures/tester/crawl-site.mjs) served on loopback, each answer after `delayMs`. Reports the pages read,
 * the links checked, the API calls, the most requests the site had at once, the wall time and the peak memory of
 * the API server and of this process (which stands for the visitor's browser).
 */
import { createJiti } from 'jiti';
import { CRAWL_FILES } from '../../tests/fixtures/tester/crawl-site.mjs';
import { startApiServer, startSite } from '../../tests/api/helpers/servers.mjs';
import { peakRssMb } from './process-stats.mjs';

/** @param {{ port: number, delayMs: number }} options */
export async function benchCrawl({ port, delayMs }) {
  const jiti = createJiti(import.meta.url, { alias: { '@': new URL('../..', import.meta.url).pathname.replace(/\/$/, '') } });
  // The modules are TypeScript: loaded untyped here (their types are checked by the project's own tsc).
  /** @type {any} */
  const crawlModule = await jiti.import('../../lib/tester/crawl/crawl.ts');
  const { crawlSite } = crawlModule;
  /** @type {any} */
  const prepareCrawlModule = await jiti.import('../../lib/tester/crawl/start.ts');
  const { prepareCrawl } = prepareCrawlModule;
  /** @type {any} */
  const siteFindingsModule = await jiti.import('../../lib/tester/crawl/findings.ts');
  const { siteFindings } = siteFindingsModule;
  /** @type {any} */
  const analyzeCrawlSourceModule = await jiti.import('../../lib/tester/crawl/page-facts.ts');
  const { analyzeCrawlSource } = analyzeCrawlSourceModule;
  /** @type {any} */
  const apiModule = await jiti.import('../../lib/tester/engine/api.ts');
  const { proxyFetch } = apiModule;

  let inFlight = 0;
  let maxInFlight = 0;
  /** @type {string} */
  let origin = '';
  const site = await startSite((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    setTimeout(() => {
      const file = CRAWL_FILES[new URL(req.url ?? '/', 'http://x').pathname];
      const body = (file?.body ?? '<!doctype html><title>404</title>').replaceAll('https://kogusait.test', origin);
      const headers = { 'Content-Type': file?.type ?? 'text/html', ...(file?.headers ?? {}) };
      res.writeHead(file ? (file.status ?? 200) : 404, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      inFlight--;
    }, delayMs);
  });
  origin = site.url;
  const api = await startApiServer({ port, env: { TESTER_API_ALLOW_HOSTS: `127.0.0.1:${site.port}`, TESTER_API_RATE_LIMIT: '60' } });
  let calls = 0;
  /** @param {string} input @param {RequestInit} [init] */
  const counted = (input, init) => {
    calls++;
    return fetch(input, init);
  };
  try {
    const proxy = `${api.base}/api/proxy?url=`;
    const started = performance.now();
    const { robots, sitemapUrls } = await prepareCrawl(`${origin}/`, { fetch: proxyFetch(counted), proxy });
    const crawl = await crawlSite({
      site: `${origin}/`,
      fetch: counted,
      proxy,
      robots,
      sitemapUrls,
      analyze: async (/** @type {unknown} */ source, /** @type {string} */ url) => analyzeCrawlSource(source, url),
    });
    const wall = performance.now() - started;
    const findings = siteFindings(crawl);
    return {
      delayMs,
      pages: findings.pagesRead,
      links: findings.linksChecked,
      calls,
      maxAtOnce: maxInFlight,
      wallMs: Math.round(wall),
      broken: findings.brokenLinks.length,
      serverPeak: peakRssMb(api.pid),
      selfPeak: peakRssMb('self'),
    };
  } finally {
    await api.stop();
    await site.close();
  }
}
