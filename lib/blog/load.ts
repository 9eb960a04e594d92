import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderArticles, parseArticle } from '@/lib/blog/parse';
import type { Article } from '@/lib/blog/schema';

/** Where the articles live: one MDX file per article. */
export const BLOG_DIR = 'content/blog';

let cache: Article[] | undefined;

/** Every article in list order, read and validated once per build. */
export function getArticles(): Article[] {
  if (!cache) {
    const dir = join(process.cwd(), BLOG_DIR);
    const files = readdirSync(dir).filter((name) => name.endsWith('.mdx')).sort();
    cache = orderArticles(files.map((name) => parseArticle(`${BLOG_DIR}/${name}`, readFileSync(join(dir, name), 'utf8'))));
  }
  return cache;
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug);
}
