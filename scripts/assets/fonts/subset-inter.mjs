#!/usr/bin/env node
/**
 * Makes the site's font files from the npm package @fontsource-variable/inter: Inter (variable, weights
 * 400–800) cut into three files by scripts/assets/fonts/charsets.mjs:
 *   app/fonts/inter-estonian-latin.woff2   what Estonian pages use (~17 KB, preloaded)
 *   app/fonts/inter-latin1-rest.woff2      the rest of Latin-1 (é, ñ, ß ...), loaded only when a page has one
 *   app/fonts/inter-latin-ext-a.woff2      Latin Extended-A (Š š Ž ž ...), loaded only when a page has one
 * Only the OpenType features a browser applies by its own (kerning, marks, localised forms) and `tnum` (the
 * tables' and the calculator's `tabular-nums`) are kept. Inter's stylistic sets, alternates and fractions (never
 * switched on by our CSS) and its contextual alternates (`calt`: a hyphen raised between capitals, arrows from
 * "->", a difference a reader hardly sees) are left out: on the preloaded file they were 6.8 KB of its 23.5 KB,
 * bytes the first paint of every page waits for. The preloaded file then keeps only the kerning pairs of at least
 * 0.02 em (scripts/assets/fonts/thin-kerning.py, which needs Python's fontTools): 1,777 of 2,122 pairs, 0.8 KB less.
 * Prints the unicode-range of the two lazy files, which lib/fonts.ts declares (a unit test checks they match).
 * Run after upgrading the font package: node scripts/assets/fonts/subset-inter.mjs
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { LATIN1_REST, LATIN_EXT_A, MAIN, toUnicodeRange } from './charsets.mjs';

const source = 'node_modules/@fontsource-variable/inter/files/';
/** The layout features kept (`rvrn` carries the variable font's substitutions across weights). */
const KEPT_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum'];
const options = { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } }, keepFeatures: KEPT_FEATURES };
/** The smallest kerning kept in the preloaded file, in font units (Inter: 2048 per em): 40 is 0.02 em. */
const MIN_KERNING = 40;
const PRELOADED = 'app/fonts/inter-estonian-latin.woff2';

for (const [file, chars, out] of [
  ['inter-latin-wght-normal.woff2', MAIN, PRELOADED],
  ['inter-latin-wght-normal.woff2', LATIN1_REST, 'app/fonts/inter-latin1-rest.woff2'],
  ['inter-latin-ext-wght-normal.woff2', LATIN_EXT_A, 'app/fonts/inter-latin-ext-a.woff2'],
]) {
  const input = readFileSync(source + file);
  const output = await subsetFont(input, chars, options);
  writeFileSync(out, output);
  if (out === PRELOADED) {
    execFileSync('python3', ['scripts/assets/fonts/thin-kerning.py', out, String(MIN_KERNING)], { stdio: 'inherit' });
  }
  console.log(`${out}: ${input.length} -> ${statSync(out).size} bytes; unicode-range ${toUnicodeRange(chars)}`);
}
