/**
 * What the whole-site check reads from each page: the basics a search engine shows (title, description, the
 * number of h1 headings), whether the page asks not to be indexed, and its links to pages of the same host.
 * Read from the parsed tree (lib/tester/page/html-tree.ts): nothing of the page runs, and every value is
 * plain text, shortened.
 */
import { analyzeHtml } from '@/lib/tester/page/analyzers';
import { decodePage } from '@/lib/tester/page/encoding';
import { attr, indexPage, parseHtmlDocument, type PageTree } from '@/lib/tester/page/html-tree';
import type { PageSource } from '@/lib/tester/page/analyze-source';
import { keepsOutOfIndex, robotsMetaDirectives } from '@/lib/tester/checks/page-signals';
import { sameSitePage } from '@/lib/tester/crawl/addresses';

/** Links kept per page: enough for any real navigation, bounded for a page of a million anchors. */
export const MAX_LINKS_PER_PAGE = 300;

export interface CrawlPageFacts {
  title: string | null;
  description: string | null;
  h1Count: number;
  /** A robots meta tag (for every crawler or for Googlebot) says noindex or none. */
  noindex: boolean;
  /** Links to pages of the same host, absolute, without fragments, each once, in document order. */
  links: string[];
}

/** The address links are resolved against: the first <base href> of the head, else the page's own address. */
function baseOf(tree: PageTree, pageUrl: string): string {
  const base = tree.byTag.base.find((el) => attr(el, 'href') !== null);
  if (!base) return pageUrl;
  try {
    return new URL((attr(base, 'href') ?? '').trim(), pageUrl).href;
  } catch {
    return pageUrl;
  }
}

export function crawlFactsOf(tree: PageTree, pageUrl: string): CrawlPageFacts {
  const html = analyzeHtml(tree);
  const base = baseOf(tree, pageUrl);
  const links = new Set<string>();
  for (const anchor of tree.byTag.a) {
    if (links.size >= MAX_LINKS_PER_PAGE) break;
    const href = attr(anchor, 'href');
    if (href === null) continue;
    const rel = (attr(anchor, 'rel') ?? '').toLowerCase();
    if (/\bnofollow\b/.test(rel) || anchor.attrs.some((a) => a.name === 'download')) continue;
    const target = sameSitePage(href, base, pageUrl);
    if (target) links.add(target);
  }
  return {
    title: html.title,
    description: html.metaDescription,
    h1Count: html.h1Count,
    noindex: keepsOutOfIndex(robotsMetaDirectives(tree)),
    links: [...links],
  };
}

/** Decode, parse and read one fetched page (in the tester's worker, or in this thread). */
export function analyzeCrawlSource(source: PageSource, pageUrl: string): CrawlPageFacts {
  const { text } = decodePage(source.bytes, source.contentType);
  return crawlFactsOf(indexPage(parseHtmlDocument(text)), pageUrl);
}
