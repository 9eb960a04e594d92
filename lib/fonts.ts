import localFont from 'next/font/local';

/**
 * Inter (variable, 400–800) self-hosted by next/font, made from the npm package @fontsource-variable/inter by
 * scripts/assets/fonts/subset-inter.mjs and cut into three files (character sets in
 * scripts/assets/fonts/charsets.mjs):
 * - interLatin: what Estonian pages use (Basic Latin, õ ä ö ü, quotes, dashes, €); preloaded.
 * - interLatin1Rest and interLatinExtA: the rest of Latin-1 (é, ñ ...) and Latin Extended-A (š, ž ...). Their
 *   unicode-range makes the browser download them only for a page that has such a letter; they come first in
 *   the font stack (globals.css) so that those letters are drawn in Inter, not in the metric fallback.
 * The unicode-range values are printed by the subset script; a unit test checks they match its sets.
 */
export const interLatin = localFont({
  src: '../app/fonts/inter-estonian-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: 'Arial',
});

export const interLatin1Rest = localFont({
  src: '../app/fonts/inter-latin1-rest.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin1-rest',
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+A1-A6, U+A8, U+AA-B1, U+B3-B6, U+B8-C3, U+C5-D4, U+D8-DB, U+DD-E3, U+E5-F4, U+F7-FB, U+FD-FF' },
  ],
});

export const interLatinExtA = localFont({
  src: '../app/fonts/inter-latin-ext-a.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin-ext-a',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+100-17F' }],
});

/** The class names that define the three font variables, for the <html> element. */
export const fontVariables = [interLatin, interLatin1Rest, interLatinExtA].map((font) => font.variable).join(' ');
