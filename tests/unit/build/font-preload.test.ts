import { describe, expect, it } from 'vitest';
import { fontPreloadPass, fontPreloadsOf, manifestFonts, withFontPreloads } from '../../../scripts/build/font-preload.mjs';
import { runPasses, type Site } from '../../../scripts/build/passes.mjs';

const HREF = '/_next/static/media/inter_estonian_latin-s.p.abc.woff2';
const FONT = `<link rel="preload" href="${HREF}" as="font" crossorigin="" type="font/woff2"/>`;
const head = (links: string) =>
  `<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${links}<title>T</title></head><body><h1>Tere</h1></body></html>`;
const STYLE = '<link rel="preload" as="image" href="/logo.svg"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
/** Next's font manifest: the font each app page's layout preloads. */
const MANIFEST = { app: { '[project]/app/page': ['static/media/inter_estonian_latin-s.p.abc.woff2'], '[project]/app/kontakt/page': ['static/media/inter_estonian_latin-s.p.abc.woff2'] } };

/** The pass alone over these pages. */
async function preloaded(pages: Record<string, string>, fontManifest: Site['fontManifest'] = MANIFEST) {
  const site: Site = { outDir: 'out', pages: new Map(Object.entries(pages)), files: new Map(), removed: [], fontManifest, options: {} };
  await runPasses(site, () => {}, [fontPreloadPass]);
  return Object.fromEntries(site.pages);
}

describe('every page preloads the layout font (Next writes it only for page.tsx files)', () => {
  const home = head(FONT + STYLE);
  const contact = head(STYLE);

  it("reads the layout's fonts from Next's font manifest", () => {
    expect(manifestFonts(MANIFEST)).toEqual([HREF]);
    expect(manifestFonts({ app: { '[project]/app/page': [] } })).toEqual([]);
  });

  it('adds the font preload that another page has, before the first <link>, so it is requested with the style sheet', async () => {
    const done = (await preloaded({ 'out/index.html': home, 'out/kontakt.html': contact }))['out/kontakt.html'];
    expect(fontPreloadsOf(done)).toEqual([FONT]);
    expect(done.indexOf(FONT)).toBeLessThan(done.indexOf('rel="stylesheet"'));
    expect(done.indexOf(FONT)).toBeGreaterThan(done.indexOf('name="viewport"'));
  });

  it('adds it once, and nothing the second time', () => {
    const once = withFontPreloads(contact, [FONT]);
    expect(withFontPreloads(once, [FONT])).toBe(once);
    expect(withFontPreloads(home, [FONT])).toBe(home);
  });

  it('expects nothing of an export whose manifest lists no font (the bench floor has none)', async () => {
    const pages = { 'a.html': contact, 'b.html': head('') };
    expect(await preloaded(pages, { app: { '[project]/app/page': [] } })).toEqual(pages);
  });

  it('stops the build when no page has the tag to copy', async () => {
    await expect(preloaded({ 'out/kontakt.html': contact })).rejects.toThrow(`font-preload: every page: no page has Next's preload of ${HREF}`);
  });

  it('puts it before </head> on a page without links', () => {
    const done = withFontPreloads(head(''), [FONT]);
    expect(done).toContain(`<title>T</title>${FONT}</head>`);
  });
});
