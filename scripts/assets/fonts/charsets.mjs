/**
 * Which characters go into which font file (used by subset-inter.mjs, checked against lib/fonts.ts by a test).
 *   MAIN         what Estonian pages use: Basic Latin, õ ä ö ü, typographic quotes and dashes, €, arrows,
 *                § and ² (the privacy notice cites "§ 102²": without them that page downloaded a second font).
 *                Preloaded on every page.
 *   LATIN1_REST  the rest of Latin-1 (é, ñ, ß ...), for names and addresses typed or quoted on a page.
 *   LATIN_EXT_A  Latin Extended-A, with Š š Ž ž.
 * The last two carry a unicode-range, so a browser downloads them only for a page that has such a letter.
 */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const MAIN = range(0x20, 0x7e) + '\u00a0§©²·×ÄÕÖÜäõöü–—‘’‚“”„•…€™←→−';
export const LATIN1_REST = [...range(0xa1, 0xff)].filter((c) => !MAIN.includes(c)).join('');
export const LATIN_EXT_A = range(0x100, 0x17f);

/** `U+E9, U+F1-F3`: the CSS unicode-range of a set of characters. */
export function toUnicodeRange(chars) {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < points.length; i++) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(j > i ? `U+${hex(points[i])}-${hex(points[j])}` : `U+${hex(points[i])}`);
    i = j;
  }
  return parts.join(', ');
}
