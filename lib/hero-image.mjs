/**
 * The home page's hero picture: one delivered project (the Elujõud web shop) on a laptop and a phone, rendered by
 * scripts/assets/hero/render.mjs from scripts/assets/hero/scene.html into public/images/hero/. Plain JavaScript,
 * so that the render script (Node, no build step) and the page read the same sizes.
 */
export const HERO_IMAGE = {
  /** Files are public/images/hero/<name>-<width>.avif and .webp. */
  name: 'elujoud',
  /** The case study whose shop it shows (content/case-studies.ts). */
  caseStudy: 'elujoud',
  /** Intrinsic size of the largest file; every width keeps this ratio. */
  width: 1120,
  height: 800,
  /** The widths written, for srcset: a phone (1× and 2×) to a desktop at 2×. */
  widths: [560, 840, 1120],
};

/** public/ path of one width in one format. */
export function heroImagePath(width, format) {
  return `/images/hero/${HERO_IMAGE.name}-${width}.${format}`;
}

/** srcset of one format: "/images/hero/elujoud-560.avif 560w, …". */
export function heroImageSrcSet(format) {
  return HERO_IMAGE.widths.map((width) => `${heroImagePath(width, format)} ${width}w`).join(', ');
}
