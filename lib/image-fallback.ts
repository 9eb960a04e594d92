/**
 * Pictures with an alternate file (the specification's "alternate logo files for two partners and the footer
 * logos; a not-found image for portfolio"): the <img> names its alternate in this attribute
 * (components/ui/FallbackImage.tsx), and components/layout/ImageFallbacks.tsx shows it when the main file fails.
 */
export const FALLBACK_ATTRIBUTE = 'data-fallback-src';

/** Shows a picture's alternate file; once only, so an alternate that fails too is not asked for again and again. */
export function showFallback(img: HTMLImageElement): void {
  const fallback = img.getAttribute(FALLBACK_ATTRIBUTE);
  if (!fallback || img.getAttribute('src') === fallback) return;
  img.removeAttribute('srcset');
  img.src = fallback;
}

/** A picture whose file has already failed (before anything listened): loaded, and nothing to draw. */
export function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.getAttribute('src') !== '';
}
