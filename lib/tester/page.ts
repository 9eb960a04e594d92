/**
 * The page itself (spec section 7): GET through the proxy (15 s), body cut at MAX_BODY_BYTES, parsed with
 * DOMParser, then read by the HTML, image, structured-data and social analysers. Without an icon link,
 * HEAD /favicon.ico (5 s) decides the favicon. Each analyser has its own fallback.
 */
import { TIMEOUTS, type CheckDeps } from '@/lib/tester/deps';
import { parseHtml as defaultParseHtml, type ParseHtml } from '@/lib/tester/dom';
import { analyzeHtml, failedHtmlAnalysis } from '@/lib/tester/html-analysis';
import { fetchTextWithTimeout, fetchWithTimeout, isSuccess, looksLikeHtml, MAX_BODY_BYTES, proxied } from '@/lib/tester/http';
import { analyzeImages, failedImageAnalysis } from '@/lib/tester/images';
import type { HtmlAnalysis, ImageAnalysis, SocialMeta, StructuredData } from '@/lib/tester/schema';
import { analyzeSocialMeta, failedSocialMeta, hasIconLink } from '@/lib/tester/social';
import { analyzeStructuredData, failedStructuredData } from '@/lib/tester/structured-data';

export interface PageAnalysis {
  htmlAnalysis: HtmlAnalysis;
  imageAnalysis: ImageAnalysis;
  structuredData: StructuredData;
  socialMeta: SocialMeta;
}

export interface PageDeps extends CheckDeps {
  parseHtml?: ParseHtml;
  maxBodyBytes?: number;
}

function guarded<T>(run: () => T, fallback: () => T): T {
  try {
    return run();
  } catch (error) {
    const result = fallback();
    console.warn(`[tester] ${(result as { error?: string }).error ?? 'analysis failed'}`, error);
    return result;
  }
}

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

export async function fetchPageHtml(target: string, deps: PageDeps): Promise<string> {
  const { response, text } = await fetchTextWithTimeout(
    deps.fetch,
    proxied(target, deps.proxy),
    TIMEOUTS.page,
    {},
    deps.maxBodyBytes ?? MAX_BODY_BYTES,
  );
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return text;
}

/** Run every analyser on already fetched HTML; `hasFavicon` is asked only when the page has no icon link. */
export async function analyzePage(
  html: string,
  faviconFallback: () => Promise<boolean>,
  parseHtml: ParseHtml = defaultParseHtml,
): Promise<PageAnalysis> {
  const doc = parseHtml(html);
  const htmlAnalysis = guarded(() => analyzeHtml(doc), failedHtmlAnalysis);
  const imageAnalysis = guarded(() => analyzeImages(doc), failedImageAnalysis);
  const structuredData = guarded(() => analyzeStructuredData(doc), failedStructuredData);
  let iconLink = false;
  try {
    iconLink = hasIconLink(doc);
  } catch {
    iconLink = false;
  }
  const hasFavicon = iconLink || (await faviconFallback());
  const socialMeta = guarded(() => analyzeSocialMeta(doc, hasFavicon), failedSocialMeta);
  return { htmlAnalysis, imageAnalysis, structuredData, socialMeta };
}

export const failedPageAnalysis = (): PageAnalysis => ({
  htmlAnalysis: failedHtmlAnalysis(),
  imageAnalysis: failedImageAnalysis(),
  structuredData: failedStructuredData(),
  socialMeta: failedSocialMeta(),
});

export async function checkPage(target: string, origin: string, deps: PageDeps): Promise<PageAnalysis> {
  try {
    const html = await fetchPageHtml(target, deps);
    return await analyzePage(html, () => checkFavicon(origin, deps), deps.parseHtml);
  } catch {
    return failedPageAnalysis();
  }
}
