'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { focusCheckpoint, focusElement, mainHeading } from '@/lib/focus';
import { goToSection, scrollToTop, SECTION_LINK_DELAY } from '@/lib/scroll';
import { FOOTER_NAV, homeSection, navCurrent, ROUTES, type NavItem } from '@/lib/routes';
import { STATIC_LINK } from '@/lib/static-links';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'> & { onNavigate?: () => void };

type Router = ReturnType<typeof useRouter>;

/** A click that opens a new tab or window, or is not the main button: left to the browser. */
function isModifiedClick(event: Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'button'>) {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/**
 * What a section link does when followed: on the home page it scrolls to the section after 100 ms with the 100 px
 * offset and then moves keyboard focus to its heading; elsewhere it goes to / first and the scroll manager does both
 * once the section exists.
 */
function followSectionLink(section: string, pathname: string, router: Router) {
  const href = homeSection(section);
  const focusMayMove = focusCheckpoint();
  if (pathname === '/') {
    window.history.replaceState(window.history.state, '', href);
    window.setTimeout(() => void goToSection(section, focusMayMove), SECTION_LINK_DELAY);
  } else {
    router.push(href);
  }
}

/**
 * Link to a home page section ("/#pricing") in React's tree, followed as followSectionLink says (in static HTML the
 * same link is components/ui/StaticLink.tsx with `section`).
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
        followSectionLink(section, pathname, router);
      }}
    >
      {children}
    </a>
  );
}

function focusMainHeading() {
  const heading = mainHeading();
  if (heading) focusElement(heading);
}

/** 'Esileht': goes to /, or scrolls to the top when already there (and focus moves to the page's heading). */
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
          const focusMayMove = focusCheckpoint();
          window.history.replaceState(window.history.state, '', '/');
          void scrollToTop().then(() => focusMayMove() && focusMainHeading());
        }
      }}
    >
      {children}
    </Link>
  );
}

/**
 * One link of a menu derived from the route table: 'Esileht', a home section or a page. The link to the page
 * the visitor is on carries aria-current (style it with `[&[aria-current]]:`).
 */
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
  const current = navCurrent(item, usePathname());
  if (item.section) {
    return (
      <SectionLink section={item.section} className={className} onNavigate={onNavigate}>
        {children}
      </SectionLink>
    );
  }
  if (item.href === ROUTES.home) {
    return (
      <HomeLink className={className} onNavigate={onNavigate} aria-current={current}>
        {children}
      </HomeLink>
    );
  }
  return (
    <Link
      href={item.href}
      className={className}
      aria-current={current}
      onClick={() => {
        onNavigate?.();
        // The page the visitor is already on: no route change moves focus, so the link does (the menu it was in may close).
        if (current === 'page') window.setTimeout(() => focusMainHeading(), 0);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * The footer's page list (lib/routes' FOOTER_NAV). The list is built here, in the browser's bundle, so no page's
 * inline payload repeats its items and their classes.
 */
export function FooterNavList({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {FOOTER_NAV.map((item) => (
        <li key={item.key}>
          <NavItemLink item={item} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The links of static HTML (components/ui/StaticLink.tsx, plain <a> that React does not walk) get what next/link and
 * SectionLink give React's links, through one listener for the page: a page link moves on the client (prefetched when
 * the pointer or focus comes to it), a section link scrolls as SectionLink does. Before the scripts have run they are
 * ordinary links.
 */
export function StaticLinkHandler() {
  const pathname = usePathname();
  const router = useRouter();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${STATIC_LINK.page}]`) : null);
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      if (!link || event.defaultPrevented || isModifiedClick(event) || (link.target && link.target !== '_self')) return;
      event.preventDefault();
      const section = link.getAttribute(STATIC_LINK.section);
      if (section) followSectionLink(section, current.current, router);
      else router.push(link.getAttribute('href') ?? '/');
    };
    const prefetch = (event: Event) => {
      const link = linkOf(event);
      if (link && !link.hasAttribute(STATIC_LINK.section)) router.prefetch(link.getAttribute('href') ?? '/');
    };
    document.addEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, prefetch);
    };
  }, [router]);
  return null;
}
