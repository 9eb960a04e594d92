/** Images and alt texts (spec section 9: alt coverage = images with non-empty alt / total, 100 when none). */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import type { ImageAnalysis } from '@/lib/tester/schema';

export function altCoverage(total: number, withAlt: number): number {
  return total === 0 ? 100 : Math.round((withAlt / total) * 100);
}

export function analyzeImages(doc: Document): ImageAnalysis {
  const images = Array.from(doc.querySelectorAll('img'));
  let imagesWithoutAlt = 0;
  let imagesWithEmptyAlt = 0;
  for (const img of images) {
    const alt = img.getAttribute('alt');
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

export const failedImageAnalysis = (): ImageAnalysis => ({
  totalImages: 0,
  imagesWithoutAlt: 0,
  imagesWithEmptyAlt: 0,
  altCoverage: 0,
  error: FALLBACK_ERRORS.images,
});
