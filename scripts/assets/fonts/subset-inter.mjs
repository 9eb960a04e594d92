#!/usr/bin/env node
/**
 * Makes the site's font files from the npm package @fontsource-variable/inter: Inter (variable, weights
 * 400–800) cut into three files by scripts/assets/fonts/charsets.mjs:
 *   app/fonts/inter-estonian-latin.woff2   what Estonian pages use (~23 KB, preloaded)
 *   app/fonts/inter-latin1-rest.woff2      the rest of Latin-1 (é, ñ, ß ...), loaded only when a page has one
 *   app/fonts/inter-latin-ext-a.woff2      Latin Extended-A (Š š Ž ž ...), loaded only when a page has one
 * Prints the unicode-range of the two lazy files, which lib/fonts.ts declares (a unit test checks they match).
 * Run after upgrading the font package: node scripts/assets/fonts/subset-inter.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { LATIN1_REST, LATIN_EXT_A, MAIN, toUnicodeRange } from './charsets.mjs';

const source = 'node_modules/@fontsource-variable/inter/files/';
const options = { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } };

for (const [file, chars, out] of [
  ['inter-latin-wght-normal.woff2', MAIN, 'app/fonts/inter-estonian-latin.woff2'],
  ['inter-latin-wght-normal.woff2', LATIN1_REST, 'app/fonts/inter-latin1-rest.woff2'],
  ['inter-latin-ext-wght-normal.woff2', LATIN_EXT_A, 'app/fonts/inter-latin-ext-a.woff2'],
]) {
  const input = readFileSync(source + file);
  const output = await subsetFont(input, chars, options);
  writeFileSync(out, output);
  console.log(`${out}: ${input.length} -> ${output.length} bytes; unicode-range ${toUnicodeRange(chars)}`);
}
