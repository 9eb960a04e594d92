/**
 * Before the whole-site check reads pages: robots.txt (read in full, for our crawler's rules) and the addresses the
 * sitemaps list, found the way Google finds them (every Sitemap: line of robots.txt, otherwise /sitemap.xml).
 */
import { fetchBytesWithTimeout, proxied, type FetchFn } from '@/lib/tester/engine/http';
import { decodeRobotsTxt, isRobotsFile, ROBOTS_MAX_BYTES } from '@/lib/tester/checks/robots';
import { parseRobotsTxt, type RobotsRules } from '@/lib/tester/checks/robots-rules';
import { readSitemap } from '@/lib/tester/checks/sitemaps';

const START_TIMEOUT_MS = 10_000;
/** Addresses taken from the sitemaps: far more than the 25 pages read, so the sitemap checks have data. */
export const MAX_SITEMAP_URLS = 1000;

export interface CrawlStart {
  robots: RobotsRules | null;
  sitemapUrls: string[];
}

export async function prepareCrawl(site: string, deps: { fetch: FetchFn; proxy: string }): Promise<CrawlStart> {
  const origin = new URL(site).origin;
  let robots: RobotsRules | null = null;
  try {
    const { response, bytes } = await fetchBytesWithTimeout(deps.fetch, proxied(`${origin}/robots.txt`, deps.proxy), START_TIMEOUT_MS, {}, ROBOTS_MAX_BYTES);
    const content = decodeRobotsTxt(bytes);
    if (response.ok && isRobotsFile(response.headers.get('content-type'), content)) {
      robots = parseRobotsTxt(content);
    }
  } catch {
    /* no robots.txt to obey: every page may be read */
  }
  const named = robots?.sitemaps ?? [];
  const queue = named.length ? [...named] : [`${origin}/sitemap.xml`];
  const sitemapUrls: string[] = [];
  // At most five files, as the page report reads them (lib/tester/checks/sitemaps.ts); an index's children join the queue.
  for (let files = 0; files < 5 && queue.length && sitemapUrls.length < MAX_SITEMAP_URLS; files++) {
    try {
      // The page report's own reader (lib/tester/checks/sitemaps.ts): plain or .xml.gz, capped, in linear time.
      const file = await readSitemap(queue.shift()!, [], deps, MAX_SITEMAP_URLS - sitemapUrls.length);
      if (!file) continue;
      sitemapUrls.push(...file.scan.locations);
      if (file.scan.kind === 'index') queue.push(...file.scan.children);
    } catch {
      /* a sitemap that cannot be read adds no addresses */
    }
  }
  return { robots, sitemapUrls };
}
