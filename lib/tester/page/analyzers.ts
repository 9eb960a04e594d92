/**
 * Page basics (the result's htmlAnalysis), read where search engines read them: the title is the
 * document's title (the first HTML <title>, never an SVG <title>), the description only a head
 * <meta name="description">, the canonical address only a head <link rel="canonical">.
 */
import { attr, collapseWhitespace, headMeta, inHead, textOf, tokens, type PageTree } from '@/lib/tester/page/html-tree';
import { shorten } from '@/lib/tester/engine/http';
import type { HtmlAnalysis } from '@/lib/tester/state/schema';

/** Longest stored title / description / other value (characters); the lengths are of the full text. */
export const MAX_TITLE_CHARS = 200;
export const MAX_DESCRIPTION_CHARS = 400;
export const MAX_ATTRIBUTE_CHARS = 300;

/** Characters as a person counts them (an emoji is one). */
export const textLength = (value: string) => Array.from(value).length;

export function analyzeHtml(tree: PageTree): HtmlAnalysis {
  const titleElement = tree.byTag.title[0];
  const rawTitle = titleElement ? collapseWhitespace(textOf(titleElement)) : '';
  const description = collapseWhitespace(headMeta(tree, 'description', ['name']) ?? '');
  const lang = (tree.root ? (attr(tree.root, 'lang') ?? '') : '').trim();
  const canonical = inHead(tree, 'link').find((link) => tokens(link, 'rel').includes('canonical') && (attr(link, 'href') ?? '').trim());
  const canonicalHref = canonical ? (attr(canonical, 'href') ?? '').trim() : '';
  return {
    title: rawTitle ? shorten(rawTitle, MAX_TITLE_CHARS) : null,
    titleLength: textLength(rawTitle),
    metaDescription: description ? shorten(description, MAX_DESCRIPTION_CHARS) : null,
    metaDescriptionLength: textLength(description),
    h1Count: tree.byTag.h1.length,
    langAttribute: lang ? shorten(lang, 35) : null,
    canonicalUrl: canonicalHref ? shorten(canonicalHref, MAX_ATTRIBUTE_CHARS) : null,
    error: null,
  };
}
