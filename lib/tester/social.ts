/**
 * Social sharing preview: Open Graph and Twitter card tags and the favicon.
 * Social score = average of the Open Graph, Twitter and favicon percentages (spec section 9).
 */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import { metaContent, tokens } from '@/lib/tester/dom';
import type { SocialMeta } from '@/lib/tester/schema';

const percent = (flags: boolean[]) => Math.round((flags.filter(Boolean).length / flags.length) * 100);

/** rel tokens that declare a site icon. */
const ICON_RELS = ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon'];

export function hasIconLink(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('link')).some(
    (link) => tokens(link, 'rel').some((rel) => ICON_RELS.includes(rel)) && Boolean(link.getAttribute('href')?.trim()),
  );
}

export function socialScore(openGraph: number, twitter: number, hasFavicon: boolean): number {
  return Math.round((openGraph + twitter + (hasFavicon ? 100 : 0)) / 3);
}

export function analyzeSocialMeta(doc: Document, hasFavicon: boolean): SocialMeta {
  const og = {
    hasTitle: Boolean(metaContent(doc, 'og:title')),
    hasDescription: Boolean(metaContent(doc, 'og:description')),
    hasImage: Boolean(metaContent(doc, 'og:image')),
    hasUrl: Boolean(metaContent(doc, 'og:url')),
  };
  const tw = {
    hasCard: Boolean(metaContent(doc, 'twitter:card')),
    hasTitle: Boolean(metaContent(doc, 'twitter:title')),
    hasDescription: Boolean(metaContent(doc, 'twitter:description')),
    hasImage: Boolean(metaContent(doc, 'twitter:image')),
  };
  const openGraph = { ...og, coverage: percent(Object.values(og)) };
  const twitterCard = { ...tw, coverage: percent(Object.values(tw)) };
  return { openGraph, twitterCard, hasFavicon, overallScore: socialScore(openGraph.coverage, twitterCard.coverage, hasFavicon) };
}

export const failedSocialMeta = (): SocialMeta => ({
  openGraph: { hasTitle: false, hasDescription: false, hasImage: false, hasUrl: false, coverage: 0 },
  twitterCard: { hasCard: false, hasTitle: false, hasDescription: false, hasImage: false, coverage: 0 },
  hasFavicon: false,
  overallScore: 0,
  error: FALLBACK_ERRORS.socialMeta,
});
