/**
 * The page itself: GET through the proxy (15 s), body cut at MAX_BODY_BYTES and handed as
 * bytes to an analyser (in the browser a Web Worker, so a large page never freezes the tab), which decodes,
 * parses and reads it. Without an icon link, HEAD /favicon.ico (5 s) decides the favicon.
 */
import { TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { failedHtmlAnalysis, failedImageAnalysis, failedSocialMeta, failedStructuredData } from '@/lib/tester/page/fallbacks';
import { fetchBytesWithTimeout, fetchWithTimeout, isSuccess, looksLikeHtml, MAX_BODY_BYTES, proxied } from '@/lib/tester/engine/http';
import type { PageFacts, PageSource } from '@/lib/tester/page/analyze-source';
import type { HtmlAnalysis, ImageAnalysis, SocialMeta, StructuredData } from '@/lib/tester/state/schema';
import { socialMetaOf } from '@/lib/tester/checks/social-score';
import type { PageSignals } from '@/lib/tester/checks/page-signals';

export interface PageAnalysis {
  htmlAnalysis: HtmlAnalysis;
  imageAnalysis: ImageAnalysis;
  structuredData: StructuredData;
  socialMeta: SocialMeta;
  /** The page's robots meta and platform (null when the page could not be read). */
  pageSignals: PageSignals | null;
}

/** Reads a fetched page (decode, parse, analyse), wherever that runs. */
export type PageAnalyzer = (source: PageSource) => Promise<PageFacts>;

export interface PageDeps extends CheckDeps {
  /** Where the page is analysed; by default in this thread (loaded only when needed). */
  analyze?: PageAnalyzer;
  maxBodyBytes?: number;
}

/** Analyse in the calling thread (Node, a server, or a browser without workers). */
export const analyzeInThisThread: PageAnalyzer = (source) =>
  import('@/lib/tester/page/analyze-source').then(({ analyzePageSource }) => analyzePageSource(source));

export async function checkFavicon(origin: string, deps: CheckDeps): Promise<boolean> {
  try {
    const response = await fetchWithTimeout(deps.fetch, proxied(`${origin}/favicon.ico`, deps.proxy), TIMEOUTS.favicon, {
      method: 'HEAD',
    });
    return isSuccess(response) && !looksLikeHtml(response.headers.get('content-type'));
  } catch {
    return false;
  }
}

export async function fetchPage(target: string, deps: PageDeps): Promise<PageSource> {
  const { response, bytes } = await fetchBytesWithTimeout(
    deps.fetch,
    proxied(target, deps.proxy),
    TIMEOUTS.page,
    {},
    deps.maxBodyBytes ?? MAX_BODY_BYTES,
  );
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { bytes, contentType: response.headers.get('content-type'), url: response.headers.get('X-Final-Url') ?? target };
}

/** The page read once for a run: fetched and analysed, or null when that failed (every check of it then says so). */
export async function loadPageFacts(target: string, deps: PageDeps): Promise<PageFacts | null> {
  try {
    return await (deps.analyze ?? analyzeInThisThread)(await fetchPage(target, deps));
  } catch {
    return null;
  }
}

/** The page's results from what it declares; `faviconFallback` is asked only when it has no icon link. */
export async function pageAnalysisOf(facts: PageFacts, faviconFallback: () => Promise<boolean>): Promise<PageAnalysis> {
  const { htmlAnalysis, imageAnalysis, structuredData, socialTags } = facts;
  const hasFavicon = Boolean(socialTags?.hasIconLink) || (await faviconFallback());
  return {
    htmlAnalysis,
    imageAnalysis,
    structuredData,
    socialMeta: socialTags ? socialMetaOf(socialTags, hasFavicon) : failedSocialMeta(),
    pageSignals: facts.pageSignals ?? null,
  };
}

export const failedPageAnalysis = (): PageAnalysis => ({
  htmlAnalysis: failedHtmlAnalysis(),
  imageAnalysis: failedImageAnalysis(),
  structuredData: failedStructuredData(),
  socialMeta: failedSocialMeta(),
  pageSignals: null,
});

/** The page's results; `facts` is the page as read for this run (read here when not given). */
export async function checkPage(target: string, origin: string, deps: PageDeps, facts = loadPageFacts(target, deps)): Promise<PageAnalysis> {
  try {
    const read = await facts;
    return read ? await pageAnalysisOf(read, () => checkFavicon(origin, deps)) : failedPageAnalysis();
  } catch {
    return failedPageAnalysis();
  }
}
