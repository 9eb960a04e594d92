import { describe, expect, it } from 'vitest';
import { fontPreloadsOf, preloadFontsEverywhere, withFontPreloads } from '../../scripts/build/font-preload.mjs';

const FONT = '<link rel="preload" href="/_next/static/media/inter_estonian_latin-s.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>';
const head = (links: string) =>
  `<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${links}<title>T</title></head><body><h1>Tere</h1></body></html>`;
const STYLE = '<link rel="preload" as="image" href="/logo.svg"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';

describe('every page preloads the layout font (Next writes it only for page.tsx files)', () => {
  const home = head(FONT + STYLE);
  const contact = head(STYLE);

  it('adds the font preload that another page has, before the first <link>, so it is requested with the style sheet', () => {
    const changed = preloadFontsEverywhere({ 'out/index.html': home, 'out/kontakt.html': contact });
    expect(Object.keys(changed)).toEqual(['out/kontakt.html']);
    const done = changed['out/kontakt.html'];
    expect(fontPreloadsOf(done)).toEqual([FONT]);
    expect(done.indexOf(FONT)).toBeLessThan(done.indexOf('rel="stylesheet"'));
    expect(done.indexOf(FONT)).toBeGreaterThan(done.indexOf('name="viewport"'));
  });

  it('adds it once, and nothing the second time', () => {
    const once = withFontPreloads(contact, [FONT]);
    expect(withFontPreloads(once, [FONT])).toBe(once);
    expect(withFontPreloads(home, [FONT])).toBe(home);
  });

  it('changes nothing when no page preloads a font (the bench floor has none)', () => {
    expect(preloadFontsEverywhere({ 'a.html': contact, 'b.html': head('') })).toEqual({});
  });

  it('puts it before </head> on a page without links', () => {
    const done = withFontPreloads(head(''), [FONT]);
    expect(done).toContain(`<title>T</title>${FONT}</head>`);
  });
});
