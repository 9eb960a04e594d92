import { test, expect, SITE_URL, SITE_URL_EN, visit } from '../fixtures';
import { exportedRoutes } from '../exported-pages';
import { estonianIn } from '@/tests/language';

/** The English host's own robots.txt, sitemap (with the hreflang pairs), RSS feed and web manifest, as served. */
test('robots.txt names the English sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL_EN}/sitemap.xml`);
});

test('the sitemap lists every English page on its own host, each with its Estonian pair and x-default', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const pages = exportedRoutes('out-en');
  expect(locs.sort()).toEqual(pages.map((path) => `${SITE_URL_EN}${path === '/' ? '/' : path}`).sort());
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="et" href="${SITE_URL}/kontakt" />`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/kontakt" />`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="et" href="${SITE_URL}/blogi/miks-veebilehe-kiirus-otsustab-edu" />`);
  expect(xml).not.toContain(`<loc>${SITE_URL}/`);
});

test('the RSS feed is the English blog, in English', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<language>en</language>');
  expect(xml).toContain(`<link>${SITE_URL_EN}/blog</link>`);
  expect([...xml.matchAll(/<item>/g)]).toHaveLength(exportedRoutes('out-en').filter((path) => path.startsWith('/blog/')).length);
  expect(estonianIn(xml)).toEqual([]);
});

test('the web manifest is English', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.lang).toBe('en');
  expect(manifest.name).toBe('Veebiselge – Let’s keep it simple!');
  expect(manifest.description).toMatch(/^Websites from €\d+ \+ VAT and online shops from €\d+ \+ VAT for small businesses\.$/);
});

test('an unknown English article address leads to the English blog, which says the article was not found', async ({ page }) => {
  await visit(page, '/blog/no-such-article');
  await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.hash === '#article-not-found');
  await expect(page.getByRole('heading', { name: 'We could not find this article' })).toBeVisible();
});
