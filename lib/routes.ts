/**
 * The site's pages: paths, English counterparts, breadcrumb names and navigation entries.
 * Every link in the header, footer, sitemap and structured data comes from here.
 */
import { DELIVERY, formatEuro, PRICE_CLAIMS } from '@/lib/pricing';

export const ROUTES = {
  home: '/',
  portfolio: '/tehtud-tood',
  contact: '/kontakt',
  tester: '/seo-veebilehe-test',
  blog: '/blogi',
  privacy: '/privaatsus',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Home page section anchors, in page order. */
export const SECTIONS = {
  checklist: 'checklist',
  reviews: 'reviews',
  aboutUs: 'about-us',
  whyUs: 'why-us',
  audit: 'audit',
  pricing: 'pricing',
  partners: 'partners',
  faq: 'faq',
  contactCta: 'contact-cta',
} as const;

export const BLOG_ALL_TAG = 'Kõik';

/** Link to the blog with the "all articles" filter, as the footer uses it. */
export const blogAllHref = `${ROUTES.blog}?tag=${encodeURIComponent(BLOG_ALL_TAG)}`;

export function blogArticlePath(slug: string): string {
  return `${ROUTES.blog}/${slug}`;
}

export function blogTagHref(tag: string): string {
  return `${ROUTES.blog}?tag=${encodeURIComponent(tag)}`;
}

/** "/#pricing" style link to a home section. */
export function homeSection(id: string): string {
  return `/#${id}`;
}

/** Path on the English host for an Estonian path (spec section 9); other paths (e.g. /privaatsus) are unchanged. */
const EN_PATHS: Record<string, string> = {
  '/': '/',
  '/tehtud-tood': '/our-work',
  '/kontakt': '/contact',
  '/blogi': '/blog',
  '/seo-veebilehe-test': '/seo-website-test',
};

export function englishPath(path: string): string {
  return EN_PATHS[path] ?? path;
}

/** Second breadcrumb item per route (the first is always 'Esileht'). */
export const BREADCRUMB_NAMES: Record<string, string> = {
  '/tehtud-tood': 'Tehtud tööd',
  '/kontakt': 'Kontakt',
  '/blogi': 'Arendaja päevik',
  '/seo-veebilehe-test': 'SEO Veebilehe test',
  '/privaatsus': 'Privaatsustingimused',
};

export const BREADCRUMB_HOME = 'Esileht';
export const BREADCRUMB_ARTICLE = 'Artikkel';

export interface NavPage {
  name: string;
  description: string;
  path: string;
}

/** The 7 pages of the site navigation structured data (spec section 2). */
export const SITE_NAVIGATION: readonly NavPage[] = [
  {
    name: 'Esileht',
    description: `Kodulehed alates ${formatEuro(PRICE_CLAIMS.onePageFrom)} ja e-poed alates ${formatEuro(PRICE_CLAIMS.webShopFrom)} väikeettevõtetele, valmis ${DELIVERY.typicalWeeks} nädalaga.`,
    path: '/',
  },
  { name: 'Tehtud tööd', description: 'Meie valminud kodulehed ja e-poed: WordPress, eritellimus ja Shopify.', path: ROUTES.portfolio },
  { name: 'Hinnakiri', description: 'Arvuta oma kodulehe või e-poe hind hinnakalkulaatoriga.', path: homeSection(SECTIONS.pricing) },
  { name: 'Kontakt', description: 'Kirjuta või helista meile, esimene konsultatsioon on tasuta.', path: ROUTES.contact },
  { name: 'Tasuta audit', description: 'Telli oma veebilehele tasuta audit ja saa konkreetsed parandusettepanekud.', path: homeSection(SECTIONS.audit) },
  { name: 'SEO Veebilehe testija', description: 'Testi tasuta oma veebilehe kiirust, SEO-d ja turvalisust.', path: ROUTES.tester },
  { name: 'Arendaja päevik', description: 'Kliendilood ja nõuanded kodulehe, e-poe ja SEO kohta.', path: ROUTES.blog },
];

/** Labels of the header and footer navigation (spec section 2). */
export const NAV_LABELS = {
  home: 'Esileht',
  pricing: 'Hinnakiri',
  contact: 'Kontakt',
  portfolio: 'Tehtud tööd',
  more: 'Muud',
  audit: 'Tasuta audit',
  tester: 'SEO Veebilehe testija',
  blog: 'Kliendilood ja nõuanded',
  partners: 'Koostööpartnerid',
  contacts: 'Kontaktid',
  sendMessage: 'Saada sõnum',
  privacy: 'Privaatsustingimused',
} as const;
