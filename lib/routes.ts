/**
 * The site's pages, defined once in one table (PAGES): the path on each host, name, breadcrumb name, navigation
 * label, site-navigation description and sitemap entry, in the built language (lib/i18n/locale.ts): each label
 * is written in place as `EN ? English : Estonian`, so the header's chunk carries one language. The header, footer, mobile
 * menu, breadcrumbs, hreflang alternates, sitemap, site-navigation structured data and page metadata are all
 * derived from it. Adding a page is one entry here plus its route file (see docs/architecture.md, "Adding a page").
 */
import { UNKNOWN_PAGE_PATH } from '@/lib/not-found.mjs';

/** The English build (see lib/i18n/locale.ts: written in place so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

/** Home page section anchors, in page order. */
export const HOME_SECTIONS = {
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

/** "/#pricing" style link to a home section. */
export function homeSection(id: string): string {
  return `/#${id}`;
}

export type SitemapFrequency = 'weekly' | 'monthly' | 'yearly';

/** One entry of the table: a page of its own (it has a route file) or a section of the home page. */
export interface PageEntry {
  /** The path on this site ("/kontakt", on the English site "/contact"); for a home section its anchor link ("/#pricing"). */
  path: string;
  /** The page's path on each host, for hreflang pairs and the language switch (a home section has none). */
  paths?: { et: string; en: string };
  /** The home section's id, for an entry that is a section of the home page. */
  section?: string;
  /** The name of the page (its heading and its name in the site-navigation data). */
  name: string;
  /** The second breadcrumb item on this page (the first is always BREADCRUMB_HOME). */
  breadcrumb?: string;
  /** The link text in the header and footer menus. */
  navLabel?: string;
  /** The header menu group: the top row, or the 'Muud' dropdown (in table order; the mobile menu follows it). */
  header?: 'main' | 'more';
  /** Drawn with the shine effect in the menu. */
  shine?: boolean;
  /** Place in the footer's 'Lehed' list (1 first); `href` and `labelPrefix` change the footer link only. */
  footer?: { position: number; href?: string; labelPrefix?: string };
  /**
   * Place (1 first) in the site-navigation structured data, which lists 7 pages. The descriptions are in
   * lib/seo/site-navigation.ts: they quote prices, and this table goes into the header's client chunk.
   */
  siteNavigation?: { position: number };
  /** Sitemap entry; the sitemap lists pages by priority, highest first. */
  sitemap?: { priority: number; changeFrequency: SitemapFrequency };
}

export const BLOG_ALL_TAG = EN ? 'All' : 'Kõik';
const BLOG_PATHS = { et: '/blogi', en: '/blog' } as const;
const BLOG_PATH = EN ? BLOG_PATHS.en : BLOG_PATHS.et;

/** Link to the blog with the "all articles" filter, as the footer uses it. */
export const blogAllHref = `${BLOG_PATH}?tag=${encodeURIComponent(BLOG_ALL_TAG)}`;

/** The table, in the header's order. */
export const PAGES = {
  home: {
    path: '/',
    paths: { et: '/', en: '/' },
    name: EN ? 'Home' : 'Esileht',
    navLabel: EN ? 'Home' : 'Esileht',
    header: 'main',
    footer: { position: 1 },
    siteNavigation: { position: 1 },
    sitemap: { priority: 1, changeFrequency: 'weekly' },
  },
  pricing: {
    path: homeSection(HOME_SECTIONS.pricing),
    section: HOME_SECTIONS.pricing,
    name: EN ? 'Pricing' : 'Hinnakiri',
    navLabel: EN ? 'Pricing' : 'Hinnakiri',
    header: 'main',
    footer: { position: 2 },
    siteNavigation: { position: 3 },
  },
  contact: {
    path: EN ? '/contact' : '/kontakt',
    paths: { et: '/kontakt', en: '/contact' },
    name: EN ? 'Contact' : 'Kontakt',
    breadcrumb: EN ? 'Contact' : 'Kontakt',
    navLabel: EN ? 'Contact' : 'Kontakt',
    header: 'main',
    footer: { position: 8 },
    siteNavigation: { position: 4 },
    sitemap: { priority: 0.6, changeFrequency: 'monthly' },
  },
  portfolio: {
    path: EN ? '/our-work' : '/tehtud-tood',
    paths: { et: '/tehtud-tood', en: '/our-work' },
    name: EN ? 'Our work' : 'Tehtud tööd',
    breadcrumb: EN ? 'Our work' : 'Tehtud tööd',
    navLabel: EN ? 'Our work' : 'Tehtud tööd',
    header: 'main',
    footer: { position: 5 },
    siteNavigation: { position: 2 },
    sitemap: { priority: 0.8, changeFrequency: 'monthly' },
  },
  audit: {
    path: homeSection(HOME_SECTIONS.audit),
    section: HOME_SECTIONS.audit,
    name: EN ? 'Free audit' : 'Tasuta audit',
    navLabel: EN ? 'Free audit' : 'Tasuta audit',
    header: 'more',
    footer: { position: 3 },
    siteNavigation: { position: 5 },
  },
  tester: {
    path: EN ? '/seo-website-test' : '/seo-veebilehe-test',
    paths: { et: '/seo-veebilehe-test', en: '/seo-website-test' },
    name: EN ? 'SEO Website Tester' : 'SEO Veebilehe testija',
    breadcrumb: EN ? 'SEO Website Tester' : 'SEO Veebilehe test',
    navLabel: EN ? 'SEO Website Tester' : 'SEO Veebilehe testija',
    header: 'more',
    shine: true,
    footer: { position: 6 },
    siteNavigation: { position: 6 },
    sitemap: { priority: 0.8, changeFrequency: 'monthly' },
  },
  blog: {
    path: BLOG_PATH,
    paths: BLOG_PATHS,
    // The spec names the Estonian blog three ways (menu, heading, footer); the English one has one name.
    name: EN ? 'Blog' : 'Arendaja päevik',
    breadcrumb: EN ? 'Blog' : 'Arendaja päevik',
    navLabel: EN ? 'Blog' : 'Kliendilood ja nõuanded',
    header: 'more',
    footer: { position: 7, href: blogAllHref, ...(EN ? {} : { labelPrefix: 'Blogi' }) },
    siteNavigation: { position: 7 },
    sitemap: { priority: 0.7, changeFrequency: 'weekly' },
  },
  partners: {
    path: homeSection(HOME_SECTIONS.partners),
    section: HOME_SECTIONS.partners,
    name: EN ? 'Partners' : 'Koostööpartnerid',
    navLabel: EN ? 'Partners' : 'Koostööpartnerid',
    header: 'more',
    footer: { position: 4 },
  },
  privacy: {
    path: EN ? '/privacy' : '/privaatsus',
    paths: { et: '/privaatsus', en: '/privacy' },
    name: EN ? 'Privacy policy' : 'Privaatsustingimused',
    breadcrumb: EN ? 'Privacy policy' : 'Privaatsustingimused',
    navLabel: EN ? 'Privacy policy' : 'Privaatsustingimused',
    sitemap: { priority: 0.3, changeFrequency: 'yearly' },
  },
  /** The page every unknown address shows (out/404.html): in no menu, sitemap or navigation data. */
  unknown: {
    path: UNKNOWN_PAGE_PATH,
    name: EN ? 'Page not found' : 'Lehte ei leitud',
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;
/** Pages with a route file of their own (not home sections). */
export type RouteKey = { [K in PageKey]: (typeof PAGES)[K] extends { section: string } ? never : K }[PageKey];

/** The entries in table order, each with its key. */
export const PAGE_LIST: readonly (PageEntry & { key: PageKey })[] = (Object.keys(PAGES) as PageKey[]).map((key) => ({
  key,
  ...(PAGES[key] as PageEntry),
}));

/** The path of every page with a route file: ROUTES.contact === '/kontakt'. */
export const ROUTES = Object.fromEntries(PAGE_LIST.filter((p) => !p.section).map((p) => [p.key, p.path])) as {
  readonly [K in RouteKey]: (typeof PAGES)[K]['path'];
};

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export function blogArticlePath(slug: string): string {
  return `${ROUTES.blog}/${slug}`;
}

export function blogTagHref(tag: string): string {
  return `${ROUTES.blog}?tag=${encodeURIComponent(tag)}`;
}

/**
 * The paths of the page at `path` (a path of this site) on both hosts, from the table; undefined for a path the
 * table does not list (an article: lib/blog/load.ts pairs those).
 */
export function pagePaths(path: string): { et: string; en: string } | undefined {
  return PAGE_LIST.find((p) => p.path === path && p.paths)?.paths;
}

/** Path on the English host for an Estonian path of the table; a path the table does not list is unchanged. */
export function englishPath(etPath: string): string {
  return PAGE_LIST.find((p) => p.paths?.et === etPath)?.paths?.en ?? etPath;
}

export const BREADCRUMB_HOME = EN ? 'Home' : 'Esileht';
export const BREADCRUMB_ARTICLE = EN ? 'Article' : 'Artikkel';

/** Second breadcrumb item of a route, or undefined (home, unknown paths). */
export function breadcrumbName(path: string): string | undefined {
  return PAGE_LIST.find((p) => p.path === path)?.breadcrumb;
}

/** A link of the header or footer menu. */
export interface NavItem {
  key: PageKey;
  label: string;
  href: string;
  /** Set for a home section: the link scrolls there (on home) or goes to / first. */
  section?: string;
  shine?: boolean;
}

/**
 * Whether a menu link points at the page the visitor is on (its aria-current): 'page' on that page, 'true' on a
 * page below it (an article under the blog), undefined elsewhere. A link to a home section is never current:
 * it is a place on a page, not a page.
 */
export function navCurrent(item: Pick<NavItem, 'href' | 'section'>, pathname: string): 'page' | 'true' | undefined {
  if (item.section) return undefined;
  const path = item.href.split(/[?#]/)[0];
  if (path === pathname) return 'page';
  if (path !== '/' && pathname.startsWith(`${path}/`)) return 'true';
  return undefined;
}

function navItem(page: PageEntry & { key: PageKey }): NavItem {
  return { key: page.key, label: page.navLabel ?? page.name, href: page.path, section: page.section, shine: page.shine };
}

/** The header's top row and its 'Muud' dropdown (the mobile menu shows the same groups). */
export const HEADER_NAV = {
  main: PAGE_LIST.filter((p) => p.header === 'main').map(navItem),
  more: PAGE_LIST.filter((p) => p.header === 'more').map(navItem),
} as const;

function byPosition<T extends { position: number }>(get: (p: PageEntry) => T | undefined) {
  return PAGE_LIST.filter((p) => get(p)).sort((a, b) => get(a)!.position - get(b)!.position);
}

/** The footer's 'Lehed' list. */
export const FOOTER_NAV: readonly NavItem[] = byPosition((p) => p.footer).map((page) => {
  const item = navItem(page);
  const { href, labelPrefix } = page.footer!;
  return { ...item, href: href ?? item.href, label: labelPrefix ? `${labelPrefix}: ${item.label.toLowerCase()}` : item.label };
});

/** Labels of the menus' groups and buttons. */
export const NAV_GROUP_LABELS = {
  more: EN ? 'More' : 'Muud',
  // "Kontaktid" (spec) is a card of ways to reach us; in English a label of its own, not "Contacts" beside "Contact".
  contacts: EN ? 'Get in touch' : 'Kontaktid',
  sendMessage: EN ? 'Send a message' : 'Saada sõnum',
} as const;

/** The pages of the site-navigation structured data, in their order (their descriptions: lib/seo/site-navigation.ts). */
export const SITE_NAVIGATION_PAGES = byPosition((p) => p.siteNavigation);

export interface SitemapRoute {
  path: string;
  paths?: { et: string; en: string };
  priority: number;
  changeFrequency: SitemapFrequency;
}

/** The pages of the sitemap, highest priority first (table order among equals). */
export const SITEMAP_ROUTES: readonly SitemapRoute[] = PAGE_LIST.filter((p) => p.sitemap)
  .map((p) => ({ path: p.path, paths: p.paths, ...p.sitemap! }))
  .sort((a, b) => b.priority - a.priority);
