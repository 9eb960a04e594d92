import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactFaq } from '@/content/faq/contact';
import { homeFaq } from '@/content/faq/home';
import { portfolioFaq } from '@/content/faq/portfolio';
import { testerFaq } from '@/content/faq/tester';
import { CTA_CONTENT } from '@/lib/blog/cta';
import { resolveFacts } from '@/lib/blog/facts';
import { PROJECT_TYPES, platformsFor } from '@/lib/pricing';
import { freeChangeSummary, FREE_CHANGE_TEXT, UPKEEP_PLAN_KEYS, upkeepLine, upkeepSentences, upkeepSummary, upkeepTable } from '@/lib/upkeep';

/**
 * The check that every sentence about upkeep comes from the one table of lib/upkeep.ts (issue 44, item 2): the
 * texts of the built language (articles with their facts resolved, FAQ answers, article calls to action), with every
 * sentence lib/upkeep makes taken out, may say nothing more about an upkeep fee or a free change. What is left that
 * names upkeep or the small change beside an amount, a number or "free" is an upkeep sentence written by hand.
 */
export const UPKEEP_CLAIM: Record<'et' | 'en', RegExp> = {
  et: /(hooldus\p{L}*|väike\p{L}* muudatus\p{L}*|igakuis\p{L}* (tasuta )?muudatus\p{L}*)[^.]*?(€|\d|tasuta)|(€|\d)[^.]{0,25}hooldus/iu,
  en: /\b(upkeep|small changes?|free changes?|monthly changes?)\b[^.]*?(€|\d|\bfree\b)|(€|\d)[^.]{0,25}\bupkeep\b/i,
};

/** A text with its no-break spaces ("12,50 €") as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Everything lib/upkeep says, in the built language. */
export function generatedUpkeepTexts(): string[] {
  const lines = PROJECT_TYPES.flatMap(({ value: type }) => platformsFor(type).map(({ value: platform }) => upkeepLine(type, platform)));
  const cells = upkeepTable().flatMap((row) => Object.values(row));
  return [...UPKEEP_PLAN_KEYS.map(upkeepSentences), upkeepSummary(), freeChangeSummary(), FREE_CHANGE_TEXT, ...lines, ...cells]
    .map(plain)
    .sort((a, b) => b.length - a.length);
}

/** The texts to check: the articles of `blogDir` as readers get them, the FAQ answers and the calls to action. */
export function upkeepTexts(blogDir: string): { name: string; text: string }[] {
  const articles = readdirSync(blogDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ name: f, text: resolveFacts(readFileSync(join(blogDir, f), 'utf8')).text }));
  const faqs = [...homeFaq, ...contactFaq, ...portfolioFaq, ...testerFaq].map((item) => ({ name: `FAQ ${item.id}`, text: `${item.question} ${item.answer}` }));
  const ctas = Object.entries(CTA_CONTENT).map(([name, c]) => ({ name: `CTA ${name}`, text: `${c.title} ${c.text}` }));
  return [...articles, ...faqs, ...ctas];
}

/** Each sentence about upkeep in `texts` that lib/upkeep did not make, as "where: sentence". */
export function handWrittenUpkeep(texts: readonly { name: string; text: string }[], lang: 'et' | 'en'): string[] {
  const generated = generatedUpkeepTexts();
  return texts.flatMap(({ name, text }) => {
    const rest = generated.reduce((left, sentence) => left.split(sentence).join(' '), plain(text).replace(/\*\*/g, ''));
    return rest
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((sentence) => UPKEEP_CLAIM[lang].test(sentence))
      .map((sentence) => `${name}: ${sentence.trim().slice(0, 160)}`);
  });
}
