/**
 * The one check that a text speaks its own language, for the unit tests (vitest) and the browser tests
 * (Playwright, tests/e2e/en/language.ts reads the page's texts and checks them here). It imports neither test
 * runner: a failed expectEnglish throws a plain Error, which both report as a failed test.
 *
 * An English text passes when, with the proper names taken out (NAMES), it has no word with õ, ä, ö or ü and none
 * of ESTONIAN_WORDS; an Estonian text passes when it has none of ENGLISH_WORDS. Words are compared in lower case,
 * whole: a hyphenated compound ("e-pood") counts as itself when it is listed, else by its parts.
 */
import { clientsPrimary, clientsSecondary } from '@/content/clients';
import { partners } from '@/content/partners';
import { reviews } from '@/content/reviews';
import { PROPER_NAMES } from '@/lib/i18n/proper-names';

/**
 * Common Estonian words, none of which is also an English word: "on", "see", "need", "hind", "kit", "pole", "ole"
 * and "mu" are left out for that reason. Letters õäöü need no entry: any word with one is Estonian.
 */
export const ESTONIAN_WORDS: ReadonlySet<string> = new Set(
  `
  ja ning või ei kui mis mida kas oma sinu su sul sind sulle meie meil meile meid meist teie mina sina tema nad seda selle
  siis nagu ka veel juba ainult aga kõik kuni alates umbes üle alla läbi vastu poolt jaoks järgi abil tõttu ilma koos enne
  pärast miks kuidas millal kus kes palju väga hea halb parem uus uue sama siit
  leht lehe lehte lehel lehed lehti lehtede veebileht veebilehe veebilehte koduleht kodulehe kodulehed avaleht avalehele
  esileht jaluse pood poe poed e-pood e-poe e-poed e-poodi toodet toote blogi artikkel artiklit artiklid lugu lugemist
  mustand avaldatud kirjutas teema teemad projekt projekti projektid kujundus platvorm tüüp eritellimus eritellimusel hele
  tume hinna hinnad hinnaga hinda hinnanguline hinnakiri tasuta eurot eurost km käibemaksu käibemaksuga käibemaksuta
  lisanduvad ühekordne hooldus hooldustasu majutus majutaja majutajale majutajalt majutajaga majutajat domeen domeeni
  aeg aega tund tundi minut minutit sekundit päev päeva päevaga tööpäeva nädal nädalat nädalaga kuud kuus aastas aastat
  jooksul valmis tehtud tööd rohkem kohta tere aitäh palun vaata loe saada saad saab teha näha näiteks nt proovi uuesti
  telli kirjuta helista sulge muuda lisa eemalda paranda kontrolli kontroll kontrollid kontrollisime testi testija
  tulemus tulemust viga vead vigu kirjaviga korras puudub puudu olemas seekord vastus palu õnnestunud kiirus kiirust
  turvalisus sõnum nimi telefon aadress aadressil aadressi andmed andmeid pealkiri kirjeldus sisukaart suunamine seaded
  seadetes kirje kirjed kirjad küpsis küpsist sertifikaat sertifikaadi ühendus võit soovitus soovitust aeglane
  klient kliendid kliente klientide kontakt ettevõte ettevõtte registrikood küsimused vastused kontaktid muud kaart hinnapakkumine
  päring samm võta ühendust küsi pakkumist arvuta soovin peata jätka näita eelmine järgmine arvustus arvustust karussell
  varasemad näitaja mobiilis arvutis juhataja omanik asutaja koostööpartnerid kasuta tutvu lähemalt uuringu lahkub
  külastajatest kuvatõmmis vali küsimused korduma kippuvad tagasi eesti iirimaa singapur vahendusserver valimata
  privaatsus privaatsustingimused tuup tooteid artikli saidi navigatsioon vastutav tootleja kogume edastame kaua brauser
  oigused jarelevalve muudatused
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** Common English words that never appear in an Estonian text. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  'the and your with our you this that for from what page website free contact send about prices price work'.split(' '),
);

/**
 * The names that keep their Estonian spelling on the English site, longest first (so "Veebiselge OÜ" goes before
 * "OÜ"): lib/i18n/proper-names.ts and the fictional clients, partners and reviewers of content/.
 */
export const NAMES: readonly string[] = [
  ...new Set([
    ...PROPER_NAMES,
    ...[...clientsPrimary, ...clientsSecondary].map((c) => c.name),
    ...partners.map((p) => p.name),
    ...reviews.flatMap((r) => [r.name, r.company]),
  ]),
].sort((a, b) => b.length - a.length);

/** `text` with its white space made plain and the proper names and the `allowed` texts taken out. */
function withoutNames(text: string, allowed: readonly string[]): string {
  const plain = (s: string) => s.replace(/\s+/g, ' ');
  const names = allowed.length ? [...NAMES, ...allowed.filter(Boolean).map(plain)].sort((a, b) => b.length - a.length) : NAMES;
  return names.reduce((rest, name) => rest.split(name).join(' '), plain(text));
}

/** The words of `text` in lower case, a hyphenated compound as one word. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
}

/**
 * The Estonian words left in an English text, once each in the order met (empty when it is English): words with
 * õ, ä, ö or ü and ESTONIAN_WORDS, outside the proper names and outside `allowed` (texts that another module owns
 * and checks, such as a shared button label).
 */
export function estonianIn(text: string, allowed: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const word of wordsOf(withoutNames(text, allowed))) {
    if (/[õäöü]/.test(word) || ESTONIAN_WORDS.has(word)) found.add(word);
    else for (const part of word.split('-')) if (ESTONIAN_WORDS.has(part)) found.add(part);
  }
  return [...found];
}

/** The common English words left in an Estonian text, once each (empty when it is Estonian). */
export function englishIn(text: string): string[] {
  return [...new Set(wordsOf(withoutNames(text, [])).flatMap((word) => word.split('-')).filter((word) => ENGLISH_WORDS.has(word)))];
}

/** Each text of `texts` that has a word `find` finds, as "words in: text", once each (empty when none has). */
function problems(texts: readonly string[], find: (text: string) => string[]): string[] {
  const found = texts.flatMap((text) => {
    const words = find(text);
    return words.length ? [`${words.join(', ')} in: ${text.slice(0, 140)}`] : [];
  });
  return [...new Set(found)];
}

/** What is wrong with an English page's or module's texts: each text with Estonian left in it. */
export function estonianLeft(texts: readonly string[]): string[] {
  return problems(texts, (text) => estonianIn(text));
}

/** What is wrong with an Estonian page's texts: each text with a common English word in it. */
export function englishLeft(texts: readonly string[]): string[] {
  return problems(texts, englishIn);
}

/**
 * Every string of `value`, walked through objects and arrays. A function is called with `args`, or without them
 * with the placeholder "X" for each of its parameters.
 */
export function stringsOf(value: unknown, args?: readonly unknown[]): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const call = args ?? Array.from({ length: value.length }, () => 'X');
    return stringsOf((value as (...a: unknown[]) => unknown)(...call), args);
  }
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, args));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => stringsOf(item, args));
  return [];
}

/**
 * The text a person reads or hears in rendered HTML: the visible text (scripts left out) and the alt, aria-label,
 * aria-valuetext, title and placeholder attributes, with the common entities decoded.
 */
export function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|aria-label|aria-valuetext|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export interface EnglishOptions {
  /** The arguments a function of the value is called with (see stringsOf). */
  args?: readonly unknown[];
  /** Texts another module owns and checks, left out here (see estonianIn). */
  allowed?: readonly string[];
}

/**
 * Asserts that `value` (a text, or an object, array or function of texts: see stringsOf) has text and that none of
 * it is Estonian; the error names each text with Estonian left and the words found.
 */
export function expectEnglish(value: unknown, { args, allowed = [] }: EnglishOptions = {}): void {
  const texts = stringsOf(value, args);
  if (texts.length === 0) throw new Error('expectEnglish: no text to check');
  const found = problems(texts, (text) => estonianIn(text, allowed));
  if (found.length) throw new Error(`Estonian left in an English text:\n${found.join('\n')}`);
}
