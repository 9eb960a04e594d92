/**
 * Prices of the pricing calculator (spec section 9), defined once. Everything here is plain data and pure
 * functions: the calculator island, the home JSON-LD offer and the unit tests all read from this module.
 */

import { labelled, PLATFORM_LABELS, PROJECT_TYPE_LABELS, PROJECT_TYPES as TYPE_VALUES } from '@/lib/offer';
import type { Platform, ProjectType } from '@/lib/schemas';

export type PageCount = 1 | 3 | 7 | 15;
export type ProductCount = '10' | '25' | '100' | '100+';

export interface PlatformOption {
  value: Platform;
  label: string;
  /** Base price in EUR. */
  price: number;
}

export interface ExtraOption<T> {
  value: T;
  label: string;
  /** Added to the base price, EUR. */
  price: number;
}

/** The calculator's first choice: the project types with their labels. */
export const PROJECT_TYPES: readonly { value: ProjectType; label: string }[] = labelled(TYPE_VALUES, PROJECT_TYPE_LABELS);

export const DEFAULT_PROJECT_TYPE: ProjectType = 'website';

function platformOption(value: Platform, price: number): PlatformOption {
  return { value, label: PLATFORM_LABELS[value], price };
}

/** Base prices per type and platform. Shopify is offered for web shops only. */
export const BASE_PRICES: Record<ProjectType, readonly PlatformOption[]> = {
  website: [
    platformOption('wordpress', 495),
    platformOption('custom', 595),
  ],
  ecommerce: [
    platformOption('wordpress', 995),
    platformOption('custom', 1445),
    platformOption('shopify', 995),
  ],
};

export const PAGE_OPTIONS: readonly ExtraOption<PageCount>[] = [
  { value: 1, label: '1 leht', price: 0 },
  { value: 3, label: 'Kuni 3 lehte', price: 150 },
  { value: 7, label: 'Kuni 7 lehte', price: 350 },
  { value: 15, label: 'Kuni 15 lehte', price: 750 },
];

/** Nothing is chosen at first (a value not in the list), which adds nothing. */
export const DEFAULT_PAGE_COUNT = null;

export const PRODUCT_OPTIONS: readonly ExtraOption<ProductCount>[] = [
  { value: '10', label: 'Kuni 10 toodet', price: 0 },
  { value: '25', label: 'Kuni 25 toodet', price: 250 },
  { value: '100', label: 'Kuni 100 toodet', price: 500 },
  { value: '100+', label: 'Üle 100 toote', price: 1000 },
];

export const DEFAULT_PRODUCT_COUNT: ProductCount = '10';

export interface PriceSelection {
  type: ProjectType;
  platform: Platform;
  /** null: no page option chosen yet (+0). */
  pages: PageCount | null;
  /** Counts only for web shops. */
  products: ProductCount;
}

export const DEFAULT_SELECTION: PriceSelection = {
  type: DEFAULT_PROJECT_TYPE,
  platform: BASE_PRICES[DEFAULT_PROJECT_TYPE][0].value,
  pages: DEFAULT_PAGE_COUNT,
  products: DEFAULT_PRODUCT_COUNT,
};

export function platformsFor(type: ProjectType): readonly PlatformOption[] {
  return BASE_PRICES[type];
}

/** The platform kept when the type changes: the same one if offered, else the first of the new type. */
export function platformForType(type: ProjectType, platform: Platform): Platform {
  const options = platformsFor(type);
  return options.some((o) => o.value === platform) ? platform : options[0].value;
}

export function basePrice(type: ProjectType, platform: Platform): number {
  const option = platformsFor(type).find((o) => o.value === platform);
  if (!option) throw new Error(`No ${platform} option for ${type}`);
  return option.price;
}

export function pageExtra(pages: PageCount | null): number {
  return PAGE_OPTIONS.find((o) => o.value === pages)?.price ?? 0;
}

export function productExtra(type: ProjectType, products: ProductCount): number {
  if (type !== 'ecommerce') return 0;
  return PRODUCT_OPTIONS.find((o) => o.value === products)?.price ?? 0;
}

/** Total = base + page extra + product extra (web shops only). */
export function totalPrice(selection: PriceSelection): number {
  return basePrice(selection.type, selection.platform) + pageExtra(selection.pages) + productExtra(selection.type, selection.products);
}

const euro = new Intl.NumberFormat('et-EE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  // Estonian usage: four-digit numbers stay whole ("1445 €", as the articles and the stats table write them),
  // longer ones are grouped with a no-break space ("12 000 €").
  useGrouping: 'min2',
});

/** "495 €", "1445 €" (Estonian format, whole euros). */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

const number = new Intl.NumberFormat('et-EE', { maximumFractionDigits: 0, useGrouping: 'min2' });

/** "495", "1445", "12 000": an amount without the currency, for prose that names it in words ("495 eurost"). */
export function formatAmount(amount: number): string {
  return number.format(amount);
}

/** "+150 €" for an option's extra price. */
export function formatExtra(amount: number): string {
  return `+${formatEuro(amount)}`;
}

/** The lowest and highest price the calculator can show (for the structured-data offer). */
export function priceRange(): { low: number; high: number } {
  const totals: number[] = [];
  for (const { value: type } of PROJECT_TYPES) {
    for (const { value: platform } of platformsFor(type)) {
      for (const pages of [null, ...PAGE_OPTIONS.map((o) => o.value)]) {
        for (const { value: products } of PRODUCT_OPTIONS) totals.push(totalPrice({ type, platform, pages, products }));
      }
    }
  }
  return { low: Math.min(...totals), high: Math.max(...totals) };
}

/** Upkeep after launch per type and platform (spec section 9). */
export interface Upkeep {
  /** Recurring cost in EUR, or null when there is none. */
  amount: number | null;
  /** The amount is an estimate ("umbes 150 € aastas"), not a fixed fee. */
  approximate: boolean;
  period: 'year' | 'month' | null;
  /** Free maintenance months included (WordPress). */
  freeMonths: number;
  /** One small change a month is free (custom and Shopify). */
  freeMinorChange: boolean;
}

export const UPKEEP: Record<ProjectType, Partial<Record<Platform, Upkeep>>> = {
  website: {
    wordpress: { amount: 150, approximate: true, period: 'year', freeMonths: 3, freeMinorChange: false },
    custom: { amount: null, approximate: false, period: null, freeMonths: 0, freeMinorChange: true },
  },
  ecommerce: {
    wordpress: { amount: 150, approximate: true, period: 'year', freeMonths: 3, freeMinorChange: false },
    custom: { amount: 20, approximate: false, period: 'month', freeMonths: 0, freeMinorChange: true },
    shopify: { amount: 25, approximate: false, period: 'month', freeMonths: 0, freeMinorChange: true },
  },
};

export function upkeepFor(type: ProjectType, platform: Platform): Upkeep {
  const upkeep = UPKEEP[type][platform];
  if (!upkeep) throw new Error(`No upkeep for ${platform} ${type}`);
  return upkeep;
}

/** "umbes 150 € aastas", "20 € kuus": the upkeep fee, or null when there is none. */
export function upkeepFee(upkeep: Upkeep): string | null {
  if (upkeep.amount === null) return null;
  return `${upkeep.approximate ? 'umbes ' : ''}${formatEuro(upkeep.amount)} ${upkeep.period === 'year' ? 'aastas' : 'kuus'}`;
}

/**
 * What is paid besides the one-time price, told the same way everywhere (calculator, FAQ, articles):
 * the domain, hosting (a Shopify shop pays Shopify's own monthly plan instead) and the upkeep of the platform.
 */
export function hostingCost(platform: Platform): string {
  return platform === 'shopify' ? 'Shopify enda kuutasu' : 'majutus';
}

/** Upkeep per platform in one sentence: "WordPressi lehel umbes 150 € aastas (esimesed 3 kuud tasuta), …". */
export function upkeepSummary(): string {
  const wordpress = upkeepFor('website', 'wordpress');
  const customShop = upkeepFor('ecommerce', 'custom');
  const shopify = upkeepFor('ecommerce', 'shopify');
  return (
    `WordPressi lehel ${upkeepFee(wordpress)} (esimesed ${wordpress.freeMonths} kuud tasuta), ` +
    `eritellimusel e-poel ${formatEuro(customShop.amount!)} ja Shopify poel ${formatEuro(shopify.amount!)} kuus, ` +
    `eritellimusel kodulehel hooldustasu pole`
  );
}

/** Delivery times and other price claims of the spec. */
export const DELIVERY = {
  typicalWeeks: '1–2',
  simpleSiteDays: 5,
  customSiteWeeks: 1,
} as const;

/** "nädalaga" (one week) or "2 nädalaga": how long a custom site takes, as in "eritellimusel leht umbes nädalaga". */
export const CUSTOM_SITE_WEEKS_TEXT = DELIVERY.customSiteWeeks === 1 ? 'nädalaga' : `${DELIVERY.customSiteWeeks} nädalaga`;

/** The "from" prices quoted in prose; the ones the calculator has are read from its price list. */
export const PRICE_CLAIMS = {
  onePageFrom: basePrice('website', 'wordpress'),
  threeToFivePagesAbout: 750,
  customFrom: basePrice('website', 'custom'),
  webShopFrom: Math.min(...platformsFor('ecommerce').map((o) => o.price)),
  customShopFrom: basePrice('ecommerce', 'custom'),
  agencyAlternativeFrom: 5000,
  domainPerYear: 10,
} as const;

/** "umbes 10 € aastas": what a domain costs. */
export const DOMAIN_COST = `umbes ${formatEuro(PRICE_CLAIMS.domainPerYear)} aastas`;

/** Said wherever the 3–5 page estimate is quoted: the calculator has 3 pages at 645 € and up to 7 at 845 €. */
export const THREE_TO_FIVE_PAGES_NOTE = '(täpne hind sõltub lehtede arvust)';
