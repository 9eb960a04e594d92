import type { Metadata } from 'next';
import { isEnglish, LOCALE, OG_LOCALES } from '@/lib/i18n/locale';
import { absoluteUrl, HOSTS, site } from '@/lib/site';
import { pagePaths } from '@/lib/routes';
import { RSS_PATH, RSS_TITLE } from '@/lib/blog/rss';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const OG_LOCALE = OG_LOCALES[LOCALE];
/**
 * The site's share picture, in the built language (drawn by scripts/assets/render.sh og from scripts/assets/og-image.html:
 * the Estonian card for the Estonian site, the English one, with its prices "+ VAT", for the English site).
 */
export const DEFAULT_OG_IMAGE = { url: isEnglish ? '/og-image-en.png' : '/og-image.png', ...SHARE_IMAGE_SIZE };

export interface PageMetaInput {
  /** The site path of the page, e.g. "/kontakt". */
  path: string;
  /**
   * The page's path on each host, for its hreflang pairs; defaults to the route table's entry for `path`. A page
   * without a counterpart in the other language (an article not adapted yet) gives only its own language's path.
   */
  paths?: LanguagePaths;
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

/** A page's path on each host that has it. */
export type LanguagePaths = { et?: string; en?: string };

/**
 * hreflang alternates of a page: each language that has the page, on its own host, and x-default on the Estonian
 * host. Only pairs that exist: an Estonian page whose English page is not built yet announces none (and no
 * x-default, which only makes sense in a pair); an English page always has its Estonian original.
 */
export function languageAlternates(paths: LanguagePaths): Record<string, string> {
  if (!paths.et || !paths.en) return {};
  return {
    et: absoluteUrl(paths.et, HOSTS.et),
    en: absoluteUrl(paths.en, HOSTS.en),
    'x-default': absoluteUrl(paths.et, HOSTS.et),
  };
}

/** The paths of a page of the route table, this site's path alone for any other. */
export function pathsOf(path: string): LanguagePaths {
  return pagePaths(path) ?? (isEnglish ? { en: path } : { et: path });
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
      languages: languageAlternates(input.paths ?? pathsOf(input.path)),
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
