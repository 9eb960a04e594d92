import type { ComponentProps } from 'react';
import { homeSection } from '@/lib/routes';
import { STATIC_LINK } from '@/lib/static-links';

type Target = { href: string; section?: never } | { section: string; href?: never };

/**
 * A link that can be static HTML (components/ui/StaticHtml.tsx): a plain <a>, which StaticLinkHandler
 * (components/layout/NavLinks.tsx) follows as next/link does for a page (client-side, prefetched on hover and focus)
 * and as SectionLink does for a home-page section (`section`: scrolled to after 100 ms, 100 px below the header).
 */
export function StaticLink({ href, section, ...rest }: Omit<ComponentProps<'a'>, 'href'> & Target) {
  const attributes = { [STATIC_LINK.page]: '', ...(section ? { [STATIC_LINK.section]: section } : {}) };
  return <a {...rest} href={section ? homeSection(section) : href} {...attributes} />;
}
