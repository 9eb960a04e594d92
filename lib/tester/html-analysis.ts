/** Page basics read from the parsed HTML (spec section 3, htmlAnalysis). */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import { metaContent, tokens } from '@/lib/tester/dom';
import { shorten } from '@/lib/tester/http';
import type { HtmlAnalysis } from '@/lib/tester/schema';

/** Longest stored title / description / other value (characters); the lengths are of the full text. */
export const MAX_TITLE_CHARS = 200;
export const MAX_DESCRIPTION_CHARS = 400;
export const MAX_ATTRIBUTE_CHARS = 300;

/** Characters as a person counts them (an emoji is one). */
export const textLength = (value: string) => Array.from(value).length;

export function analyzeHtml(doc: Document): HtmlAnalysis {
  const rawTitle = (doc.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const description = (metaContent(doc, 'description') ?? '').replace(/\s+/g, ' ').trim();
  const lang = (doc.documentElement?.getAttribute('lang') ?? '').trim();
  const canonical = Array.from(doc.querySelectorAll('link')).find((link) => tokens(link, 'rel').includes('canonical'));
  const canonicalHref = (canonical?.getAttribute('href') ?? '').trim();
  return {
    title: rawTitle ? shorten(rawTitle, MAX_TITLE_CHARS) : null,
    titleLength: textLength(rawTitle),
    metaDescription: description ? shorten(description, MAX_DESCRIPTION_CHARS) : null,
    metaDescriptionLength: textLength(description),
    h1Count: doc.querySelectorAll('h1').length,
    langAttribute: lang ? shorten(lang, 35) : null,
    canonicalUrl: canonicalHref ? shorten(canonicalHref, MAX_ATTRIBUTE_CHARS) : null,
    error: null,
  };
}

export const failedHtmlAnalysis = (): HtmlAnalysis => ({
  title: null,
  titleLength: 0,
  metaDescription: null,
  metaDescriptionLength: 0,
  h1Count: 0,
  langAttribute: null,
  canonicalUrl: null,
  error: FALLBACK_ERRORS.html,
});
