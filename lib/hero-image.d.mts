/** Types of lib/hero-image.mjs (plain JavaScript, so that scripts/assets/hero/render.mjs reads it without a build). */
export declare const HERO_IMAGE: {
  readonly name: string;
  readonly caseStudy: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
};
export declare function heroImagePath(width: number, format: 'avif' | 'webp'): string;
export declare function heroImageSrcSet(format: 'avif' | 'webp'): string;
