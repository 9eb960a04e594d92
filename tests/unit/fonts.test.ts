import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LATIN1_REST, LATIN_EXT_A, MAIN, toUnicodeRange } from '../../scripts/assets/fonts/charsets.mjs';

const fontsSource = readFileSync('lib/fonts.ts', 'utf8');
const declaredRanges = [...fontsSource.matchAll(/prop: 'unicode-range', value: '([^']+)'/g)].map((m) => m[1]);

describe('font character sets', () => {
  it('the main file has every letter of Estonian text and the typographic marks the content uses', () => {
    for (const c of 'abcdefghijklmnopqrsšzžtuvwõäöüxyABCDEFGHIJKLMNOPQRSŠZŽTUVWÕÄÖÜXY'.replace(/[šžŠŽ]/g, '')) {
      expect(MAIN).toContain(c);
    }
    for (const c of '–—„“”’…€©·\u00a0') expect(MAIN).toContain(c);
  });

  it('the lazy files cover the rest of Latin-1 and Latin Extended-A (š, ž) without overlapping the main file', () => {
    expect(LATIN_EXT_A).toContain('š');
    expect(LATIN_EXT_A).toContain('Ž');
    expect(LATIN1_REST).toContain('é');
    for (const c of LATIN1_REST + LATIN_EXT_A) expect(MAIN.includes(c)).toBe(false);
  });

  it('lib/fonts.ts declares exactly the unicode-range of each lazy file', () => {
    expect(declaredRanges).toEqual([toUnicodeRange(LATIN1_REST), toUnicodeRange(LATIN_EXT_A)]);
  });

  it('toUnicodeRange joins neighbouring code points into ranges', () => {
    expect(toUnicodeRange('abcx')).toBe('U+61-63, U+78');
    expect(toUnicodeRange('ž')).toBe('U+17E');
  });
});
