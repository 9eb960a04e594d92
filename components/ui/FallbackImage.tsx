'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';

/**
 * An <img> that switches to `fallbackSrc` when the main file fails to load,
 * including a failure that happened before hydration.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: ComponentProps<'img'> & { src: string; fallbackSrc: string }) {
  const [current, setCurrent] = useState(src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && current !== fallbackSrc) setCurrent(fallbackSrc);
  }, [current, fallbackSrc]);

  return (
    <img
      {...rest}
      ref={ref}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallbackSrc) setCurrent(fallbackSrc);
      }}
    />
  );
}
