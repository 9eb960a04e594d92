import { expect } from 'vitest';

/**
 * What gives an Estonian text away in the English build's tester: an Estonian letter, or a common Estonian word
 * (whole words only, none that is also an English word: "on", "see" and "test" are not listed).
 */
const ESTONIAN_LETTERS = /[õäöüÕÄÖÜ]/;
const ESTONIAN_WORDS =
  /(?<!\p{L})(ja|ei|või|kui|mis|mida|kas|sinu|su|meie|oma|pole|ning|aga|seda|ka|leht|lehe|lehte|veebileht|veebilehe|aadress|aadressil|uuesti|proovi|testi|tulemus|tulemust|kontroll|kontrolli|kontrollid|vaata|teha|kohta|saab|nt|näiteks)(?!\p{L})/iu;

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

/** Asserts that no text of `value` is Estonian, naming the text that is. */
export function expectEnglish(value: unknown, args: unknown[] = []): void {
  const texts = stringsOf(value, args);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(estonianIn(text), text).toBeNull();
}
