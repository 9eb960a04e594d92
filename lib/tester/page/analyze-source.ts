/**
 * Everything the tester reads from a page's HTML, from its bytes: decode in the page's own encoding, parse
 * like a browser with scripting on, then run each analyser with its own fallback. Pure and synchronous
 * (bytes and headers in, plain data out), so it runs unchanged in Node, in the tester's Web Worker and on a
 * server. The favicon request that may follow lives in page.ts, on the network side.
 */
import { decodePage } from '@/lib/tester/page/encoding';
import { failedHtmlAnalysis, failedImageAnalysis, failedStructuredData } from '@/lib/tester/page/fallbacks';
import { analyzeHtml } from '@/lib/tester/page/analyzers';
import { indexPage, parseHtmlDocument, type PageTree } from '@/lib/tester/page/html-tree';
import { analyzeImages } from '@/lib/tester/checks/images';
import { readPageSignals, type PageSignals } from '@/lib/tester/checks/page-signals';
import type { HtmlAnalysis, ImageAnalysis, StructuredData } from '@/lib/tester/state/schema';
import { readSocialTags } from '@/lib/tester/checks/social';
import type { SocialTags } from '@/lib/tester/checks/social-score';
import { analyzeStructuredData } from '@/lib/tester/checks/structured-data';
import { analyzeLinks, type LinkFacts } from '@/lib/tester/checks/links';

/** A fetched page: its body (possibly cut at the size limit) and its Content-Type header. */
export interface PageSource {
  bytes: Uint8Array;
  contentType: string | null;
  /** The page's address, which its links are resolved against (a placeholder when not known). */
  url?: string;
}

/** The base links are resolved against when the page's address is not known (tests of HTML alone). */
const UNKNOWN_PAGE = 'https://page.invalid/';

/** What the page declares; socialTags is null when reading them failed. */
export interface PageFacts {
  htmlAnalysis: HtmlAnalysis;
  imageAnalysis: ImageAnalysis;
  structuredData: StructuredData;
  socialTags: SocialTags | null;
  /** Robots meta and platform; null when reading them failed. */
  pageSignals: PageSignals | null;
  /** The encoding the page was decoded in, e.g. "windows-1257". */
  encoding: string;
  /** Its links' text and whether a crawler can follow them; null when reading them failed. */
  links: LinkFacts | null;
}

function guarded<T>(run: () => T, fallback: () => T): T {
  try {
    return run();
  } catch {
    return fallback();
  }
}

export function analyzeParsedPage(tree: PageTree, encoding: string, url = UNKNOWN_PAGE): PageFacts {
  return {
    htmlAnalysis: guarded(() => analyzeHtml(tree), failedHtmlAnalysis),
    imageAnalysis: guarded(() => analyzeImages(tree), failedImageAnalysis),
    structuredData: guarded(() => analyzeStructuredData(tree), failedStructuredData),
    socialTags: guarded<SocialTags | null>(() => readSocialTags(tree), () => null),
    pageSignals: guarded<PageSignals | null>(() => readPageSignals(tree), () => null),
    encoding,
    links: guarded<LinkFacts | null>(() => analyzeLinks(tree, url), () => null),
  };
}

/** Analyse a fetched page. Throws only if the page cannot be decoded or parsed at all. */
export function analyzePageSource(source: PageSource): PageFacts {
  const { text, encoding } = decodePage(source.bytes, source.contentType);
  return analyzeParsedPage(indexPage(parseHtmlDocument(text)), encoding, source.url);
}

/** Analyse HTML that is already text (tests, or a server that decoded it). */
export function analyzePageHtml(html: string, url?: string): PageFacts {
  return analyzeParsedPage(indexPage(parseHtmlDocument(html)), 'utf-8', url);
}
