import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';
import { ROUTES } from '@/lib/routes';

/** Static routes of the sitemap with their relative priority. */
const STATIC_ROUTES: { path: string; priority: number; changeFrequency: 'weekly' | 'monthly' | 'yearly' }[] = [
  { path: ROUTES.home, priority: 1, changeFrequency: 'weekly' },
  { path: ROUTES.portfolio, priority: 0.8, changeFrequency: 'monthly' },
  { path: ROUTES.tester, priority: 0.8, changeFrequency: 'monthly' },
  { path: ROUTES.blog, priority: 0.7, changeFrequency: 'weekly' },
  { path: ROUTES.contact, priority: 0.6, changeFrequency: 'monthly' },
  { path: ROUTES.privacy, priority: 0.3, changeFrequency: 'yearly' },
];

export interface SitemapArticle {
  path: string;
  date: string;
}

export function buildSitemap(articles: SitemapArticle[] = []): MetadataRoute.Sitemap {
  return [
    ...STATIC_ROUTES.map((route) => ({
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
