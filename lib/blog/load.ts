import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { articleImageProblems, ArticleError, orderArticles, parseArticle } from '@/lib/blog/parse';
import type { Article } from '@/lib/blog/schema';
import { LOCALE, type Locale } from '@/lib/i18n/locale';
import { PAGES } from '@/lib/routes';
import type { LanguagePaths } from '@/lib/seo/metadata';

/** Where each language's articles live: one MDX file per article (an English one names its original: translationOf). */
export const BLOG_DIRS: Record<Locale, string> = { et: 'content/blog', en: 'content/blog-en' };
/** The built language's articles. */
export const BLOG_DIR = BLOG_DIRS[LOCALE];
/**
 * An environment variable naming another folder of articles, for a build that adds articles without touching
 * content/ (the test build of scripts/test/test-all.mjs does). Relative paths start from the project folder.
 */
export const BLOG_DIR_VARIABLE = 'BLOG_CONTENT_DIR';

/** The folder the articles are read from. */
export function blogDir(env: NodeJS.ProcessEnv = process.env): string {
  return env[BLOG_DIR_VARIABLE] || BLOG_DIR;
}

/** Drafts (`draft: true`) are shown by `npm run dev` only; the production build leaves them out everywhere. */
export function showsDrafts(nodeEnv: string | undefined = process.env.NODE_ENV): boolean {
  return nodeEnv === 'development';
}

const cache = new Map<string, Article[]>();

/** Every article of a folder, drafts included, validated together and in list order (read once per build). */
export function readArticles(dir: string = blogDir()): Article[] {
  let articles = cache.get(dir);
  if (!articles) {
    const path = isAbsolute(dir) ? dir : join(process.cwd(), dir);
    const files = readdirSync(path).filter((name) => name.endsWith('.mdx')).sort();
    articles = orderArticles(
      files.map((name) => {
        const article = parseArticle(`${dir}/${name}`, readFileSync(join(path, name), 'utf8'));
        const problems = articleImageProblems(article, (image) => existsSync(join(process.cwd(), 'public', image)));
        if (problems.length) throw new ArticleError(article.file, problems);
        return article;
      }),
    );
    cache.set(dir, articles);
  }
  return articles;
}

/** The articles the site shows, in list order: published ones, plus drafts in `npm run dev`. */
export function getArticles({ drafts = showsDrafts() }: { drafts?: boolean } = {}): Article[] {
  const articles = readArticles();
  return drafts ? articles : articles.filter((article) => !article.draft);
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug);
}

/** The published articles of the other language (its own folder; BLOG_CONTENT_DIR only replaces the built one's). */
function otherLanguageArticles(): Article[] {
  const dir = BLOG_DIRS[LOCALE === 'en' ? 'et' : 'en'];
  return existsSync(join(process.cwd(), dir)) ? readArticles(dir).filter((article) => !article.draft) : [];
}

/**
 * The article's path on each host: its own, and its pair's where the other language has one. An English article
 * names its Estonian original (translationOf); an Estonian one is paired by the English article that names it.
 */
export function articlePaths(article: Article): LanguagePaths {
  const blog = PAGES.blog.paths;
  if (LOCALE === 'en') {
    const original = article.translationOf && otherLanguageArticles().find((a) => a.slug === article.translationOf);
    return { en: `${blog.en}/${article.slug}`, ...(original ? { et: `${blog.et}/${original.slug}` } : {}) };
  }
  const adaptation = otherLanguageArticles().find((a) => a.translationOf === article.slug);
  return { et: `${blog.et}/${article.slug}`, ...(adaptation ? { en: `${blog.en}/${adaptation.slug}` } : {}) };
}
