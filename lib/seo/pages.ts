import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, type RouteKey } from '@/lib/routes';

/** The head of a page of the route table: its title and description with canonical, Open Graph and hreflang. */
export function routeMetadata(key: RouteKey): Metadata {
  const page = PAGES[key];
  return pageMetadata({ path: page.path, ...page.meta });
}
