import type { ComponentProps } from 'react';
import { FALLBACK_ATTRIBUTE } from '@/lib/image-fallback';

/**
 * An <img> that switches to `fallbackSrc` when its file fails to load, including a failure that happened before
 * the page's scripts ran: components/layout/ImageFallbacks.tsx swaps it for every such picture on the page. Plain
 * HTML, so it works in server components, in static HTML (components/ui/StaticHtml.tsx) and in client components.
 */
export function FallbackImage({ fallbackSrc, alt, ...rest }: ComponentProps<'img'> & { src: string; fallbackSrc: string }) {
  const fallback = fallbackSrc === rest.src ? undefined : fallbackSrc;
  return <img {...rest} alt={alt} {...{ [FALLBACK_ATTRIBUTE]: fallback }} />;
}
