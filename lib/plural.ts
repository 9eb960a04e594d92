/**
 * Estonian counts, the one helper for every count the site prints (pages, forms and the website tester's
 * report). After the number 1 (and -1) the noun keeps the case the sentence gives it ("1 artikkel", "leidis
 * 1 vea"); after every other number it takes the partitive singular ("0 artiklit", "2 artiklit", "21 artiklit",
 * "1,5 tundi", "leidis 3 viga"). So the caller names both forms for its place in the sentence: the nominative
 * ("Teema SEO: 1 artikkel", "Näha on 3 projekti", NOUNS below) or, for a total object, the genitive
 * ({ one: 'vea', other: 'viga' }).
 */
import { formatNumber } from '@/lib/format';

/** A noun's two forms after a number: `one` after 1 (the sentence's case), `other` after any other number (partitive). */
export interface CountForms {
  one: string;
  other: string;
}

/** The form of the noun after `count`: "artikkel" for 1, "artiklit" otherwise. */
export function pluralForm(count: number, forms: CountForms): string {
  return Math.abs(count) === 1 ? forms.one : forms.other;
}

/** The count and its noun: "1 artikkel", "6 artiklit". Decimals use the Estonian comma ("1,5 tundi"); in English "6 articles", "1.5 hours". */
export function countLabel(count: number, forms: CountForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}

/** Nouns the site counts. */
export const NOUNS: Record<'article' | 'project' | 'month', CountForms> =
  process.env.SITE_LOCALE === 'en'
    ? { article: { one: 'article', other: 'articles' }, project: { one: 'project', other: 'projects' }, month: { one: 'month', other: 'months' } }
    : { article: { one: 'artikkel', other: 'artiklit' }, project: { one: 'projekt', other: 'projekti' }, month: { one: 'kuu', other: 'kuud' } };
