import { describe, expect, it } from 'vitest';
import { handWrittenUpkeep, upkeepTexts } from './upkeep-claims';
import { freeChangeSummary, upkeepSentences } from '@/lib/upkeep';
import { estonianIn } from '@/tests/language';

describe('upkeep: one table, every sentence made from it (English site)', () => {
  it('no article, FAQ answer or call to action says anything about upkeep that lib/upkeep did not make', () => {
    expect(handWrittenUpkeep(upkeepTexts('content/blog-en'), 'en')).toEqual([]);
  });

  it('the check finds a sentence written by hand', () => {
    expect(handWrittenUpkeep([{ name: 'x', text: 'A custom-built site comes with one small change a month free. Upkeep is €20 a month.' }], 'en')).toHaveLength(2);
  });

  it('says each plan in English: the fee with VAT, what it covers, and the free change and for how long', () => {
    expect(upkeepSentences('customWebsite')).toBe(
      'A custom-built website has no upkeep fee. For the first 12 months after launch, we make one small change a month free of charge (up to 1 hour of work; unused time does not carry over).',
    );
    expect(upkeepSentences('wordpress')).toMatch(/^Upkeep of a WordPress site or online shop costs €12\.50 a month or €150 a year\u00a0\+\u00a0VAT, and the first 3 months are free\. /);
    expect(freeChangeSummary()).toBe(
      'One small change a month is free of charge (up to 1 hour of work; unused time does not carry over) for the first 12 months after launch on a custom-built website, and for as long as the upkeep runs on a custom-built online shop and a Shopify shop; on a WordPress site or online shop, you edit the content yourself.',
    );
    expect(estonianIn(['wordpress', 'customWebsite', 'customShop', 'shopify'].map((p) => upkeepSentences(p as 'wordpress')).join(' '))).toEqual([]);
  });
});
