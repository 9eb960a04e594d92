import type { MetadataRoute } from 'next';
import { articlePaths, getArticles } from '@/lib/blog/load';
import { blogArticlePath } from '@/lib/routes';
import { buildSitemap } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(getArticles().map((article) => ({ path: blogArticlePath(article.slug), paths: articlePaths(article), date: article.date })));
}
