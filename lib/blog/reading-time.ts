import { BLOG_ARTICLE } from '@messages/blog-article';

/** Words read per minute (the spec fixes it: reading time = word count / 200, rounded up). */
export const WORDS_PER_MINUTE = 200;

/** The readable words of an MDX body: component tags, link targets and markdown symbols do not count. */
export function countWords(mdx: string): number {
  const text = mdx
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[A-Za-z][^>]*\/>/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "4 min lugemist" / "4 min read": the reading time on a card and an article. */
export function readingTimeLabel(minutes: number): string {
  return BLOG_ARTICLE.readingTime(minutes);
}
