'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

/**
 * Reports the address's `?tag=` value whenever it changes (first load, the footer's blog link, back/forward).
 * It reads search params, so it sits in its own Suspense boundary: the static HTML keeps the full list.
 */
export function BlogTagParam({ onTag }: { onTag: (tag: string | null) => void }) {
  const params = useSearchParams();
  const tag = params.get('tag');
  useEffect(() => onTag(tag), [tag, onTag]);
  return null;
}
