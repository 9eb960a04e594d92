import { LOCALE } from '@/lib/i18n/locale';
import { BLOG_ALL_TAG } from '@/lib/routes';

export interface Tagged {
  tags: readonly string[];
}

/** Every distinct tag in the order it first appears in the list of articles. */
export function distinctTags(articles: readonly Tagged[]): string[] {
  return [...new Set(articles.flatMap((article) => article.tags))];
}

/** The filter buttons: BLOG_ALL_TAG ('Kõik', in English 'All') followed by every distinct tag. */
export function filterOptions(articles: readonly Tagged[]): string[] {
  return [BLOG_ALL_TAG, ...distinctTags(articles)];
}

/**
 * The active filter for a `?tag=` value: a known tag (matched without regard to case, by the rules of the site's
 * language) in its own spelling, otherwise BLOG_ALL_TAG (missing, empty or unknown values show every article).
 */
export function resolveTag(query: string | null | undefined, tags: readonly string[]): string {
  const wanted = (query ?? '').trim().toLocaleLowerCase(LOCALE);
  if (!wanted) return BLOG_ALL_TAG;
  return tags.find((tag) => tag.toLocaleLowerCase(LOCALE) === wanted) ?? BLOG_ALL_TAG;
}

export function matchesTag(article: Tagged, tag: string): boolean {
  return tag === BLOG_ALL_TAG || article.tags.includes(tag);
}
