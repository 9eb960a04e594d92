/**
 * The checks of one run, in the order the progress list shows them, with their names for the visitor. The demo
 * statistics are not among them: they are generated, not checked (issue 24, copy review T12).
 */

export const CHECK_NAMES = ['pageSpeed', 'ssl', 'httpStatus', 'w3c', 'page', 'robotsTxt', 'sitemapXml'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export const CHECK_LABELS: Record<CheckName, string> = {
  pageSpeed: 'Kiirus, SEO ja ligipääsetavus (Google PageSpeed)',
  ssl: 'Turvaline ühendus (SSL)',
  httpStatus: 'Serveri vastus',
  w3c: 'HTML-vead (W3C)',
  page: 'Pealkirjad, pildid ja metaandmed',
  robotsTxt: 'robots.txt',
  sitemapXml: 'sitemap.xml',
};
