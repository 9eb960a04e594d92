import type { ComponentProps } from 'react';
import { COVER_SIZE, coverSrcSet } from '@/lib/blog/images';

/** An article's cover image (1200×630 with an 800 px copy), at the size `sizes` says it is shown. */
export function CoverImage({
  src,
  sizes,
  alt,
  className = '',
  ...rest
}: { src: string; sizes: string; alt: string; className?: string } & Pick<ComponentProps<'img'>, 'loading' | 'fetchPriority'>) {
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      srcSet={coverSrcSet(src)}
      sizes={sizes}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      decoding="async"
      className={`aspect-[40/21] w-full bg-brand-50 object-cover ${className}`.trim()}
    />
  );
}
