import type { FetchFn } from '@/lib/tester/engine/http';

/** What every network check receives: an injected fetch and the CORS proxy prefix. */
export interface CheckDeps {
  fetch: FetchFn;
  proxy: string;
}

/** Per-check timeouts, in ms, as the spec fixes them. */
export const TIMEOUTS = {
  ssl: 5_000,
  pageSpeed: 60_000,
  w3c: 15_000,
  httpStatus: 10_000,
  robotsTxt: 10_000,
  sitemapXml: 10_000,
  page: 15_000,
  favicon: 5_000,
} as const;

/** The spec's sub-check fallback texts (section 8). */
export const FALLBACK_ERRORS = {
  ssl: 'SSL test failed',
  httpStatus: 'HTTP status check failed',
  robotsTxt: 'robots.txt check failed',
  sitemapXml: 'sitemap.xml check failed',
  html: 'HTML analysis failed',
  images: 'Image analysis failed',
  structuredData: 'Structured data analysis failed',
  socialMeta: 'Social meta analysis failed',
} as const;
