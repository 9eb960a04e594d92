import { PROPER_NAMES } from '@/lib/i18n/proper-names';

/**
 * What an English page may not show: a word with õ, ä, ö or ü outside the proper names of lib/i18n/proper-names.ts,
 * or a common Estonian word (ones that are not also English words). Used by the English tests of this folder.
 */
const ESTONIAN_WORDS = new Set([
  'ja', 'ei', 'või', 'sinu', 'sul', 'meie', 'meile', 'kui', 'oma', 'mida', 'ning', 'ka', 'seda', 'siis', 'kuni',
  'nagu', 'saad', 'saada', 'palun', 'proovi', 'uuesti', 'tasuta', 'kirjuta', 'leht', 'lehe', 'lehte', 'veebileht',
  'veebilehe', 'avaleht', 'avalehele', 'nimi', 'aadress', 'hinnapakkumine', 'päring', 'eesti', 'kontaktid', 'andmed',
  'andmeid', 'helista', 'sulge', 'muuda', 'samm', 'testija', 'ettevõte', 'registrikood', 'kuud', 'aastat', 'päeva',
  'iirimaa', 'singapur', 'majutaja', 'vahendusserver', 'esileht', 'muud', 'kaart', 'lehed', 'jaluse',
]);

/** Every Estonian word left in `text`, once each (empty when the text is English). */
export function estonianLeft(text: string): string[] {
  let rest = text;
  for (const name of [...PROPER_NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const found = new Set<string>();
  for (const match of rest.matchAll(/[\p{L}’'-]*[õäöüÕÄÖÜ][\p{L}’'-]*/gu)) found.add(match[0]);
  for (const word of rest.toLowerCase().match(/\p{L}+/gu) ?? []) if (ESTONIAN_WORDS.has(word)) found.add(word);
  return [...found];
}

/** Every string in a texts object: nested objects and arrays walked, functions called with a placeholder per argument. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => 'X')));
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The visible text of rendered HTML, with its attributes a person reads or hears (aria-label, alt, title, placeholder). */
export function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [text, ...attributes].join(' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}
