'use client';

import type { ComponentProps } from 'react';
import { goToSection } from '@/lib/scroll';

/**
 * An in-page link ("#contact-cta") that scrolls smoothly with the site's 100 px offset, and moves keyboard focus
 * along with the view. Without JavaScript it is a plain anchor and the browser jumps there.
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
        void goToSection(section);
      }}
    >
      {children}
    </a>
  );
}
