'use client';

import { useEffect } from 'react';
import { FALLBACK_ATTRIBUTE, hasFailed, showFallback } from '@/lib/image-fallback';

/**
 * Shows the alternate file of every picture that names one (lib/image-fallback.ts) when its main file fails: one
 * listener for the whole page (an image's error event does not bubble, so it listens in the capture phase), and
 * once on arrival for the pictures that failed before the page's scripts ran.
 */
export function ImageFallbacks() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const img of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)) if (hasFailed(img)) showFallback(img);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
