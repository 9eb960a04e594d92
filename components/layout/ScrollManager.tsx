'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import {
  prefersReducedMotion,
  scrollToSection,
  scrollToTop,
  setSmoothScroller,
  SMOOTH_SCROLL_LERP,
} from '@/lib/scroll';

/**
 * Page smooth scrolling (Lenis, smoothing factor 0.06; native scrolling when it fails or the user prefers
 * reduced motion) and the home page's hash handling: /#id scrolls to the section, / scrolls to the top.
 */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    const start = () => {
      import('lenis')
        .then(({ default: Lenis }) => {
          if (destroyed) return;
          const lenis = new Lenis({ lerp: SMOOTH_SCROLL_LERP, autoRaf: true, anchors: false });
          setSmoothScroller(lenis);
          destroy = () => {
            setSmoothScroller(null);
            lenis.destroy();
          };
        })
        .catch((error: unknown) => {
          console.warn('[scroll] Smooth scrolling unavailable, using native scrolling.', error);
          setSmoothScroller(null);
        });
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(start);
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, []);

  useEffect(() => {
    if (pathname !== '/') return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) void scrollToSection(hash);
    else if (window.scrollY > 0) void scrollToTop();
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.pathname !== '/') return;
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (hash) void scrollToSection(hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
