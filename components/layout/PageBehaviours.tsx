'use client';

import { ImageFallbacks } from '@/components/layout/ImageFallbacks';
import { StaticLinkHandler } from '@/components/layout/NavLinks';
import { ScrollManager } from '@/components/layout/ScrollManager';

/**
 * What every page does without drawing anything: scrolling and focus on a route change, the links of static HTML and
 * the pictures' alternate files. One client component in the layout, so that each page's inline payload names one
 * module and one element for them rather than three of each.
 */
export function PageBehaviours() {
  return (
    <>
      <ScrollManager />
      <ImageFallbacks />
      <StaticLinkHandler />
    </>
  );
}
