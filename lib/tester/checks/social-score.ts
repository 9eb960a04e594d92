/**
 * Social sharing score from the tags a page declares (read by social.ts in the analysis worker) and the
 * favicon: coverage of each tag set and the social score = average of the Open Graph, Twitter and favicon
 * percentages. Plain data, no parser, so the main thread can use it.
 */
import type { SocialMeta } from '@/lib/tester/state/schema';

export type OpenGraphTags = Omit<SocialMeta['openGraph'], 'coverage'>;
export type TwitterCardTags = Omit<SocialMeta['twitterCard'], 'coverage'>;

/** What the head declares for sharing (read in the worker); the favicon may still need a request. */
export interface SocialTags {
  openGraph: OpenGraphTags;
  twitterCard: TwitterCardTags;
  hasIconLink: boolean;
}

const percent = (flags: boolean[]) => Math.round((flags.filter(Boolean).length / flags.length) * 100);

export function socialScore(openGraph: number, twitter: number, hasFavicon: boolean): number {
  return Math.round((openGraph + twitter + (hasFavicon ? 100 : 0)) / 3);
}

export function socialMetaOf(tags: Pick<SocialTags, 'openGraph' | 'twitterCard'>, hasFavicon: boolean): SocialMeta {
  const openGraph = { ...tags.openGraph, coverage: percent(Object.values(tags.openGraph)) };
  const twitterCard = { ...tags.twitterCard, coverage: percent(Object.values(tags.twitterCard)) };
  return { openGraph, twitterCard, hasFavicon, overallScore: socialScore(openGraph.coverage, twitterCard.coverage, hasFavicon) };
}
