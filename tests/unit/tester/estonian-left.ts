import { expect } from 'vitest';

/**
 * What gives an Estonian text away in the English build's report: an Estonian letter, or a common Estonian word
 * (whole words only; none that is also an English word, so "on", "see", "need", "test" and "kit" are not
 * listed).
 */
const ESTONIAN_LETTERS = /[õäöüÕÄÖÜ]/;
const ESTONIAN_WORDS = new RegExp(
  `(?<!\\p{L})(${[
    'ja', 'ning', 'või', 'ei', 'kui', 'mis', 'mida', 'kas', 'oma', 'sinu', 'su', 'meie', 'seda', 'selle', 'ka', 'veel',
    'ainult', 'pole', 'aga', 'leht', 'lehe', 'lehte', 'lehel', 'lehed', 'veebileht', 'veebilehe', 'tasuta', 'vaata', 'loe',
    'telli', 'proovi', 'uuesti', 'kontrolli', 'viga', 'vead', 'vigu', 'kiirus', 'kiirust', 'teha', 'kohta', 'saab', 'nt',
    'näiteks', 'umbes', 'tund', 'tundi', 'minutit', 'päev', 'päeva', 'kuni', 'korras', 'puudub', 'puudu', 'seaded',
    'seadetes', 'lisa', 'eemalda', 'paranda', 'kirje', 'kirjed', 'kirjad', 'domeen', 'domeeni', 'küpsis', 'küpsist',
    'sertifikaat', 'sertifikaadi', 'ühendus', 'võit', 'soovitus', 'soovitust', 'hea', 'aeglane', 'andmeid', 'ilma', 'koos',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/** The Estonian letter or word found in `text`, or null. */
export function estonianIn(text: string): string | null {
  return ESTONIAN_LETTERS.exec(text)?.[0] ?? ESTONIAN_WORDS.exec(text)?.[0] ?? null;
}

/** Every string of `value`, walked through objects and arrays; a function is called with `args`. */
export function stringsOf(value: unknown, args: unknown[] = []): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...a: unknown[]) => unknown)(...args), args);
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, args));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => stringsOf(item, args));
  return [];
}

/** Asserts that no text of `value` is Estonian (naming the one that is), and that there was text to check. */
export function expectEnglish(value: unknown, args: unknown[] = []): void {
  const texts = stringsOf(value, args);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(estonianIn(text), text).toBeNull();
}
