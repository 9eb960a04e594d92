import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';
import { SITEMAP_ROUTES } from '@/lib/routes';
import { languageAlternates, type LanguagePaths } from '@/lib/seo/metadata';

export interface SitemapArticle {
  path: string;
  /** The article's path on each host that has it (lib/blog/load.ts, articlePaths). */
  paths?: LanguagePaths;
  date: string;
}

/** The page's hreflang pairs as the sitemap writes them (xhtml:link), when it has a page in the other language. */
function alternates(paths: LanguagePaths | undefined) {
  const languages = paths ? languageAlternates(paths) : {};
  return Object.keys(languages).length ? { alternates: { languages } } : {};
}

/** This site's sitemap: its pages, then its articles, each with its pair on the other language's host. */
export function buildSitemap(articles: SitemapArticle[] = []): MetadataRoute.Sitemap {
  return [
    ...SITEMAP_ROUTES.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      ...alternates(route.paths),
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(article.path),
      lastModified: article.date,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
      ...alternates(article.paths),
    })),
  ];
}
