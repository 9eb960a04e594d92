import { test, expect, SITE_URL, SITE_URL_EN, visit } from './fixtures';
import { byType, parseStaticHtml } from './html';

const ROUTES = [
  { path: '/', en: '/', title: /^Veebiselge – Ärme aja asju keeruliseks!$/, crumbs: ['Esileht'] },
  { path: '/tehtud-tood', en: '/our-work', title: /Tehtud tööd.* \| Veebiselge$/, h1: 'Tehtud tööd', crumbs: ['Esileht', 'Tehtud tööd'] },
  { path: '/kontakt', en: '/contact', title: /Kontakt.* \| Veebiselge$/, h1: 'Kontakt', crumbs: ['Esileht', 'Kontakt'] },
  { path: '/blogi', en: '/blog', title: /^Arendaja päevik - IT valdkonna nõuanded ja nipid \| Veebiselge$/, h1: 'Arendaja päevik', crumbs: ['Esileht', 'Arendaja päevik'] },
  { path: '/seo-veebilehe-test', en: '/seo-website-test', title: /SEO Veebilehe testija.* \| Veebiselge$/, h1: 'SEO Veebilehe testija', crumbs: ['Esileht', 'SEO Veebilehe test'] },
  // Not in the spec's mapping: the same path on the English host.
  { path: '/privaatsus', en: '/privacy', title: /^Privaatsustingimused \| Veebiselge$/, h1: 'Privaatsustingimused', crumbs: ['Esileht', 'Privaatsustingimused'] },
];

const abs = (origin: string, path: string) => (path === '/' ? `${origin}/` : `${origin}${path}`);
/** The Metadata API writes the home URL without its trailing slash; both forms name the same page. */
const norm = (url: string | undefined) => url?.replace(/^(https?:\/\/[^/]+)\/$/, '$1');

for (const route of ROUTES) {
  test(`static head of ${route.path}`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const head = parseStaticHtml(await response.text());

    expect(head.lang).toBe('et');
    expect(head.title).toMatch(route.title);
    expect(head.description?.length ?? 0).toBeGreaterThan(50);
    expect(norm(head.canonical)).toBe(norm(abs(SITE_URL, route.path)));
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:description']).toBe(head.description);
    expect(norm(head.meta['og:url'])).toBe(norm(abs(SITE_URL, route.path)));
    expect(head.meta['og:site_name']).toBe('Veebiselge');
    expect(head.meta['og:locale']).toBe('et_EE');
    expect(Object.fromEntries(Object.entries(head.alternates).map(([k, v]) => [k, norm(v)]))).toEqual({
      et: norm(abs(SITE_URL, route.path)),
      en: norm(abs(SITE_URL_EN, route.en)),
      'x-default': norm(abs(SITE_URL, route.path)),
    });
    if (route.h1) expect(head.h1).toEqual([route.h1]);
    else expect(head.h1).toHaveLength(1);

    const [breadcrumb] = byType(head.jsonLd, 'BreadcrumbList');
    const items = breadcrumb.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.name)).toEqual(route.crumbs);
    expect(items.map((i) => i.position)).toEqual(route.crumbs.map((_, i) => i + 1));
    expect(items[0].item).toBe(`${SITE_URL}/`);
    expect(items.at(-1)!.item).toBe(abs(SITE_URL, route.path));

    const [nav] = byType(head.jsonLd, 'ItemList').filter((b) =>
      (b.itemListElement as { '@type': string }[]).every((i) => i['@type'] === 'SiteNavigationElement'),
    );
    const pages = nav.itemListElement as { name: string; description: string; url: string }[];
    expect(pages).toHaveLength(7);
    expect(pages.map((p) => p.url)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/tehtud-tood`,
      `${SITE_URL}/#pricing`,
      `${SITE_URL}/kontakt`,
      `${SITE_URL}/#audit`,
      `${SITE_URL}/seo-veebilehe-test`,
      `${SITE_URL}/blogi`,
    ]);
    for (const p of pages) expect(p.description.length).toBeGreaterThan(10);

    const [org] = byType(head.jsonLd, 'Organization');
    expect(org).toMatchObject({
      name: 'Veebiselge',
      slogan: 'Ärme aja asju keeruliseks!',
      foundingDate: '2025',
      knowsLanguage: ['et', 'en'],
      url: `${SITE_URL}/`,
    });
    expect(org.contactPoint).toMatchObject({ hoursAvailable: { opens: '09:00', closes: '17:00' } });
  });
}

test('JSON-LD cannot be closed by content: no raw "<" inside a block', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(m[1]).not.toContain('<');
  }
});

test('sitemap and robots list the site', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/tehtud-tood', '/kontakt', '/blogi', '/seo-veebilehe-test', '/privaatsus']) {
    expect(sitemap).toContain(`<loc>${abs(SITE_URL, path)}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('the tab icon: the SVG mark for browsers that take one, the ICO for the others', async ({ page, request }) => {
  await visit(page, '/privaatsus');
  await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/icon.svg');
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveAttribute('sizes', '32x32');
  const svg = await request.get('/icon.svg');
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
});
