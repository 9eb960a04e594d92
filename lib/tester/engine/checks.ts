/**
 * The progress list: the steps of one run the visitor sees ticked off, in order, with their names. A registered
 * check (lib/tester/checks/registry.ts) appears here only when it is a step of its own worth naming; the type
 * check keeps every name here a real check. Kept apart from the checks themselves, which load only when a test
 * starts. The demo statistics are not among the steps: they are generated, not checked (copy review T12).
 */
import type { RegisteredKey } from '@/lib/tester/checks/registry';

/** The checks the run itself starts (the registered ones are added in the registry). */
type CoreCheck = 'pageSpeed' | 'ssl' | 'httpStatus' | 'w3c' | 'page';
export type CheckName = CoreCheck | RegisteredKey;

export const CHECK_NAMES = ['pageSpeed', 'ssl', 'httpStatus', 'w3c', 'page', 'robotsTxt', 'sitemapXml'] as const satisfies readonly CheckName[];
export type ProgressStep = (typeof CHECK_NAMES)[number];

export const CHECK_LABELS: Record<ProgressStep, string> = process.env.SITE_LOCALE === 'en'
  ? {
      pageSpeed: 'Speed, SEO and accessibility (Google PageSpeed)',
      ssl: 'Secure connection (SSL)',
      httpStatus: 'Server response',
      w3c: 'HTML errors (W3C)',
      page: 'Titles, images and metadata',
      robotsTxt: 'robots.txt',
      sitemapXml: 'sitemap.xml',
    }
  : {
      pageSpeed: 'Kiirus, SEO ja ligipääsetavus (Google PageSpeed)',
      ssl: 'Turvaline ühendus (SSL)',
      httpStatus: 'Serveri vastus',
      w3c: 'HTML-vead (W3C)',
      page: 'Pealkirjad, pildid ja metaandmed',
      robotsTxt: 'robots.txt',
      sitemapXml: 'sitemap.xml',
    };
