'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Space kept free above the sticky price bar for a focused control (px): an option card reaches 12 px below its
 * radio button, and 12 px more keep its focus ring clear.
 */
const BAR_GAP = 24;

/**
 * Where the sticky price bar is used (phones and tablets, not short screens), the page keeps its height free at the
 * bottom when the browser scrolls a focused control into view, so the bar never covers it (WCAG 2.4.11). The bar hides while
 * the total card itself is on screen: the same price twice, one under the other, says nothing new.
 */
export function useStickyBar() {
  const bar = useRef<HTMLParagraphElement>(null);
  const barLine = useRef<HTMLDivElement>(null);
  const totalCard = useRef<HTMLDivElement>(null);
  const [totalOnScreen, setTotalOnScreen] = useState(false);

  useEffect(() => {
    const card = totalCard.current;
    if (!card || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setTotalOnScreen(entry.isIntersecting));
    observer.observe(card);
    return () => observer.disconnect();
  }, []);

  // The space is kept whenever the bar can appear (not only while it shows): the bar comes back as soon as the
  // total card leaves the screen, which a scroll to the focused option can itself cause.
  useEffect(() => {
    const element = bar.current;
    const line = barLine.current;
    if (!element || !line) return;
    const root = document.documentElement;
    const update = () => {
      const style = window.getComputedStyle(line);
      root.style.scrollPaddingBottom = style.display === 'none' || style.position !== 'sticky' ? '' : `${element.offsetHeight + BAR_GAP}px`;
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(element);
    window.addEventListener('resize', update);
    return () => {
      resize.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return { bar, barLine, totalCard, barHidden: totalOnScreen };
}

