'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { scrollToSection, scrollToTop, startSmoothScrolling } from '@/lib/scroll';

/**
 * Page smooth scrolling (lib/scroll.ts: wheel smoothing with factor 0.06; native scrolling when it fails or
 * the user prefers reduced motion) and the home page's hash handling: /#id scrolls to the section, / to the top.
 */
export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => startSmoothScrolling(), []);

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
