import { describe, expect, it } from 'vitest';
import { estonianLeft, readableText, stringsOf } from './estonian';

/** The check the other English tests of this folder rely on: it finds Estonian, and lets English and proper names pass. */
describe('estonianLeft', () => {
  it('finds Estonian letters and common words, once each', () => {
    expect(estonianLeft('Saada sõnum ja proovi uuesti, sõnum')).toEqual(['sõnum', 'saada', 'ja', 'proovi', 'uuesti']);
    expect(estonianLeft('Vali, kuhu edasi minna: avalehele')).toEqual(['avalehele']);
  });

  it('lets English and the proper names through', () => {
    expect(estonianLeft('© 2026 Veebiselge OÜ. All rights reserved. Põhjaranniku Pank, Sepa tänav 12')).toEqual([]);
    expect(estonianLeft('See the notice on the contact page')).toEqual([]);
  });

  it('walks a texts object, functions included, and reads labels of rendered HTML', () => {
    expect(stringsOf({ a: 'x', b: [{ c: 'y' }], d: (n: string) => `z ${n}` })).toEqual(['x', 'y', 'z X']);
    expect(readableText('<p>Hi <a aria-label="Sulge">x</a></p><script>var a="sõna"</script>')).toContain('Sulge');
    expect(readableText('<script>var a="sõna"</script>')).not.toContain('sõna');
  });
});
