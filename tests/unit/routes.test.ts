import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BREADCRUMB_HOME,
  blogAllHref,
  englishPath,
  FOOTER_NAV,
  HEADER_NAV,
  navCurrent,
  PAGE_LIST,
  ROUTES,
  SITEMAP_ROUTES,
} from '@/lib/routes';
import { breadcrumbTrail, siteNavigationJsonLd } from '@/lib/seo/jsonld';
import { SITE_NAVIGATION, SITE_NAVIGATION_DESCRIPTIONS } from '@/lib/seo/site-navigation';
import { routeMetadata } from '@/lib/seo/pages';
import { buildSitemap } from '@/lib/sitemap';
import { absoluteUrl, siteUrl, siteUrlEn } from '@/lib/site';

/**
 * Every static route of one language's build: the folders of app/ holding a page.tsx or that language's
 * page.<locale>.tsx (next.config.ts, pageExtensions), without dynamic segments such as [slug].
 */
function appRoutes(locale: 'et' | 'en' = 'et', dir = 'app', path = ''): string[] {
  const found = existsSync(join(dir, 'page.tsx')) || existsSync(join(dir, `page.${locale}.tsx`)) ? [path || '/'] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('[')) found.push(...appRoutes(locale, join(dir, entry.name), `${path}/${entry.name}`));
  }
  return found;
}

const pages = PAGE_LIST.filter((p) => !p.section);
const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);

describe('the route table', () => {
  it('has an entry for every route file of app/ and a route file for every page entry', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(appRoutes().sort());
    expect(Object.values(ROUTES).sort()).toEqual(appRoutes().sort());
  });

  it("has a route file for every page's English path, and none the English site does not list", () => {
    const english = pages.filter((p) => p.paths).map((p) => p.paths!.en);
    expect([...english, ROUTES.unknown].sort()).toEqual(appRoutes('en').sort());
  });

  it('sections are links to home anchors', () => {
    for (const entry of PAGE_LIST.filter((p) => p.section)) expect(entry.path).toBe(`/#${entry.section}`);
  });

  it('every path is used once', () => {
    expect(new Set(PAGE_LIST.map((p) => p.path)).size).toBe(PAGE_LIST.length);
  });
});

const head = { title: 'Pealkiri | Veebiselge', description: 'Lehe kirjeldus otsingutulemustes.' };

describe('lists derived from the table', () => {
  it('header: the spec items in order, every entry with a header group once', () => {
    expect(labels(HEADER_NAV.main)).toEqual(['Esileht', 'Hinnakiri', 'Kontakt', 'Tehtud tööd']);
    expect(labels(HEADER_NAV.more)).toEqual(['Tasuta audit', 'SEO Veebilehe testija', 'Kliendilood ja nõuanded', 'Koostööpartnerid']);
    expect([...HEADER_NAV.main, ...HEADER_NAV.more].map((i) => i.key)).toEqual(PAGE_LIST.filter((p) => p.header).map((p) => p.key));
    expect(HEADER_NAV.more.find((i) => i.key === 'tester')?.shine).toBe(true);
  });

  it('footer: every entry with a footer place, in place order, the blog with the "Kõik" filter', () => {
    expect(FOOTER_NAV.map((i) => i.key).sort()).toEqual(PAGE_LIST.filter((p) => p.footer).map((p) => p.key).sort());
    expect(FOOTER_NAV.map((i) => PAGE_LIST.find((p) => p.key === i.key)!.footer!.position)).toEqual(FOOTER_NAV.map((_, index) => index + 1));
    expect(labels(FOOTER_NAV)).toEqual([
      'Esileht',
      'Hinnakiri',
      'Tasuta audit',
      'Koostööpartnerid',
      'Tehtud tööd',
      'SEO Veebilehe testija',
      'Blogi: kliendilood ja nõuanded',
      'Kontakt',
    ]);
    expect(FOOTER_NAV.find((i) => i.key === 'blog')?.href).toBe(blogAllHref);
    expect(FOOTER_NAV.find((i) => i.key === 'audit')).toMatchObject({ href: '/#audit', section: 'audit' });
  });

  it('site navigation data: the 7 pages of the spec, each with the name, description and url of its entry', () => {
    const withPlace = PAGE_LIST.filter((p) => p.siteNavigation).sort((a, b) => a.siteNavigation!.position - b.siteNavigation!.position);
    expect(SITE_NAVIGATION.map((p) => p.name)).toEqual([
      'Esileht',
      'Tehtud tööd',
      'Hinnakiri',
      'Kontakt',
      'Tasuta audit',
      'SEO Veebilehe testija',
      'Arendaja päevik',
    ]);
    const items = siteNavigationJsonLd().itemListElement as unknown as { position: number; name: string; description: string; url: string }[];
    expect(items).toEqual(
      withPlace.map((p, index) => ({
        '@type': 'SiteNavigationElement',
        position: index + 1,
        name: p.name,
        description: SITE_NAVIGATION_DESCRIPTIONS[p.key as keyof typeof SITE_NAVIGATION_DESCRIPTIONS],
        url: absoluteUrl(p.path),
      })),
    );
  });

  it('breadcrumbs: Esileht, then the entry\'s breadcrumb name on every page', () => {
    // The unknown-address page is the home screen at any path: its trail is home's.
    expect(breadcrumbTrail(ROUTES.unknown)).toEqual([{ name: BREADCRUMB_HOME, path: '/' }]);
    for (const page of pages.filter((p) => p.key !== 'unknown')) {
      const trail = breadcrumbTrail(page.path);
      if (page.path === ROUTES.home) expect(trail).toEqual([{ name: BREADCRUMB_HOME, path: '/' }]);
      else expect(trail).toEqual([{ name: BREADCRUMB_HOME, path: '/' }, { name: page.breadcrumb, path: page.path }]);
    }
    expect(pages.filter((p) => p.breadcrumb).map((p) => p.breadcrumb)).toEqual(
      expect.arrayContaining(['Tehtud tööd', 'Kontakt', 'Arendaja päevik', 'SEO Veebilehe test']),
    );
  });

  it('hreflang: every page of its own has a pair on the English host, other paths unchanged', () => {
    for (const page of pages.filter((p) => !p.section && p.key !== 'unknown')) {
      expect(page.paths?.et, page.key).toBe(page.path);
      expect(englishPath(page.path)).toBe(page.paths!.en);
      expect(routeMetadata(page.key as keyof typeof ROUTES, head).alternates?.languages).toEqual({
        et: absoluteUrl(page.path, siteUrl),
        en: absoluteUrl(page.paths!.en, siteUrlEn),
        'x-default': absoluteUrl(page.path, siteUrl),
      });
    }
    expect(englishPath('/privaatsus')).toBe('/privacy');
    expect(englishPath('/blogi/x')).toBe('/blogi/x');
  });

  it('the unknown-address page announces no other language', () => {
    expect(routeMetadata('unknown', head).alternates?.languages).toEqual({});
  });

  it("page metadata: the route file's title and description, the canonical address and og:url of the entry", () => {
    for (const page of pages) {
      const meta = routeMetadata(page.key as keyof typeof ROUTES, head);
      expect(meta.title).toEqual({ absolute: head.title });
      expect(meta.description).toBe(head.description);
      expect(meta.alternates?.canonical).toBe(absoluteUrl(page.path));
      expect(meta.openGraph?.url).toBe(absoluteUrl(page.path));
    }
  });

  it('sitemap: every entry with a sitemap place, highest priority first', () => {
    expect(SITEMAP_ROUTES.map((r) => r.path).sort()).toEqual(PAGE_LIST.filter((p) => p.sitemap).map((p) => p.path).sort());
    expect(buildSitemap().map((e) => e.url)).toEqual(SITEMAP_ROUTES.map((r) => absoluteUrl(r.path)));
    expect(SITEMAP_ROUTES.map((r) => r.path)).toEqual(['/', '/tehtud-tood', '/seo-veebilehe-test', '/blogi', '/kontakt', '/privaatsus']);
  });
});

describe('navCurrent: the menu link of the page the visitor is on', () => {
  const link = (key: string) => [...HEADER_NAV.main, ...HEADER_NAV.more, ...FOOTER_NAV].find((item) => item.key === key)!;

  it("marks the page's own link as the current page", () => {
    expect(navCurrent(link('contact'), '/kontakt')).toBe('page');
    expect(navCurrent(link('home'), '/')).toBe('page');
    expect(navCurrent(link('tester'), '/seo-veebilehe-test')).toBe('page');
  });

  it('marks the blog as the current section on an article, and the footer blog link despite its ?tag=', () => {
    expect(navCurrent(link('blog'), '/blogi/mis-peletab-kliente-eemale')).toBe('true');
    const footerBlog = FOOTER_NAV.find((item) => item.key === 'blog')!;
    expect(footerBlog.href).toContain('?tag=');
    expect(navCurrent(footerBlog, '/blogi')).toBe('page');
  });

  it('never marks a home section, nor Esileht on another page', () => {
    expect(navCurrent(link('pricing'), '/')).toBeUndefined();
    expect(navCurrent(link('audit'), '/')).toBeUndefined();
    expect(navCurrent(link('home'), '/kontakt')).toBeUndefined();
    expect(navCurrent(link('contact'), '/tehtud-tood')).toBeUndefined();
    expect(navCurrent(link('home'), '/blogi/artikkel')).toBeUndefined();
  });
});
