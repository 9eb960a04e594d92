import { describe, expect, it } from 'vitest';
import { englishLeft, estonianIn, estonianLeft, expectEnglish, readableText, stringsOf } from '@/tests/language';

/** The language check every English test relies on (tests/language.ts): it finds Estonian, and lets English and names pass. */
describe('estonianIn', () => {
  it('finds Estonian letters and common words, once each, in the order met', () => {
    expect(estonianIn('Saada sõnum ja proovi uuesti, sõnum')).toEqual(['saada', 'sõnum', 'ja', 'proovi', 'uuesti']);
    expect(estonianIn('Vali, kuhu edasi minna: avalehele')).toEqual(['vali', 'avalehele']);
    expect(estonianIn('Mida teha: parandada')).toEqual(['mida', 'teha']);
    expect(estonianIn('Tõrge')).toEqual(['tõrge']);
    expect(estonianIn('Hinnanguline hind 495 € + km')).toEqual(['hinnanguline', 'km']);
  });

  it('takes a listed hyphenated word whole, and an unlisted one by its parts', () => {
    expect(estonianIn('Elujõu e-pood')).toEqual(['elujõu', 'e-pood']);
    expect(estonianIn('ja-ei')).toEqual(['ja', 'ei']);
  });

  it('lets English through, words that are also English included', () => {
    expect(estonianIn('Try again later, please.')).toEqual([]);
    expect(estonianIn('See the notice on the contact page: all you need, a pole and a kit at a fair price')).toEqual([]);
  });

  it('lets the proper names through: lib/i18n/proper-names.ts and the clients, partners and reviewers of content/', () => {
    expect(estonianIn('© 2026 Veebiselge OÜ. All rights reserved. Põhjaranniku Pank, Sepa tänav 12')).toEqual([]);
    expect(estonianIn('Tõnu Kiviloo, Managing Director, Saunameister')).toEqual([]);
    expect(estonianIn('Elujõud’s online shop, with Lillepood\u00a0Kannike and Pilvemaja')).toEqual([]);
    expect(estonianIn('Read the Elujõud story')).toEqual([]);
  });

  it('leaves out the texts it is told another module owns', () => {
    expect(estonianIn('Press “Kontrolli lehte” to start')).toEqual(['kontrolli', 'lehte']);
    expect(estonianIn('Press “Kontrolli lehte” to start', ['Kontrolli lehte'])).toEqual([]);
  });
});

describe('estonianLeft and englishLeft', () => {
  it('name each text with a word of the other language, once', () => {
    expect(estonianLeft(['All good', 'Loe lähemalt', 'Loe lähemalt'])).toEqual(['loe, lähemalt in: Loe lähemalt']);
    expect(englishLeft(['Võta ühendust', 'Send a message', 'Tere, Veebiselge OÜ'])).toEqual(['send in: Send a message']);
  });
});

describe('expectEnglish', () => {
  it('passes English, and fails on Estonian naming the text, or when there is no text at all', () => {
    expect(() => expectEnglish('Read the story and see our work')).not.toThrow();
    expect(() => expectEnglish('Written by Tõnu Kiviloo, Veebiselge')).not.toThrow();
    expect(() => expectEnglish('Loe Elujõu lugu')).toThrow(/loe, elujõu, lugu in: Loe Elujõu lugu/);
    expect(() => expectEnglish({ a: ['Fine', 'Vaata tehtud töid'] })).toThrow(/Vaata tehtud töid/);
    expect(() => expectEnglish({})).toThrow(/no text/);
    expect(() => expectEnglish({ hint: 'Use the “Vali” button' }, { allowed: ['Vali'] })).not.toThrow();
  });

  it('calls the functions of a texts object with the arguments given', () => {
    const texts = { count: (n: number) => (n === 1 ? 'one page' : `${n} lehte`) };
    expect(() => expectEnglish(texts, { args: [1] })).not.toThrow();
    expect(() => expectEnglish(texts, { args: [3] })).toThrow(/lehte/);
  });
});

describe('stringsOf and readableText', () => {
  it('walk a texts object, functions called with a placeholder per parameter, and read the labels of rendered HTML', () => {
    expect(stringsOf({ a: 'x', b: [{ c: 'y' }], d: (n: string) => `z ${n}`, e: 3 })).toEqual(['x', 'y', 'z X']);
    expect(stringsOf([() => 'w', (n: number) => `${n}`], [7])).toEqual(['w', '7']);
    expect(readableText('<p>Hi <a aria-label="Sulge" title="T&amp;C">x</a></p><script>var a="sõna"</script>')).toBe(' Hi x Sulge T&C');
    expect(readableText('<script>var a="sõna"</script>')).not.toContain('sõna');
  });
});
