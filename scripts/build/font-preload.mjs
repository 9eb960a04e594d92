/**
 * Post-build step of scripts/build/finalize-export.mjs: every page preloads the layout's font, as Next does for a page
 * whose file is page.tsx.
 *
 * next/font writes a `<link rel="preload" as="font">` for the fonts of a page's layouts by looking the page's file up
 * in its font manifest with one extension taken off ("app/kontakt/page.et.tsx" becomes "app/kontakt/page.et"), while
 * the manifest names the entry without the whole page extension ("app/kontakt/page"). So a page of one language only
 * (page.et.tsx, page.en.tsx: next.config.ts `pageExtensions`) gets no font preload: the browser finds the font only
 * after the style sheet, paints the text in the fallback first and moves it when Inter arrives (a layout shift of
 * 0.09–0.2 on the tester page and the articles). Here the font preloads that Next wrote on the pages it did serve are
 * added to every page that lacks them, in the same place: before the page's first <link>, so the font is requested
 * with the style sheet. Applying it again changes nothing.
 *
 * What the pass expects: every font that Next's font manifest (.next/server/next-font-manifest.json) lists for the
 * app's pages is preloaded on every page, and at least one page has Next's own tag for it to copy.
 */
import { tagsOf } from '../../lib/html-tags.mjs';
import { PassError, tokensOf } from './pass.mjs';

const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/g;

/** The font preload tags of a page, in document order. */
export function fontPreloadsOf(html) {
  return html.match(FONT_PRELOAD) ?? [];
}

/**
 * The page with each given font preload tag that it does not have yet, inserted before its first <link> in <head>.
 * @param {string} html
 * @param {string[]} preloads
 * @returns {string}
 */
export function withFontPreloads(html, preloads) {
  const own = new Set(fontPreloadsOf(html));
  const missing = preloads.filter((tag) => !own.has(tag));
  if (missing.length === 0) return html;
  const head = html.indexOf('</head>');
  const firstLink = html.indexOf('<link ');
  if (head < 0) throw new Error('font-preload: a page without </head>');
  const at = firstLink >= 0 && firstLink < head ? firstLink : head;
  return html.slice(0, at) + missing.join('') + html.slice(at);
}

/**
 * The fonts the layout preloads, from Next's font manifest: their addresses under /_next/static/media.
 * @param {{ app?: Record<string, string[]> }} manifest
 */
export function manifestFonts(manifest) {
  return [...new Set(Object.values(manifest.app ?? {}).flat())].map((file) => `/_next/${file}`);
}

/** The fonts a page preloads in its <head>, by address, read by the HTML tokenizer. */
function preloadedFonts(html) {
  return tagsOf(html)
    .filter((tag) => tag.inHead && tag.name === 'link' && tokensOf(tag, 'rel').includes('preload') && tag.attributes.get('as') === 'font')
    .map((tag) => tag.attributes.get('href'));
}

/** @type {import('./passes.mjs').PagePass<{ fonts: string[], tags: string[] }>} */
export const fontPreloadPass = {
  name: 'font-preload',
  does: "every page preloads the layout's font",
  prepare(site) {
    const fonts = manifestFonts(site.fontManifest);
    const tags = [...new Set([...site.pages.values()].flatMap(fontPreloadsOf))].filter((tag) => fonts.some((href) => tag.includes(`href="${href}"`)));
    const uncopied = fonts.filter((href) => !tags.some((tag) => tag.includes(`href="${href}"`)));
    if (uncopied.length > 0) {
      throw new PassError('font-preload', 'every page', `no page has Next's preload of ${uncopied.join(', ')} (listed in its font manifest) to copy; it looked for <link rel="preload" href="…" as="font" …/>`);
    }
    return { fonts, tags };
  },
  expects(html, { fonts }) {
    const own = preloadedFonts(html);
    const lacking = fonts.filter((href) => !own.includes(href));
    return lacking.length > 0 ? `the preload of ${lacking.join(', ')} that Next wrote on other pages` : null;
  },
  apply: (html, { tags }) => withFontPreloads(html, tags),
  after(html, { fonts }) {
    const own = preloadedFonts(html);
    const lacking = fonts.filter((href) => !own.includes(href));
    if (lacking.length > 0) return `${lacking.join(', ')} is still not preloaded in <head>`;
    const stylesheet = html.indexOf('rel="stylesheet"');
    const late = fonts.filter((href) => stylesheet >= 0 && html.indexOf(`href="${href}"`) > stylesheet);
    return late.length > 0 ? `the preload of ${late.join(', ')} comes after the style sheet` : null;
  },
};
