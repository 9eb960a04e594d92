'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { scrollToSection, scrollToTop, SECTION_LINK_DELAY } from '@/lib/scroll';
import { homeSection, ROUTES, type NavItem } from '@/lib/routes';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'> & { onNavigate?: () => void };

function isModifiedClick(event: MouseEvent) {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/**
 * Link to a home page section ("/#pricing"). On the home page it scrolls there after 100 ms with the
 * 100 px offset; elsewhere it goes to / first and the scroll manager scrolls once the section exists.
 */
export function SectionLink({ section, onNavigate, onClick, children, ...rest }: AnchorProps & { section: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const href = homeSection(section);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        if (pathname === '/') {
          window.history.replaceState(window.history.state, '', href);
          window.setTimeout(() => void scrollToSection(section), SECTION_LINK_DELAY);
        } else {
          router.push(href);
        }
      }}
    >
      {children}
    </a>
  );
}

/** 'Esileht': goes to /, or scrolls to the top when already there. */
export function HomeLink({ onNavigate, onClick, children, ...rest }: AnchorProps) {
  const pathname = usePathname();
  return (
    <Link
      {...rest}
      href="/"
      onClick={(event) => {
        onClick?.(event);
        onNavigate?.();
        if (pathname === '/' && !isModifiedClick(event)) {
          event.preventDefault();
          window.history.replaceState(window.history.state, '', '/');
          void scrollToTop();
        }
      }}
    >
      {children}
    </Link>
  );
}

/** One link of a menu derived from the route table: 'Esileht', a home section or a page. */
export function NavItemLink({
  item,
  className,
  onNavigate,
  children = item.label,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  if (item.section) {
    return (
      <SectionLink section={item.section} className={className} onNavigate={onNavigate}>
        {children}
      </SectionLink>
    );
  }
  if (item.href === ROUTES.home) {
    return (
      <HomeLink className={className} onNavigate={onNavigate}>
        {children}
      </HomeLink>
    );
  }
  return (
    <Link href={item.href} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
