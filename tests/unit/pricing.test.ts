import { describe, expect, it } from 'vitest';
import { formatEuro } from '@/lib/format';
import {
  basePrice,
  DEFAULT_SELECTION,
  formatExtra,
  PAGE_OPTIONS,
  platformForType,
  platformsFor,
  priceRange,
  PRODUCT_OPTIONS,
  totalPrice,
  type PageCount,
  type ProductCount,
} from '@/lib/pricing';
import { upkeepFee, upkeepFor } from '@/lib/upkeep';
import type { Platform, ProjectType } from '@/lib/schemas';

/** The spec's numbers (section 9), written out independently of lib/pricing.ts. */
const BASE: Record<ProjectType, Partial<Record<Platform, number>>> = {
  website: { wordpress: 495, custom: 595 },
  ecommerce: { wordpress: 995, custom: 1445, shopify: 995 },
};
const PAGES: [PageCount | null, number][] = [
  [null, 0],
  [1, 0],
  [3, 150],
  [7, 350],
  [15, 750],
];
const PRODUCTS: [ProductCount, number][] = [
  ['10', 0],
  ['25', 250],
  ['100', 500],
  ['100+', 1000],
];

const combinations = (Object.keys(BASE) as ProjectType[]).flatMap((type) =>
  (Object.keys(BASE[type]) as Platform[]).flatMap((platform) =>
    PAGES.flatMap(([pages, pageExtra]) =>
      PRODUCTS.map(([products, productExtra]) => ({
        type,
        platform,
        pages,
        products,
        expected: BASE[type][platform]! + pageExtra + (type === 'ecommerce' ? productExtra : 0),
      })),
    ),
  ),
);

describe('totalPrice', () => {
  it('covers all 100 combinations (2 website + 3 e-shop platforms x 5 page choices x 4 product choices)', () => {
    expect(combinations).toHaveLength(100);
  });

  it.each(combinations)('$type $platform, pages $pages, products $products = $expected €', ({ expected, ...selection }) => {
    expect(totalPrice(selection)).toBe(expected);
  });

  it('starts at 495 € for a WordPress website with no page option chosen', () => {
    expect(DEFAULT_SELECTION).toEqual({ type: 'website', platform: 'wordpress', pages: null, products: '10' });
    expect(totalPrice(DEFAULT_SELECTION)).toBe(495);
  });

  it('ignores the product count for websites', () => {
    expect(totalPrice({ type: 'website', platform: 'custom', pages: 7, products: '100+' })).toBe(595 + 350);
  });

  it('rejects a platform the type does not offer', () => {
    expect(() => basePrice('website', 'shopify')).toThrow();
  });
});

describe('options', () => {
  it('lists the platforms per type in the calculator order', () => {
    expect(platformsFor('website').map((p) => p.value)).toEqual(['wordpress', 'custom']);
    expect(platformsFor('ecommerce').map((p) => p.value)).toEqual(['wordpress', 'custom', 'shopify']);
  });

  it('has page options 1, 3, 7, 15 and product options 10, 25, 100, 100+', () => {
    expect(PAGE_OPTIONS.map((o) => o.value)).toEqual([1, 3, 7, 15]);
    expect(PRODUCT_OPTIONS.map((o) => o.value)).toEqual(['10', '25', '100', '100+']);
  });

  it('keeps the platform when switching type if offered, else falls back to WordPress', () => {
    expect(platformForType('website', 'custom')).toBe('custom');
    expect(platformForType('website', 'shopify')).toBe('wordpress');
    expect(platformForType('ecommerce', 'custom')).toBe('custom');
  });

  it('spans 495 € to 3195 € (custom e-shop, 15 pages, over 100 products)', () => {
    expect(priceRange()).toEqual({ low: 495, high: 1445 + 750 + 1000 });
  });
});

describe('upkeep', () => {
  it('matches the spec: WordPress 150 €/year with 3 free months, custom shop 20 €/month, Shopify 25 €/month', () => {
    expect(upkeepFor('website', 'wordpress')).toMatchObject({ amount: 150, period: 'year', freeMonths: 3 });
    expect(upkeepFee(upkeepFor('website', 'wordpress'))).toBe('12,50\u00a0€ kuus ehk 150\u00a0€ aastas');
    expect(upkeepFor('ecommerce', 'wordpress')).toMatchObject({ amount: 150, period: 'year', freeMonths: 3 });
    expect(upkeepFor('website', 'custom')).toMatchObject({ amount: null, freeChange: { months: 12 } });
    expect(upkeepFor('ecommerce', 'custom')).toMatchObject({ amount: 20, period: 'month', freeChange: { months: null } });
    expect(upkeepFor('ecommerce', 'shopify')).toMatchObject({ amount: 25, period: 'month', freeChange: { months: null } });
  });
});

describe('formatEuro', () => {
  it('writes whole euros the Estonian way: four digits whole, longer numbers grouped with a no-break space', () => {
    expect(formatEuro(495)).toBe('495\u00a0€');
    expect(formatEuro(1445)).toBe('1445\u00a0€');
    expect(formatEuro(3195)).toBe('3195\u00a0€');
    expect(formatEuro(12000)).toBe('12\u00a0000\u00a0€');
    expect(formatExtra(150)).toBe('+150\u00a0€');
  });
});

describe('the calculator\'s choice carried to the contact form', () => {
  it('round-trips every choice through the address', async () => {
    const { parseQuoteQuery, quoteQuery } = await import('@/lib/pricing');
    for (const type of ['website', 'ecommerce'] as const) {
      for (const { value: platform } of platformsFor(type)) {
        for (const pages of [null, 1, 3, 7, 15] as const) {
          for (const products of ['10', '25', '100', '100+'] as const) {
            const selection = { type, platform, pages, products: type === 'ecommerce' ? products : ('10' as const) };
            expect(parseQuoteQuery(`?${quoteQuery(selection)}`)).toEqual(selection);
          }
        }
      }
    }
  });

  it('ignores an address that is not a choice the calculator offers, whole', async () => {
    const { parseQuoteQuery } = await import('@/lib/pricing');
    for (const search of [
      '',
      '?',
      '?tuup=website',
      '?tuup=website&platvorm=shopify',
      '?tuup=ecommerce&platvorm=shopify',
      '?tuup=ecommerce&platvorm=shopify&tooteid=99',
      '?tuup=website&platvorm=wordpress&lehti=4',
      '?tuup=website&platvorm=wordpress&tooteid=25',
      '?tuup=%E0%A4%A&platvorm=wordpress',
      '?tuup=<script>&platvorm=wordpress',
    ]) {
      expect(parseQuoteQuery(search), search).toBeNull();
    }
  });

  it('writes the choice and its estimate with the VAT rule into an editable message', async () => {
    const { quoteMessage } = await import('@/lib/pricing');
    expect(quoteMessage({ type: 'ecommerce', platform: 'shopify', pages: 7, products: '25' })).toBe(
      'Tere! Soovin pakkumist.\nValik kalkulaatoris: E-pood, Shopify, kuni 7 lehte, kuni 25 toodet.\nHinnanguline hind: 1595\u00a0€ + km.\n\nMinu ettevõte ja soovid: ',
    );
  });
});
