'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { focusCheckpoint, focusElement, mainHeading } from '@/lib/focus';
import { goToSection, retryUntil, scrollToTop, startSmoothScrolling } from '@/lib/scroll';

/** How long a new route may take to show its h1 (ms): a few frames, not the 5 s a late section gets. */
const HEADING_ATTEMPTS = 10;

/**
 * Page smooth scrolling (lib/scroll.ts: wheel smoothing with factor 0.06; native scrolling when it fails or
 * the user prefers reduced motion), the home page's hash handling (/#id scrolls to the section, / to the top)
 * and focus on a route change: a new page moves keyboard focus to its h1, a home section reached from another
 * page to its heading, so the next Tab starts from the new content rather than from the link left behind.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => startSmoothScrolling(), []);

  useEffect(() => {
    // The first page of a visit keeps the browser's own start: the skip link is the first Tab stop.
    const arrived = firstPath.current !== pathname;
    firstPath.current = '';
    const focusMayMove = focusCheckpoint();
    const hash = pathname === '/' ? decodeURIComponent(window.location.hash.slice(1)) : '';
    if (hash) {
      void goToSection(hash, () => arrived && focusMayMove());
      return;
    }
    if (pathname === '/' && window.scrollY > 0) void scrollToTop();
    if (!arrived) return;
    let cancelled = false;
    void retryUntil(mainHeading, { initialDelay: 0, interval: 50, maxAttempts: HEADING_ATTEMPTS }).then((heading) => {
      if (heading && !cancelled && focusMayMove()) focusElement(heading);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.pathname !== '/') return;
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (hash) void goToSection(hash);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  return null;
}
