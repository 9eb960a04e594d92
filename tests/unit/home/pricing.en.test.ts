import { describe, expect, it } from 'vitest';
import { ACTIONS } from '@/lib/actions';
import { formatEuro } from '@/lib/format';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { PLATFORM_LABELS, PROJECT_TYPE_LABELS, THEME_LABELS } from '@/lib/offer';
import {
  AUDIT_TURNAROUND_TEXT,
  calculatorTexts,
  CONTRACT_TERM_LINES,
  CUSTOM_SITE_WEEKS_TEXT,
  DOMAIN_COST,
  PAGE_OPTIONS,
  platformsFor,
  PRODUCT_OPTIONS,
  PROJECT_TYPES,
  quoteMessage,
  selectionSummary,
  THREE_TO_FIVE_PAGES_NOTE,
  TOTAL_LABEL,
  totalPrice,
  VAT_MARK,
  VAT_NOTE,
  VAT_REVERSE_CHARGE,
  VAT_WORDS,
  type PriceSelection,
} from '@/lib/pricing';
import { FREE_CHANGE_TEXT, freeChangeSummary, UPKEEP_PLAN_KEYS, upkeepLine, upkeepSentences, upkeepSummary } from '@/lib/upkeep';
import { estonianIn } from '@/tests/language';

/**
 * The price list's texts on the English site (SITE_LOCALE=en): the same numbers, in English. Amounts are written
 * with lib/format's formatEuro, which owns how a number looks on each site; the numbers themselves are the spec's.
 */
const euro = formatEuro;

/** Every choice the calculator can show: 2 website platforms × 5 page choices + 3 shop platforms × 5 × 4 = 70. */
const SELECTIONS: PriceSelection[] = PROJECT_TYPES.flatMap(({ value: type }) =>
  platformsFor(type).flatMap(({ value: platform }) =>
    [null, ...PAGE_OPTIONS.map((o) => o.value)].flatMap((pages) =>
      (type === 'ecommerce' ? PRODUCT_OPTIONS.map((o) => o.value) : (['10'] as const)).map((products) => ({ type, platform, pages, products })),
    ),
  ),
);

describe('the price list in English', () => {
  it('names the offer in English', () => {
    expect(PROJECT_TYPE_LABELS).toEqual({ website: 'Website', ecommerce: 'Online shop' });
    expect(PLATFORM_LABELS).toEqual({ wordpress: 'WordPress', custom: 'Custom-built', shopify: 'Shopify' });
    expect(THEME_LABELS).toEqual({ light: 'Light', dark: 'Dark' });
    expect(PAGE_OPTIONS.map((o) => o.label)).toEqual(['1 page', 'Up to 3 pages', 'Up to 7 pages', 'Up to 15 pages']);
    expect(PRODUCT_OPTIONS.map((o) => o.label)).toEqual(['Up to 10 products', 'Up to 25 products', 'Up to 100 products', 'Over 100 products']);
    expect(ACTIONS).toEqual({
      quote: 'Get a quote',
      audit: 'Get a free audit',
      tester: 'Test your site',
      checklist: 'See what drives customers away',
      talk: 'Talk to us',
      portfolio: 'See our work',
    });
  });

  it('says VAT, the extra costs and the upkeep in English, with the same amounts', () => {
    expect(VAT_NOTE).toBe('Prices exclude Estonian VAT (24%).');
    expect(VAT_REVERSE_CHARGE).toBe('A business in another EU country with a VAT number is invoiced without Estonian VAT, under the reverse charge.');
    expect(VAT_MARK).toBe('+ VAT');
    expect(VAT_WORDS).toBe('excluding VAT');
    expect(DOMAIN_COST).toBe(`about ${euro(10)} a year`);
    expect(THREE_TO_FIVE_PAGES_NOTE).toBe(`(in the calculator: up to 3 pages ${euro(645)}, up to 7 pages ${euro(845)})`);
    expect(upkeepLine('website', 'wordpress')).toBe(`Upkeep ${euro(12.5)} a month or ${euro(150)} a year, first 3 months free`);
    expect(upkeepLine('website', 'custom')).toBe(`No upkeep fee, ${FREE_CHANGE_TEXT} for the first 12 months after launch`);
    expect(FREE_CHANGE_TEXT).toBe('one small change a month free of charge (up to 1 hour of work; unused time does not carry over)');
    expect(upkeepSummary()).toContain(`${euro(25)} a month or ${euro(300)} a year for a Shopify shop`);
    expect(CUSTOM_SITE_WEEKS_TEXT).toBe('a week');
    expect(AUDIT_TURNAROUND_TEXT).toBe('within two working days');
    expect(SPEED_STUDY_SENTENCE).toBe(
      'In a 2009 survey of online shoppers by Forrester Consulting for Akamai, 40% said they would leave a website that takes more than 3 seconds to load.',
    );
  });

  it('gives a shop on Shopify its English total, rows and lines', () => {
    const texts = calculatorTexts({ type: 'ecommerce', platform: 'shopify', pages: 7, products: '100+' });
    expect(texts).toEqual({
      heading: 'Work out the price of your online shop',
      total: euro(2345),
      announcement: `Estimated price ${euro(2345)}, excluding VAT`,
      vat: `Prices exclude Estonian VAT (24%). With Estonian VAT: ${euro(2907.8)}. ${VAT_REVERSE_CHARGE}`,
      extraCosts: `One-time price. Plus a domain (about ${euro(10)} a year), Shopify’s own monthly plan and upkeep.`,
      rows: [
        ['Online shop, Shopify', euro(995)],
        ['Up to 7 pages', `+${euro(350)}`],
        ['Over 100 products', `+${euro(1000)}`],
      ],
      upkeep: `Upkeep ${euro(25)} a month or ${euro(300)} a year, ${FREE_CHANGE_TEXT}, included in the fee`,
      delivery: 'Usually ready in 1–2 weeks',
    });
    expect(calculatorTexts({ type: 'website', platform: 'custom', pages: null, products: '10' }).delivery).toBe(
      'Usually ready in 1–2 weeks, a custom-built site in about a week',
    );
  });

  it('writes the contact form’s message in English', () => {
    const selection: PriceSelection = { type: 'website', platform: 'wordpress', pages: 3, products: '10' };
    expect(selectionSummary(selection)).toBe('Website, WordPress, up to 3 pages');
    expect(quoteMessage(selection)).toBe(
      `Hello! I would like a quote.\nMy choice in the calculator: Website, WordPress, up to 3 pages.\n${TOTAL_LABEL}: ${euro(totalPrice(selection))} + VAT.\n\nAbout my company and what I need: `,
    );
    expect(selectionSummary({ ...selection, pages: null })).toBe('Website, WordPress, number of pages not chosen');
  });

  it('leaves no Estonian in any of the 70 choices, the contract terms or the upkeep texts', () => {
    expect(SELECTIONS).toHaveLength(70);
    for (const selection of SELECTIONS) {
      const texts = calculatorTexts(selection);
      const all = [texts.heading, texts.announcement, texts.vat, texts.extraCosts, texts.upkeep, texts.delivery, ...texts.rows.flat(), quoteMessage(selection)];
      expect(estonianIn(all.join(' ')), JSON.stringify(selection)).toEqual([]);
    }
    const others = [...CONTRACT_TERM_LINES, upkeepSummary(), freeChangeSummary(), ...UPKEEP_PLAN_KEYS.map(upkeepSentences), THREE_TO_FIVE_PAGES_NOTE, SPEED_STUDY_SENTENCE, ...Object.values(ACTIONS)];
    expect(estonianIn(others.join(' '))).toEqual([]);
  });
});
