/**
 * What the security findings' words share: the facts a sentence reads (facts.case and the numbers and names the
 * tester API judged) and the sentence said for a check that needs an https address.
 */
import type { SecurityFinding } from '@/lib/tester/state/schema';

export type Facts = SecurityFinding['facts'];
export type Say = (facts: Facts) => string;

/** One judged item's words: its name, a sentence per case, and for each case that needs work what to do. */
export type FindingWords = Record<string, { label: string; say: Record<string, Say>; fix?: Record<string, Say> }>;

export const str = (facts: Facts, key: string) => String(facts[key] ?? '');
export const num = (facts: Facts, key: string) => Number(facts[key] ?? 0);

export const NA_HTTP_TEST =
  process.env.SITE_LOCALE === 'en'
    ? 'The test address was opened over unencrypted http on an unusual port, and this can only be judged over an https connection.'
    : 'Testaadress avati krüpteerimata http kaudu ja erandliku pordiga, seda saab hinnata ainult https-ühendusel.';
