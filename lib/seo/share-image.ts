import { blogArticlePath } from '@/lib/routes';

/**
 * Share pictures (og:image, twitter:image): every page but an article shows the site's picture in its language
 * (public/og-image.png, on the English site public/og-image-en.png: lib/seo/metadata.ts); each article gets its
 * own, drawn at build time (app/article-share-image.tsx).
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where an article's share picture is published: a PNG file beside the article, written by the route handler
 * app/blogi/[slug]/share.png/route.et.ts (on the English site app/blog/[slug]/share.png/route.en.ts). A route
 * handler rather than Next's opengraph-image file, which is one file for both languages' builds and gets no
 * extension in a static export.
 */
export function articleShareImagePath(slug: string): string {
  return `${blogArticlePath(slug)}/share.png`;
}

/** The site's colours (the same values as --color-* in app/globals.css; a unit test compares them). */
export const SHARE_COLORS = {
  brand50: '#eef4ff',
  brand100: '#dbe6fe',
  brand200: '#bfd3fe',
  brand600: '#2548e0',
  brand800: '#1e3394',
  accent500: '#f59e0b',
  slate600: '#475569',
  slate900: '#0f172a',
} as const;

/** Title size on the picture: long titles get smaller type so that they fit in at most four lines. */
export function shareTitleFontSize(title: string): number {
  if (title.length <= 45) return 76;
  if (title.length <= 70) return 64;
  if (title.length <= 95) return 56;
  return 48;
}
