/**
 * What the whole-site check found, from the pages it visited: broken internal links with the pages they appear
 * on, redirect chains, duplicate titles and descriptions, pages missing a title, a description or an h1, pages
 * with noindex that the sitemap lists, and sitemap addresses that fail. Pure: data in, data out; no words (the
 * report says them: lib/tester/report/site.ts).
 */
import type { CrawlResult, CrawledPage } from '@/lib/tester/crawl/crawl';
import { addressKey } from '@/lib/tester/same-site';

export interface FailedAddress {
  url: string;
  status: number | null;
  error: string | null;
}

export interface SiteFindings {
  /** HTML pages read, and link targets checked besides. */
  pagesRead: number;
  linksChecked: number;
  brokenLinks: (FailedAddress & { foundOn: string[] })[];
  /** Addresses that reach their page only after more than one redirect. */
  redirectChains: { url: string; finalUrl: string; hops: number }[];
  duplicateTitles: { text: string; pages: string[] }[];
  duplicateDescriptions: { text: string; pages: string[] }[];
  missing: { page: string; title: boolean; description: boolean; h1: boolean }[];
  noindexInSitemap: string[];
  failingSitemapUrls: FailedAddress[];
  blockedByRobots: number;
  unchecked: number;
  stopped: boolean;
}

const failed = (page: CrawledPage) => page.error !== null || (page.status !== null && page.status >= 400);
const failure = (page: CrawledPage): FailedAddress => ({ url: page.url, status: page.status, error: page.error });

/** Groups of pages that share the same text (compared without case and surrounding space). */
function duplicates(pages: CrawledPage[], text: (page: CrawledPage) => string | null) {
  const groups = new Map<string, { text: string; pages: string[] }>();
  for (const page of pages) {
    const value = text(page)?.trim();
    if (!value) continue;
    const key = value.toLowerCase();
    const group = groups.get(key) ?? { text: value, pages: [] };
    group.pages.push(page.finalUrl ?? page.url);
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => group.pages.length > 1);
}

export function siteFindings(crawl: CrawlResult): SiteFindings {
  const read = crawl.pages.filter((page) => page.facts !== null);
  // A page reached through redirects is counted once, under the address it ends at.
  const distinct = [...new Map(read.map((page) => [page.finalUrl ?? page.url, page])).values()];
  // Listed in any form of the address (www or bare, http or https, a trailing slash): lib/tester/same-site.ts.
  const listed = new Set(crawl.sitemapUrls.map(addressKey));
  const inSitemap = { has: (url: string) => listed.has(addressKey(url)) };
  return {
    pagesRead: crawl.pages.filter((page) => page.method === 'GET').length,
    linksChecked: crawl.pages.filter((page) => page.method === 'HEAD').length,
    brokenLinks: crawl.pages
      .filter((page) => failed(page) && crawl.linkedFrom[page.url]?.length)
      .map((page) => ({ ...failure(page), foundOn: crawl.linkedFrom[page.url] })),
    redirectChains: crawl.pages
      .filter((page) => page.redirects > 1 && page.finalUrl)
      .map((page) => ({ url: page.url, finalUrl: page.finalUrl!, hops: page.redirects })),
    duplicateTitles: duplicates(distinct, (page) => page.facts!.title),
    duplicateDescriptions: duplicates(distinct, (page) => page.facts!.description),
    missing: distinct
      .map((page) => ({
        page: page.finalUrl ?? page.url,
        title: !page.facts!.title,
        description: !page.facts!.description,
        h1: page.facts!.h1Count === 0,
      }))
      .filter((gap) => gap.title || gap.description || gap.h1),
    noindexInSitemap: read.filter((page) => page.facts!.noindex && inSitemap.has(page.url)).map((page) => page.url),
    failingSitemapUrls: crawl.pages.filter((page) => inSitemap.has(page.url) && failed(page)).map(failure),
    blockedByRobots: crawl.blockedByRobots.length,
    unchecked: crawl.unchecked,
    stopped: crawl.stopped,
  };
}
