import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';
import { SITEMAP_ROUTES } from '@/lib/routes';

export interface SitemapArticle {
  path: string;
  date: string;
}

export function buildSitemap(articles: SitemapArticle[] = []): MetadataRoute.Sitemap {
  return [
    ...SITEMAP_ROUTES.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(article.path),
      lastModified: article.date,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
