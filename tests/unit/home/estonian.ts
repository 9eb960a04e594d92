/**
 * What an English test of the home page looks for: Estonian left in a text. A text passes when, with the proper
 * names taken out (lib/i18n/proper-names.ts and the fictional clients, partners and reviewers of content/, whose
 * names stay on the English site), it has no õ, ä, ö or ü and none of the common Estonian words below.
 */
import { clientsPrimary, clientsSecondary } from '@/content/clients';
import { partners } from '@/content/partners';
import { reviews } from '@/content/reviews';
import { PROPER_NAMES } from '@/lib/i18n/proper-names';

/** Words of the home page's Estonian texts that no English sentence of ours uses (lower case). */
export const ESTONIAN_WORDS: ReadonlySet<string> = new Set([
  'ja', 'ning', 'või', 'ei', 'pole', 'kui', 'mis', 'mida', 'sinu', 'sind', 'meie', 'meil', 'mu', 'oma', 'kuni', 'üle', 'alates',
  'umbes', 'tasuta', 'hind', 'hinda', 'hinnad', 'hinnanguline', 'leht', 'lehte', 'lehti', 'lehtede', 'koduleht', 'kodulehe',
  'kodulehed', 'e-pood', 'e-poe', 'e-poed', 'e-poodi', 'toodet', 'toote', 'eritellimus', 'eritellimusel', 'valimata',
  'hooldus', 'hooldustasu', 'majutus', 'domeen', 'kuus', 'aastas', 'nädalaga', 'päevaga', 'tööpäeva', 'jooksul', 'valmis',
  'km', 'käibemaksu', 'käibemaksuga', 'käibemaksuta', 'koos', 'ilma', 'lisanduvad', 'ühekordne', 'küsi', 'pakkumist',
  'kontrolli', 'veebilehte', 'veebileht', 'arvuta', 'tere', 'soovin', 'vaata', 'loe', 'lugu', 'enne', 'pärast', 'samm',
  'peata', 'jätka', 'näita', 'eelmine', 'järgmine', 'arvustus', 'arvustust', 'karussell', 'kliendid', 'kliente', 'klientide',
  'varasemad', 'näitaja', 'kiirus', 'mobiilis', 'arvutis', 'juhataja', 'omanik', 'asutaja', 'meist', 'hinnakiri',
  'koostööpartnerid', 'kasuta', 'tutvu', 'lähemalt', 'uuringu', 'järgi', 'lahkub', 'külastajatest', 'kuvatõmmis', 'avaleht',
  'kirjaviga', 'vali', 'siit', 'küsimused', 'korduma', 'kippuvad', 'aga', 'ka', 'kõik', 'seda',
]);

/** The names that keep their Estonian spelling on the English site, longest first (so "Veebiselge OÜ" goes before "OÜ"). */
export const NAMES: readonly string[] = [
  ...PROPER_NAMES,
  ...[...clientsPrimary, ...clientsSecondary].map((c) => c.name),
  ...partners.map((p) => p.name),
  ...reviews.flatMap((r) => [r.name, r.company]),
].sort((a, b) => b.length - a.length);

/** The Estonian left in a text once the proper names are out: letters õäöü and common words, each once. */
export function estonianIn(text: string): string[] {
  let rest = text.replace(/\u00a0/g, ' ');
  for (const name of NAMES) rest = rest.split(name).join(' ');
  const found = new Set<string>();
  for (const word of rest.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []) {
    if (/[õäöü]/.test(word) || ESTONIAN_WORDS.has(word)) found.add(word);
  }
  return [...found];
}

/** Every string inside a value (objects, arrays, functions left out), for walking a texts object or JSON-LD. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
