import type { Metadata } from 'next';
import { absoluteUrl, site, siteUrl, siteUrlEn } from '@/lib/site';
import { englishPath } from '@/lib/routes';
import { RSS_PATH, RSS_TITLE } from '@/lib/blog/rss';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const OG_LOCALE = 'et_EE';
export const DEFAULT_OG_IMAGE = { url: '/og-image.png', ...SHARE_IMAGE_SIZE };

export interface PageMetaInput {
  /** The site path of the page, e.g. "/kontakt". */
  path: string;
  /** The full document title (already including the brand where the spec says so). */
  title: string;
  description: string;
  /** og:image path on this site, a 1200×630 share picture; defaults to the site's picture. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  tags?: string[];
}

/** hreflang alternates: et (this host), en (English host, mapped path), x-default (Estonian host). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    et: absoluteUrl(path, siteUrl),
    en: absoluteUrl(englishPath(path), siteUrlEn),
    'x-default': absoluteUrl(path, siteUrl),
  };
}

/** The Metadata API object for a page: title, description, canonical, Open Graph and alternates. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const url = absoluteUrl(input.path);
  const image = input.image
    ? { url: input.image, ...SHARE_IMAGE_SIZE, alt: input.imageAlt ?? input.title }
    : { ...DEFAULT_OG_IMAGE, alt: `${site.brand}: ${site.tagline}` };
  return {
    title: { absolute: input.title },
    description: input.description,
    alternates: {
      canonical: url,
      languages: languageAlternates(input.path),
      types: { 'application/rss+xml': [{ url: RSS_PATH, title: RSS_TITLE }] },
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: site.brand,
      locale: OG_LOCALE,
      type: input.type ?? 'website',
      images: [image],
      ...(input.type === 'article' && input.publishedTime
        ? { publishedTime: input.publishedTime, tags: input.tags }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [image.url],
    },
  };
}
