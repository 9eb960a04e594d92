/**
 * Images and alt texts (alt coverage = images with non-empty alt / total, 100 when none).
 * Only images of the page count: a copy inside <noscript> (a lazy-load fallback, the Facebook pixel) is
 * text to a browser with scripting on and to a search engine, so it never lowers the grade.
 */
import { attr, type PageTree } from '@/lib/tester/page/html-tree';
import type { ImageAnalysis } from '@/lib/tester/state/schema';

export function altCoverage(total: number, withAlt: number): number {
  return total === 0 ? 100 : Math.round((withAlt / total) * 100);
}

export function analyzeImages(tree: PageTree): ImageAnalysis {
  const images = tree.byTag.img;
  let imagesWithoutAlt = 0;
  let imagesWithEmptyAlt = 0;
  for (const img of images) {
    const alt = attr(img, 'alt');
    if (alt === null) imagesWithoutAlt++;
    else if (!alt.trim()) imagesWithEmptyAlt++;
  }
  const total = images.length;
  return {
    totalImages: total,
    imagesWithoutAlt,
    imagesWithEmptyAlt,
    altCoverage: altCoverage(total, total - imagesWithoutAlt - imagesWithEmptyAlt),
  };
}
