import { expect } from 'vitest';
import { PROPER_NAMES } from '@/lib/i18n/proper-names';

/**
 * Common Estonian words that are not also English words ("on", "see" and "et" are left out), for the English
 * tests of the blog and the portfolio: none of them may be left in an English text.
 */
export const ESTONIAN_WORDS = [
  'ja', 'või', 'ning', 'kui', 'mis', 'mida', 'kas', 'sinu', 'su', 'meie', 'oma', 'ei', 'ole', 'tasuta', 'leht', 'lehe',
  'lehte', 'koduleht', 'kodulehe', 'pood', 'poe', 'eurot', 'eurost', 'nädalat', 'nädalaga', 'päeva', 'päevaga', 'kuud',
  'kuus', 'lugu', 'loe', 'vaata', 'teema', 'teemad', 'kõik', 'näha', 'projekt', 'projekti', 'projektid', 'artikkel',
  'artiklit', 'artiklid', 'hooldus', 'km', 'tööpäeva', 'jooksul', 'lugemist', 'mustand', 'tagasi', 'avaldatud',
  'kirjutas', 'enne', 'pärast', 'kujundus', 'platvorm', 'tüüp', 'eritellimus', 'eritellimusel', 'hele', 'tume',
];

const WORD = new RegExp(`(?<![\\p{L}-])(${ESTONIAN_WORDS.join('|')})(?![\\p{L}-])`, 'iu');

/** The text without the proper names that may keep their Estonian letters (longest first) and without `allowed`. */
function stripped(text: string, allowed: readonly string[]): string {
  return [...PROPER_NAMES, ...allowed]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.split(name).join(' '), text);
}

/**
 * Asserts that an English text has no õ, ä, ö or ü outside proper names and no common Estonian word. `allowed`
 * names texts that other modules own and translate (a shared button label, a delivery time), so that this
 * check is about the module under test.
 */
export function expectEnglish(text: string, allowed: readonly string[] = []): void {
  const rest = stripped(text, allowed);
  expect(rest, 'Estonian letters').not.toMatch(/[õäöüÕÄÖÜ]/);
  expect(rest.match(WORD)?.[0], 'an Estonian word').toBeUndefined();
}

/** Every string inside a value (object, array, string), for walking a texts object. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The visible text and the alt, aria-label and title texts of rendered HTML. */
export function htmlTexts(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|aria-valuetext|title)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<[^>]+>/g, ' ');
  return [...attributes, text].join(' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
