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
 */

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
 * Every page preloads the fonts that any page of the export preloads (the layout's, which all pages share).
 * @param {Record<string, string>} pages HTML by file name
 * @returns {Record<string, string>} the pages that changed
 */
export function preloadFontsEverywhere(pages) {
  const preloads = [...new Set(Object.values(pages).flatMap(fontPreloadsOf))];
  const changed = {};
  for (const [file, html] of Object.entries(pages)) {
    const done = withFontPreloads(html, preloads);
    if (done !== html) changed[file] = done;
  }
  return changed;
}
