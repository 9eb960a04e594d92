/**
 * The check that a page speaks its own language only: the text a visitor reads or hears (the rendered text, the
 * title and description, alt texts, labels, placeholders and titles), minus any element marked with another
 * language (the language switch names the other language in that language) and minus the proper names of
 * lib/i18n/proper-names.ts. On an English page: no õ, ä, ö or ü and no common Estonian word; on an Estonian page no
 * common English word.
 */
import type { Page } from '@playwright/test';
import { PROPER_NAMES } from '@/lib/i18n/proper-names';

/** Common Estonian words that are not also English words ("on", "see", "need" and "hind" are left out for that reason). */
export const ESTONIAN_WORDS = new Set(
  (
    'ja ning või ei kui mis kas oma sinu meie teie mina sina tema nad seda selle kõik ka veel juba ainult ' +
    'tasuta leht lehe lehte lehel veebileht veebilehe koduleht kodulehe kodulehed hinna hinnad hinnaga alates ' +
    'vaata loe saada tere aitäh artikkel artiklid tehtud tööd rohkem kohta nädal nädalaga päev päeva klient kliendid ' +
    'klientide ettevõte ettevõtte pood poe poed testi testija kontrolli proovi uuesti viga vead vigu kiirus kiirust ' +
    'turvalisus sõnum nimi telefon aadress küsimused vastused esileht avaleht blogi hinnakiri muud kontaktid ' +
    'võta ühendust meile meid sulle sind miks kuidas millal kus kes mida palju väga hea halb parem uus uue ' +
    'sama ilma koos pärast enne üle alla läbi vastu poolt jaoks järgi abil tõttu aeg aega minut minutit sekundit'
  ).split(' '),
);

/** Common English words that never appear in Estonian text. */
export const ENGLISH_WORDS = new Set(
  'the and your with our you this that for from what page website free contact send about prices price our work'.split(' '),
);

export interface PageWords {
  /** The page's own language (html lang). */
  lang: string;
  /** Every text of the page in its own language, one entry per element or attribute. */
  texts: string[];
}

/** The texts of the page as the visitor gets them (after its scripts ran), without other-language elements. */
export async function pageTexts(page: Page): Promise<PageWords> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const foreign = (el: Element) => {
      const marked = el.closest('[lang]');
      return marked !== null && marked.getAttribute('lang') !== lang;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-description]')) {
      if (foreign(el)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return { lang, texts };
  });
}

/** Words of `text` with the proper names taken out, lower-case. */
function words(text: string): string[] {
  let rest = text;
  for (const name of [...PROPER_NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return rest.toLocaleLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
}

/** What is wrong with an English page's texts: each text with an Estonian letter or word in it. */
export function estonianLeft(texts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    const found = words(text).filter((word) => /[õäöü]/.test(word) || ESTONIAN_WORDS.has(word));
    if (found.length) problems.push(`${[...new Set(found)].join(', ')} in: ${text.slice(0, 140)}`);
  }
  return [...new Set(problems)];
}

/** What is wrong with an Estonian page's texts: each text with a common English word in it. */
export function englishLeft(texts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    const found = words(text).filter((word) => ENGLISH_WORDS.has(word));
    if (found.length) problems.push(`${[...new Set(found)].join(', ')} in: ${text.slice(0, 140)}`);
  }
  return [...new Set(problems)];
}
