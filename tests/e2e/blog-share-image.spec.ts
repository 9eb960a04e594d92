import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, SITE_URL } from './fixtures';
import { parseStaticHtml } from './html';
import { exportedRoutes } from './exported-pages';
import { ARTICLES, articlePath } from './blog-data';

/** The folder the server under test serves (the build that adds an article uses its own). */
const OUT_DIR = process.env.E2E_OUT_DIR || 'out';
const sharePicture = (slug: string) => `${articlePath(slug)}/share.png`;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test('the build writes one 1200×630 PNG share picture per article, served as image/png', async ({ request }) => {
  const written = readdirSync(join(OUT_DIR, 'blogi'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(join(OUT_DIR, 'blogi', entry.name)).filter((name) => name === 'share.png').map((name) => `/blogi/${entry.name}/${name}`));
  expect(written.sort()).toEqual(ARTICLES.map((article) => sharePicture(article.slug)).sort());

  for (const article of ARTICLES) {
    const response = await request.get(sharePicture(article.slug));
    expect(response.status(), article.slug).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), article.slug).toEqual([1200, 630]);
  }
});

test('two articles get different pictures; every other page keeps the site picture', async ({ request }) => {
  const [first, second] = await Promise.all(ARTICLES.slice(0, 2).map(async (a) => (await request.get(sharePicture(a.slug))).body()));
  if (second) expect(first.equals(second)).toBe(false);

  const articlePaths = new Set(ARTICLES.map((article) => articlePath(article.slug)));
  const pages = exportedRoutes(OUT_DIR).filter((path) => !articlePaths.has(path));
  expect(pages).toContain('/blogi');
  for (const path of pages) {
    const head = parseStaticHtml(await (await request.get(path)).text());
    expect(head.meta['og:image'], path).toBe(`${SITE_URL}/og-image.png`);
    expect(head.meta['twitter:image'], path).toBe(`${SITE_URL}/og-image.png`);
  }
});
