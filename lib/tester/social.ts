/**
 * Social sharing preview: Open Graph and Twitter (X) card tags in the head, and the favicon.
 * - Open Graph tags are read from property="og:..." (ogp.me), and from name="og:..." as Facebook also does.
 * - X reads twitter:* from name (falling back to property) and, when a twitter:title, twitter:description or
 *   twitter:image is missing, uses og:title, og:description and og:image instead (X's card markup docs).
 *   So a page with complete Open Graph and only twitter:card has a complete card.
 * Social score = average of the Open Graph, Twitter and favicon percentages (spec section 9).
 */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import { attr, headMeta, inHead, tokens, type PageTree } from '@/lib/tester/html-tree';
import type { SocialMeta } from '@/lib/tester/schema';

export type OpenGraphTags = Omit<SocialMeta['openGraph'], 'coverage'>;
export type TwitterCardTags = Omit<SocialMeta['twitterCard'], 'coverage'>;

/** What the head declares for sharing (read in the worker); the favicon may still need a request. */
export interface SocialTags {
  openGraph: OpenGraphTags;
  twitterCard: TwitterCardTags;
  hasIconLink: boolean;
}

const percent = (flags: boolean[]) => Math.round((flags.filter(Boolean).length / flags.length) * 100);

/** rel tokens that declare a site icon. */
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon'];

export function hasIconLink(tree: PageTree): boolean {
  return inHead(tree, 'link').some((link) => tokens(link, 'rel').some((rel) => ICON_RELS.includes(rel)) && Boolean(attr(link, 'href')?.trim()));
}

export function socialScore(openGraph: number, twitter: number, hasFavicon: boolean): number {
  return Math.round((openGraph + twitter + (hasFavicon ? 100 : 0)) / 3);
}

export function readSocialTags(tree: PageTree): SocialTags {
  const og = (key: string) => Boolean(headMeta(tree, `og:${key}`, ['property', 'name']));
  const twitter = (key: string) => Boolean(headMeta(tree, `twitter:${key}`, ['name', 'property']));
  const openGraph = { hasTitle: og('title'), hasDescription: og('description'), hasImage: og('image'), hasUrl: og('url') };
  return {
    openGraph,
    twitterCard: {
      hasCard: twitter('card'),
      hasTitle: twitter('title') || openGraph.hasTitle,
      hasDescription: twitter('description') || openGraph.hasDescription,
      hasImage: twitter('image') || openGraph.hasImage,
    },
    hasIconLink: hasIconLink(tree),
  };
}

export function socialMetaOf(tags: Pick<SocialTags, 'openGraph' | 'twitterCard'>, hasFavicon: boolean): SocialMeta {
  const openGraph = { ...tags.openGraph, coverage: percent(Object.values(tags.openGraph)) };
  const twitterCard = { ...tags.twitterCard, coverage: percent(Object.values(tags.twitterCard)) };
  return { openGraph, twitterCard, hasFavicon, overallScore: socialScore(openGraph.coverage, twitterCard.coverage, hasFavicon) };
}

export const failedSocialMeta = (): SocialMeta => ({
  openGraph: { hasTitle: false, hasDescription: false, hasImage: false, hasUrl: false, coverage: 0 },
  twitterCard: { hasCard: false, hasTitle: false, hasDescription: false, hasImage: false, coverage: 0 },
  hasFavicon: false,
  overallScore: 0,
  error: FALLBACK_ERRORS.socialMeta,
});
