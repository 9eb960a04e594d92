/**
 * Prices of the pricing calculator, defined once. Everything here is plain data and pure
 * functions: the calculator island, the home JSON-LD offer and the unit tests all read from this module. The VAT
 * rule is lib/vat.ts and the upkeep plans lib/upkeep.ts.
 * Its texts are in the built language: each is written in place as `EN ? English : Estonian` (lib/i18n/locale.ts),
 * so the calculator's chunk carries one language; every number in them comes from the constants here.
 */

import { formatEuro } from '@/lib/format';
import { labelled, PLATFORM_LABELS, PROJECT_TYPE_LABELS, PROJECT_TYPES as TYPE_VALUES } from '@/lib/offer';
import type { Platform, ProjectType } from '@/lib/schemas';
import { hasUpkeepFee, upkeepLine } from '@/lib/upkeep';
import { formatPrice, VAT_WORDS, vatTexts } from '@/lib/vat';

// The VAT rule is lib/vat.ts (upkeep, lib/upkeep.ts, quotes it too); the price model's users read it from here.
export { formatPrice, grossPrice, VAT, VAT_MARK, VAT_NOTE, VAT_REVERSE_CHARGE, VAT_WORDS, vatLine } from '@/lib/vat';

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

/**
 * What is paid besides the one-time price, told the same way everywhere (calculator, FAQ, articles):
 * the domain, hosting (a Shopify shop pays Shopify's own monthly plan instead) and the upkeep of the platform.
 */
export function hostingCost(platform: Platform): string {
  if (EN) return platform === 'shopify' ? 'Shopify’s own monthly plan' : 'hosting';
  return platform === 'shopify' ? 'Shopify enda kuutasu' : 'majutus';
}

/**
 * The costs besides the one-time price, for one choice: "Lisanduvad domeen (umbes 10 € aastas) ja majutus." for a
 * custom website (no upkeep fee), "…, majutus ja hooldus." where there is one.
 */
export function extraCostsLine(type: ProjectType, platform: Platform): string {
  const costs = [EN ? `a domain (${DOMAIN_COST})` : `domeen (${DOMAIN_COST})`, hostingCost(platform)];
  if (hasUpkeepFee(type, platform)) costs.push(EN ? 'upkeep' : 'hooldus');
  if (EN) return `Plus ${costs.slice(0, -1).join(', ')} and ${costs[costs.length - 1]}.`;
  return `Lisanduvad ${costs.slice(0, -1).join(', ')} ja ${costs[costs.length - 1]}.`;
}

/** Delivery times and other claims of the spec. */
export const DELIVERY = {
  typicalWeeks: '1–2',
  simpleSiteDays: 5,
  customSiteWeeks: 1,
  /** The free audit's answer, in working days. */
  auditWorkdays: 2,
} as const;

/**
 * "nädalaga" (one week) or "2 nädalaga": how long a custom site takes, as in "eritellimusel leht umbes nädalaga".
 * In English "a week" or "2 weeks", as in "a custom-built site in about a week".
 */
export const CUSTOM_SITE_WEEKS_TEXT = EN
  ? DELIVERY.customSiteWeeks === 1 ? 'a week' : `${DELIVERY.customSiteWeeks} weeks`
  : DELIVERY.customSiteWeeks === 1 ? 'nädalaga' : `${DELIVERY.customSiteWeeks} nädalaga`;
/** "kahe tööpäeva jooksul" ("within two working days"): when the free audit's results arrive. */
export const AUDIT_TURNAROUND_TEXT = EN
  ? `within ${DELIVERY.auditWorkdays === 2 ? 'two' : DELIVERY.auditWorkdays} working days`
  : `${DELIVERY.auditWorkdays === 2 ? 'kahe' : DELIVERY.auditWorkdays} tööpäeva jooksul`;

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

/** "umbes 10 € aastas" ("about 10 € a year"): what a domain costs. */
export const DOMAIN_COST = EN ? `about ${formatEuro(PRICE_CLAIMS.domainPerYear)} a year` : `umbes ${formatEuro(PRICE_CLAIMS.domainPerYear)} aastas`;

/**
 * Said wherever the spec's 3–5 page estimate is quoted, so it can be checked in the calculator:
 * "(kalkulaatoris kuni 3 lehte 645 €, kuni 7 lehte 845 €)".
 */
export const THREE_TO_FIVE_PAGES_NOTE = `(${EN ? 'in the calculator:' : 'kalkulaatoris'} ${PAGE_OPTIONS.filter((o) => o.value === 3 || o.value === 7)
  .map((o) => `${o.label.toLowerCase()} ${formatEuro(totalPrice({ type: 'website', platform: 'wordpress', pages: o.value, products: DEFAULT_PRODUCT_COUNT }))}`)
  .join(', ')})`;

/** The terms every contract has (the contact page lists them; the FAQ quotes the delay rule). */
export const CONTRACT_TERMS = {
  depositPercent: 50,
  lateDiscountPercentPerWeek: 5,
  lateDiscountMaxPercent: 20,
} as const;

export const CONTRACT_TERM_LINES: readonly string[] = EN
  ? [
      'The domain, the site and every account are registered in your company’s name: the passwords, the source code and the admin rights are yours.',
      `You pay ${CONTRACT_TERMS.depositPercent}% when the work starts and the rest once you have reviewed and approved the site.`,
      `If we miss the agreed deadline through our own fault, we take ${CONTRACT_TERMS.lateDiscountPercentPerWeek}% off the price for every week of delay (up to ${CONTRACT_TERMS.lateDiscountMaxPercent}%).`,
      'Because every login and the source code are yours, any developer can carry on working on the site, even if one day we cannot.',
    ]
  : [
      'Domeen, leht ja kõik kontod registreeritakse sinu ettevõtte nimele: paroolid, lähtekood ja haldusõigused on sinu käes.',
      `Maksad ${CONTRACT_TERMS.depositPercent}% töö alguses ja ülejäänu pärast seda, kui oled lehe üle vaadanud ja heaks kiitnud.`,
      `Kui jääme kokkulepitud tähtajast meie süül maha, alandame hinda ${CONTRACT_TERMS.lateDiscountPercentPerWeek}% iga hilinenud nädala eest (kuni ${CONTRACT_TERMS.lateDiscountMaxPercent}%).`,
      'Kuna kõik juurdepääsud ja lähtekood on sinul, saab lehega edasi töötada iga arendaja, ka siis, kui meie seda ühel päeval teha ei saa.',
    ];

/** The delay rule in one sentence, for the FAQ on delivery times. */
export const LATE_DISCOUNT_TEXT = CONTRACT_TERM_LINES[2];

// ---------------------------------------------------------------------------------------------------------------
// The calculator's texts: every line it shows for a choice, made here so a table test can check each combination.

export const TOTAL_LABEL = EN ? 'Estimated price' : 'Hinnanguline hind';

/** "kodulehe" / "e-poe": the heading "Arvuta oma … hind" follows the chosen type ("Work out the price of your …"). */
const TYPE_GENITIVE: Record<ProjectType, string> = EN ? { website: 'website', ecommerce: 'online shop' } : { website: 'kodulehe', ecommerce: 'e-poe' };

export function calculatorHeading(type: ProjectType): string {
  if (EN) return `Work out the price of your ${TYPE_GENITIVE[type]}`;
  return `Arvuta oma ${TYPE_GENITIVE[type]} hind`;
}

export function pageLabel(pages: PageCount | null): string {
  return PAGE_OPTIONS.find((o) => o.value === pages)?.label ?? (EN ? 'Number of pages not chosen' : 'Lehtede arv valimata');
}

export function productLabel(products: ProductCount): string {
  return PRODUCT_OPTIONS.find((o) => o.value === products)!.label;
}

export interface CalculatorTexts {
  heading: string;
  total: string;
  /** What the live region says when the total changes: "Hinnanguline hind 1445 €, ilma käibemaksuta". */
  announcement: string;
  vat: string;
  extraCosts: string;
  /** The breakdown rows: term and amount. */
  rows: readonly [string, string][];
  upkeep: string;
  delivery: string;
}

export function calculatorTexts(selection: PriceSelection): CalculatorTexts {
  const { type, platform, pages, products } = selection;
  const total = totalPrice(selection);
  const typeLabel = PROJECT_TYPES.find((t) => t.value === type)!.label;
  const platformOption = platformsFor(type).find((p) => p.value === platform)!;
  const rows: [string, string][] = [
    [`${typeLabel}, ${platformOption.label}`, formatEuro(platformOption.price)],
    [pageLabel(pages), formatExtra(pageExtra(pages))],
  ];
  if (type === 'ecommerce') rows.push([productLabel(products), formatExtra(productExtra(type, products))]);
  const delivery = EN
    ? `Usually ready in ${DELIVERY.typicalWeeks} weeks` +
      (type === 'website'
        ? platform === 'custom'
          ? `, a custom-built site in about ${CUSTOM_SITE_WEEKS_TEXT}`
          : `, a simple website in about ${DELIVERY.simpleSiteDays} days`
        : '')
    : `Valmis tavaliselt ${DELIVERY.typicalWeeks} nädalaga` +
      (type === 'website'
        ? platform === 'custom'
          ? `, eritellimusel leht umbes ${CUSTOM_SITE_WEEKS_TEXT}`
          : `, lihtne koduleht umbes ${DELIVERY.simpleSiteDays} päevaga`
        : '');
  return {
    heading: calculatorHeading(type),
    total: formatEuro(total),
    announcement: `${TOTAL_LABEL} ${formatEuro(total)}, ${VAT_WORDS}`,
    vat: vatTexts(total),
    extraCosts: `${EN ? 'One-time price.' : 'Ühekordne hind.'} ${extraCostsLine(type, platform)}`,
    rows,
    upkeep: upkeepLine(type, platform),
    delivery,
  };
}

/** "E-pood, Shopify, kuni 7 lehte, kuni 25 toodet": a choice in words, for the contact form. */
export function selectionSummary(selection: PriceSelection): string {
  const { type, platform, pages, products } = selection;
  const parts = [PROJECT_TYPES.find((t) => t.value === type)!.label, platformsFor(type).find((p) => p.value === platform)!.label];
  parts.push(pageLabel(pages).toLowerCase());
  if (type === 'ecommerce') parts.push(productLabel(products).toLowerCase());
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------------------------
// "Küsi pakkumist" carries the choice to the contact form as a query in the site's language:
// /kontakt?tuup=ecommerce&platvorm=shopify&…, on the English site /contact?type=ecommerce&platform=shopify&….

const QUERY = EN
  ? ({ type: 'type', platform: 'platform', pages: 'pages', products: 'products' } as const)
  : ({ type: 'tuup', platform: 'platvorm', pages: 'lehti', products: 'tooteid' } as const);

/** The query of the contact form's address for a choice ("tuup=website&platvorm=wordpress&lehti=3"; "type=website&…"). */
export function quoteQuery(selection: PriceSelection): string {
  const params = new URLSearchParams({ [QUERY.type]: selection.type, [QUERY.platform]: selection.platform });
  if (selection.pages !== null) params.set(QUERY.pages, String(selection.pages));
  if (selection.type === 'ecommerce') params.set(QUERY.products, selection.products);
  return params.toString();
}

/**
 * The choice a contact-form address carries, or null when it carries none or anything in it is not a choice the
 * calculator offers (a corrupt or hand-made address is ignored, never half-read).
 */
export function parseQuoteQuery(search: string): PriceSelection | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const type = PROJECT_TYPES.find((t) => t.value === params.get(QUERY.type))?.value;
  if (!type) return null;
  const platform = platformsFor(type).find((p) => p.value === params.get(QUERY.platform))?.value;
  if (!platform) return null;
  const pagesParam = params.get(QUERY.pages);
  const pages = pagesParam === null ? null : PAGE_OPTIONS.find((o) => String(o.value) === pagesParam)?.value;
  if (pages === undefined) return null;
  const productsParam = params.get(QUERY.products);
  let products: ProductCount = DEFAULT_PRODUCT_COUNT;
  if (type === 'ecommerce') {
    const found = PRODUCT_OPTIONS.find((o) => o.value === productsParam)?.value;
    if (!found) return null;
    products = found;
  } else if (productsParam !== null) return null;
  return { type, platform, pages, products };
}

/** The editable message the contact form starts with for a choice made in the calculator. */
export function quoteMessage(selection: PriceSelection): string {
  if (EN) {
    return (
      `Hello! I would like a quote.\n` +
      `My choice in the calculator: ${selectionSummary(selection)}.\n` +
      `${TOTAL_LABEL}: ${formatPrice(totalPrice(selection))}.\n\n` +
      `About my company and what I need: `
    );
  }
  return (
    `Tere! Soovin pakkumist.\n` +
    `Valik kalkulaatoris: ${selectionSummary(selection)}.\n` +
    `${TOTAL_LABEL}: ${formatPrice(totalPrice(selection))}.\n\n` +
    `Minu ettevõte ja soovid: `
  );
}
