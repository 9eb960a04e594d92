import { describe, expect, it } from 'vitest';
import { handWrittenUpkeep, upkeepTexts } from './upkeep-claims';
import { UPKEEP_PLANS, upkeepSentences, upkeepTable } from '@/lib/upkeep';

describe('upkeep: one table, every sentence made from it (Estonian site)', () => {
  it('no article, FAQ answer or call to action says anything about upkeep that lib/upkeep did not make', () => {
    expect(handWrittenUpkeep(upkeepTexts('content/blog'), 'et')).toEqual([]);
  });

  it('the check finds a sentence written by hand', () => {
    expect(handWrittenUpkeep([{ name: 'x', text: 'Eritellimusel kodulehel on kord kuus üks väike muudatus tasuta. Hooldus maksab 20 € kuus.' }], 'et')).toHaveLength(2);
  });

  it('says, for every plan, the fee, what it covers and for how long a small change a month is free', () => {
    expect(upkeepSentences('wordpress')).toBe(
      'WordPressi lehel ja e-poel on hooldus 12,50\u00a0€ kuus ehk 150\u00a0€ aastas\u00a0+\u00a0km, esimesed 3 kuud on tasuta. ' +
        'Hooldustasu sees on WordPressi, teema ja pluginate uuendused, varukoopiad ning kiiruse ja turvalisuse kontroll. ' +
        'Tasuta igakuist muudatust see ei sisalda, sest sisu muudad ise WordPressi haldusliideses.',
    );
    expect(upkeepSentences('customWebsite')).toBe(
      'Eritellimusel kodulehel hooldustasu pole. Esimesed 12 kuud pärast valmimist teeme kord kuus ühe väikese muudatuse tasuta (kuni 1 tund tööd, ei kandu üle).',
    );
    expect(upkeepSentences('customShop')).toContain('Kuni hooldus kestab, teeme kord kuus ühe väikese muudatuse tasuta');
    expect(upkeepTable().map((row) => row.plan)).toEqual(['WordPressi leht või e-pood', 'Eritellimusel koduleht', 'Eritellimusel e-pood', 'Shopify pood']);
  });

  it('keeps the specification\'s fees: WordPress 150 a year with 3 months free, a custom shop 20 and Shopify 25 a month, a custom website none', () => {
    expect(UPKEEP_PLANS.wordpress).toMatchObject({ amount: 150, period: 'year', freeMonths: 3, freeChange: null });
    expect(UPKEEP_PLANS.customShop).toMatchObject({ amount: 20, period: 'month', freeChange: { months: null } });
    expect(UPKEEP_PLANS.shopify).toMatchObject({ amount: 25, period: 'month', freeChange: { months: null } });
    expect(UPKEEP_PLANS.customWebsite).toMatchObject({ amount: null, freeChange: { months: 12 } });
  });
});
