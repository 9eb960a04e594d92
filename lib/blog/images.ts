/**
 * Cover images: public/images/blog/<slug>.webp (1200×630) and smaller copies <slug>-800.webp and
 * <slug>-480.webp for cards and phones, all drawn by scripts/assets/blog/render-covers.mjs.
 */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const COVER_SMALL_WIDTH = 800;
export const COVER_TINY_WIDTH = 480;

/** How wide a card's image is shown: one column on phones, two on tablets, three from 1024 px. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';
/** How wide the cover is shown on an article page (the article column is at most 768 px). */
export const ARTICLE_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';

export function coverSmallPath(image: string, width: number = COVER_SMALL_WIDTH): string {
  return image.replace(/\.webp$/, `-${width}.webp`);
}

/** srcset of a cover image: the two smaller copies and the full size. */
export function coverSrcSet(image: string): string {
  return [
    `${coverSmallPath(image, COVER_TINY_WIDTH)} ${COVER_TINY_WIDTH}w`,
    `${coverSmallPath(image)} ${COVER_SMALL_WIDTH}w`,
    `${image} ${COVER_SIZE.width}w`,
  ].join(', ');
}
