import { readFileSync } from 'node:fs';
import { test, expect, SITE_URL, SITE_URL_EN } from '../fixtures';
import { exportedRoutes } from '../exported-pages';
import { byType, parseStaticHtml, type StaticHead } from '../html';

/**
 * hreflang across both exports, read from the files a crawler gets: every English page names itself, its Estonian
 * page and x-default (the Estonian page); that Estonian page names the English page back; an Estonian page that
 * names an English page names one that exists.
 */
const SITES = [
  { dir: 'out', origin: SITE_URL, lang: 'et', other: 'en' },
  { dir: 'out-en', origin: SITE_URL_EN, lang: 'en', other: 'et' },
] as const;

/** The Metadata API writes the home URL without its trailing slash; both forms name the same page. */
const norm = (url: string | undefined) => url?.replace(/^(https?:\/\/[^/]+)\/$/, '$1');
const fileOf = (dir: string, path: string) => (path === '/' ? `${dir}/index.html` : `${dir}${path}.html`);

const heads = new Map<string, StaticHead>();
for (const site of SITES) {
  for (const path of exportedRoutes(site.dir)) heads.set(norm(`${site.origin}${path}`)!, parseStaticHtml(readFileSync(fileOf(site.dir, path), 'utf8')));
}

for (const site of SITES) {
  test(`every page of ${site.dir}/ and its pair name each other, with x-default on the Estonian host`, () => {
    let pairs = 0;
    for (const path of exportedRoutes(site.dir)) {
      const url = norm(`${site.origin}${path}`)!;
      const head = heads.get(url)!;
      const alternates = Object.fromEntries(Object.entries(head.alternates).map(([k, v]) => [k, norm(v)]));
      expect(norm(head.canonical), path).toBe(url);
      expect(head.lang, path).toBe(site.lang);
      if (site.lang === 'en') expect(Object.keys(alternates).sort(), path).toEqual(['en', 'et', 'x-default']);
      if (!alternates[site.other]) {
        expect(alternates, `${path} announces no pair, so no alternates at all`).toEqual({});
        continue;
      }
      expect(alternates[site.lang], path).toBe(url);
      expect(alternates['x-default'], path).toBe(alternates.et);
      const pair = heads.get(alternates[site.other]!);
      expect(pair, `${path}: its ${site.other} page ${alternates[site.other]} is exported`).toBeDefined();
      const back = Object.fromEntries(Object.entries(pair!.alternates).map(([k, v]) => [k, norm(v)]));
      expect(back, `${alternates[site.other]} points back to ${url}`).toEqual(alternates);
      pairs += 1;
    }
    expect(pairs).toBeGreaterThanOrEqual(12);
  });
}

test('the English head: lang, Open Graph locale, canonical on its own host, inLanguage and English breadcrumbs', () => {
  const contact = heads.get(`${SITE_URL_EN}/contact`)!;
  expect(contact.lang).toBe('en');
  expect(contact.meta['og:locale']).toBe('en_GB');
  expect(contact.meta['og:url']).toBe(`${SITE_URL_EN}/contact`);
  expect(contact.h1).toEqual(['Contact']);
  const [breadcrumb] = byType(contact.jsonLd, 'BreadcrumbList');
  expect((breadcrumb.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item])).toEqual([
    ['Home', `${SITE_URL_EN}/`],
    ['Contact', `${SITE_URL_EN}/contact`],
  ]);
  for (const block of contact.jsonLd.filter((b) => 'inLanguage' in b)) expect(block.inLanguage).toBe('en');
  const article = [...heads.entries()].find(([url]) => url.startsWith(`${SITE_URL_EN}/blog/`))![1];
  const [ld] = byType(article.jsonLd, 'Article');
  expect(ld.inLanguage).toBe('en');
  expect(article.meta['og:type']).toBe('article');
});
