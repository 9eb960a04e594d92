import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, type RouteKey } from '@/lib/routes';

/** A page's own title and description (its route file writes them). */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * The head of a page of the route table: the route file's title and description, with the canonical address,
 * Open Graph and hreflang alternates derived from the page's entry in lib/routes.ts.
 */
export function routeMetadata(key: RouteKey, head: PageHead): Metadata {
  return pageMetadata({ path: PAGES[key].path, ...head });
}
