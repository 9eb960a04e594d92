/**
 * The price model of the pricing calculator, defined once: the project types, platforms and options with their
 * prices, the total of a choice and the range the calculator can show. Plain data and pure functions; read through
 * lib/pricing.ts.
 */
import { formatEuro } from '@/lib/format';
import { labelled, PLATFORM_LABELS, PROJECT_TYPE_LABELS, PROJECT_TYPES as TYPE_VALUES } from '@/lib/offer';
import type { Platform, ProjectType } from '@/lib/schemas';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

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
  { value: 1, label: EN ? '1 page' : '1 leht', price: 0 },
  { value: 3, label: EN ? 'Up to 3 pages' : 'Kuni 3 lehte', price: 150 },
  { value: 7, label: EN ? 'Up to 7 pages' : 'Kuni 7 lehte', price: 350 },
  { value: 15, label: EN ? 'Up to 15 pages' : 'Kuni 15 lehte', price: 750 },
];

/** Nothing is chosen at first (a value not in the list), which adds nothing. */
export const DEFAULT_PAGE_COUNT = null;

export const PRODUCT_OPTIONS: readonly ExtraOption<ProductCount>[] = [
  { value: '10', label: EN ? 'Up to 10 products' : 'Kuni 10 toodet', price: 0 },
  { value: '25', label: EN ? 'Up to 25 products' : 'Kuni 25 toodet', price: 250 },
  { value: '100', label: EN ? 'Up to 100 products' : 'Kuni 100 toodet', price: 500 },
  { value: '100+', label: EN ? 'Over 100 products' : 'Üle 100 toote', price: 1000 },
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
