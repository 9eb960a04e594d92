/**
 * Before the whole-site check reads pages: robots.txt (read in full, for our crawler's rules) and the addresses the
 * sitemaps list, found the way Google finds them (every Sitemap: line of robots.txt, otherwise /sitemap.xml).
 */
import { fetchBytesWithTimeout, fetchTextWithTimeout, proxied, type FetchFn } from '@/lib/tester/engine/http';
import { decodeRobotsTxt, isRobotsFile, ROBOTS_MAX_BYTES } from '@/lib/tester/checks/robots';
import { parseRobotsTxt, type RobotsRules } from '@/lib/tester/checks/robots-rules';

const START_TIMEOUT_MS = 10_000;
/** A sitemap is read up to this size for the crawl's seeds (the first addresses are what it needs). */
const SITEMAP_BYTES = 2 * 1024 * 1024;
/** Addresses taken from the sitemaps: far more than the 25 pages read, so the sitemap checks have data. */
export const MAX_SITEMAP_URLS = 1000;

export interface CrawlStart {
  robots: RobotsRules | null;
  sitemapUrls: string[];
}

/** The value after each "Sitemap:" line of robots.txt, in order (the field name is case-insensitive). */
export function sitemapLines(robots: string): string[] {
  const found: string[] = [];
  for (const line of robots.split(/\r\n|\r|\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'sitemap') continue;
    const value = line.slice(colon + 1).split('#')[0].trim();
    if (value) found.push(value);
  }
  return found;
}

/** Every <loc> value of a sitemap, read with indexOf (linear in the text), at most `max`. */
export function sitemapLocations(xml: string, max = MAX_SITEMAP_URLS): string[] {
  const found: string[] = [];
  let at = 0;
  while (found.length < max) {
    const open = xml.indexOf('<loc>', at);
    if (open < 0) break;
    const close = xml.indexOf('</loc>', open + 5);
    if (close < 0) break;
    const value = xml.slice(open + 5, close).trim().replace(/&amp;/g, '&');
    if (value) found.push(value);
    at = close + 6;
  }
  return found;
}

export async function prepareCrawl(site: string, deps: { fetch: FetchFn; proxy: string }): Promise<CrawlStart> {
  const origin = new URL(site).origin;
  let robotsText = '';
  let robots: RobotsRules | null = null;
  try {
    const { response, bytes } = await fetchBytesWithTimeout(deps.fetch, proxied(`${origin}/robots.txt`, deps.proxy), START_TIMEOUT_MS, {}, ROBOTS_MAX_BYTES);
    const content = decodeRobotsTxt(bytes);
    if (response.ok && isRobotsFile(response.headers.get('content-type'), content)) {
      robotsText = content;
      robots = parseRobotsTxt(content);
    }
  } catch {
    /* no robots.txt to obey: every page may be read */
  }
  const named = sitemapLines(robotsText);
  const sitemaps = named.length ? named : [`${origin}/sitemap.xml`];
  const sitemapUrls: string[] = [];
  for (const sitemap of sitemaps.slice(0, 5)) {
    try {
      const { response, text } = await fetchTextWithTimeout(deps.fetch, proxied(sitemap, deps.proxy), START_TIMEOUT_MS, {}, SITEMAP_BYTES);
      if (response.ok) sitemapUrls.push(...sitemapLocations(text, MAX_SITEMAP_URLS - sitemapUrls.length));
    } catch {
      /* a sitemap that cannot be read adds no addresses */
    }
  }
  return { robots, sitemapUrls };
}
