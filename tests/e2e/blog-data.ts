import { formatLongDate } from '@/lib/blog/dates';
import { getArticles, readArticles } from '@/lib/blog/load';
import type { Article } from '@/lib/blog/schema';

/**
 * What the blog must show, read from content/blog (or the folder BLOG_CONTENT_DIR names, as in the build that
 * adds an article) through the site's own loader: adding or changing an article never needs a test edited.
 */
export const ARTICLES: readonly Article[] = getArticles({ drafts: false });

/** Drafts: in content but left out of the production build. */
export const DRAFTS: readonly Article[] = readArticles().filter((article) => article.draft);

/** 'Kõik' and every distinct tag, in the order the articles bring them. */
export const TAGS: readonly string[] = ['Kõik', ...new Set(ARTICLES.flatMap((article) => article.tags))];

/** The Estonian date an article shows, e.g. '31. august 2025'. */
export const shownDate = (article: Article) => formatLongDate(article.date);

export const articlePath = (slug: string) => `/blogi/${slug}`;
