'use client';

import type { ComponentProps } from 'react';
import { scrollToSection } from '@/lib/scroll';

/**
 * An in-page link ("#contact-cta") that scrolls smoothly with the site's 100 px offset.
 * Without JavaScript it is a plain anchor and the browser jumps there.
 */
export function ScrollToSectionLink({ section, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { section: string }) {
  return (
    <a
      {...rest}
      href={`#${section}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        window.history.replaceState(window.history.state, '', `#${section}`);
        void scrollToSection(section).then((found) => {
          const target = found ? document.getElementById(section) : null;
          if (!target) return;
          // Move keyboard focus along with the view.
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        });
      }}
    >
      {children}
    </a>
  );
}
