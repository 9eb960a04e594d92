/**
 * Prices of the pricing calculator, defined once. Everything here is plain data and pure
 * functions: the calculator island, the home JSON-LD offer and the unit tests all read from this module.
 * Its texts are in the built language: each is written in place as `EN ? English : Estonian` (lib/i18n/locale.ts),
 * so the calculator's chunk carries one language; every number in them comes from the constants here.
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

/**
 * Value added tax: one rule for every price of the site (calculator, hero, FAQ, articles, JSON-LD).
 * Our prices are quoted without VAT: the buyers are businesses, and a VAT-registered one deducts the tax, so the
 * net price is what the site costs it. The calculator also shows the total with VAT for a buyer who is not
 * registered for VAT and pays it in full. Change `included` and every text and the structured data follow.
 */
export const VAT = { rate: 24, included: false } as const;

/** "Hinnad ei sisalda käibemaksu (24%)." ("Prices exclude VAT (24%).") */
export const VAT_NOTE = EN
  ? VAT.included ? `Prices include VAT (${VAT.rate}%).` : `Prices exclude VAT (${VAT.rate}%).`
  : VAT.included ? `Hinnad sisaldavad käibemaksu (${VAT.rate}%).` : `Hinnad ei sisalda käibemaksu (${VAT.rate}%).`;
/** Written right after a price: "495 € + km" ("495 € + VAT"). */
export const VAT_MARK = EN ? (VAT.included ? 'incl. VAT' : '+ VAT') : VAT.included ? 'koos km-ga' : '+ km';
/** "ilma käibemaksuta" (what a screen reader hears after a price; "excluding VAT"). */
export const VAT_WORDS = EN ? (VAT.included ? 'including VAT' : 'excluding VAT') : VAT.included ? 'koos käibemaksuga' : 'ilma käibemaksuta';

/** "495 € + km": a price with the VAT rule. */
export function formatPrice(amount: number): string {
  return `${formatEuro(amount)} ${VAT_MARK}`;
}

/** The price a buyer pays with VAT, to the cent. */
export function grossPrice(amount: number): number {
  return VAT.included ? amount : Math.round(amount * (100 + VAT.rate)) / 100;
}

/** The line under a total: "Koos käibemaksuga 1791,80 €." or "Sisaldab käibemaksu (24%) 279,84 €.". */
export function vatLine(amount: number): string {
  if (VAT.included) {
    const tax = formatEuro(Math.round((amount - amount / (1 + VAT.rate / 100)) * 100) / 100);
    return EN ? `Includes ${tax} VAT (${VAT.rate}%).` : `Sisaldab käibemaksu (${VAT.rate}%) ${tax}.`;
  }
  return EN ? `With VAT: ${formatEuro(grossPrice(amount))}.` : `Koos käibemaksuga ${formatEuro(grossPrice(amount))}.`;
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

/** Upkeep after launch per type and platform. */
export interface Upkeep {
  /** Recurring fee in EUR per `period`, or null when there is none. */
  amount: number | null;
  period: 'year' | 'month' | null;
  /** Free maintenance months included (WordPress). */
  freeMonths: number;
  /** One small change a month is free (custom and Shopify). */
  freeMinorChange: boolean;
}

/**
 * The spec says WordPress upkeep is "about 150 per year"; a buyer distrusts "about" on a fee, so it is a fixed
 * 150 € a year (12,50 € a month), like the other fees.
 */
export const UPKEEP: Record<ProjectType, Partial<Record<Platform, Upkeep>>> = {
  website: {
    wordpress: { amount: 150, period: 'year', freeMonths: 3, freeMinorChange: false },
    custom: { amount: null, period: null, freeMonths: 0, freeMinorChange: true },
  },
  ecommerce: {
    wordpress: { amount: 150, period: 'year', freeMonths: 3, freeMinorChange: false },
    custom: { amount: 20, period: 'month', freeMonths: 0, freeMinorChange: true },
    shopify: { amount: 25, period: 'month', freeMonths: 0, freeMinorChange: true },
  },
};

/** What the upkeep fee pays for. */
export const UPKEEP_INCLUDES = EN
  ? 'software updates, backups, and speed and security checks'
  : 'tarkvara uuendused, varukoopiad ning kiiruse ja turvalisuse kontroll';

/** The free monthly change of custom and Shopify sites, and its limit (the articles say "kuni tund tööd"). */
export const FREE_CHANGE = { hours: 1 } as const;
/** "üks väike muudatus kuus tasuta (kuni 1 tund tööd, ei kandu üle)": the one wording of the free change. */
export const FREE_CHANGE_TEXT = EN
  ? `one small change a month free of charge (up to ${FREE_CHANGE.hours} ${FREE_CHANGE.hours === 1 ? 'hour' : 'hours'} of work, unused time does not carry over)`
  : `üks väike muudatus kuus tasuta (kuni ${FREE_CHANGE.hours} ${FREE_CHANGE.hours === 1 ? 'tund' : 'tundi'} tööd, ei kandu üle)`;

export function upkeepFor(type: ProjectType, platform: Platform): Upkeep {
  const upkeep = UPKEEP[type][platform];
  if (!upkeep) throw new Error(`No upkeep for ${platform} ${type}`);
  return upkeep;
}

/** The fee per month and per year. */
export function upkeepAmounts(upkeep: Upkeep): { perMonth: number; perYear: number } | null {
  if (upkeep.amount === null) return null;
  return upkeep.period === 'year'
    ? { perMonth: upkeep.amount / 12, perYear: upkeep.amount }
    : { perMonth: upkeep.amount, perYear: upkeep.amount * 12 };
}

/**
 * "12,50 € kuus ehk 150 € aastas", "20 € kuus ehk 240 € aastas" ("12,50 € a month or 150 € a year"): the upkeep
 * fee, or null when there is none.
 */
export function upkeepFee(upkeep: Upkeep): string | null {
  const amounts = upkeepAmounts(upkeep);
  if (!amounts) return null;
  if (EN) return `${formatEuro(amounts.perMonth)} a month or ${formatEuro(amounts.perYear)} a year`;
  return `${formatEuro(amounts.perMonth)} kuus ehk ${formatEuro(amounts.perYear)} aastas`;
}

/** "esimesed 3 kuud tasuta" / "esimene kuu tasuta" ("first 3 months free" / "first month free"), or null. */
function freeMonthsText(upkeep: Upkeep): string | null {
  if (!upkeep.freeMonths) return null;
  if (EN) return upkeep.freeMonths === 1 ? 'first month free' : `first ${upkeep.freeMonths} months free`;
  return upkeep.freeMonths === 1 ? 'esimene kuu tasuta' : `esimesed ${upkeep.freeMonths} kuud tasuta`;
}

/**
 * The upkeep of one type and platform in one line, the same in the calculator and the FAQ:
 * "Hooldus 12,50 € kuus ehk 150 € aastas, esimesed 3 kuud tasuta" or "Hooldustasu pole, üks väike muudatus kuus
 * tasuta (kuni 1 tund tööd, ei kandu üle)".
 */
export function upkeepLine(type: ProjectType, platform: Platform): string {
  const upkeep = upkeepFor(type, platform);
  const fee = upkeepFee(upkeep);
  const feeText = EN ? (fee === null ? 'No upkeep fee' : `Upkeep ${fee}`) : fee === null ? 'Hooldustasu pole' : `Hooldus ${fee}`;
  const parts = [feeText, freeMonthsText(upkeep), upkeep.freeMinorChange ? FREE_CHANGE_TEXT : null];
  return parts.filter(Boolean).join(', ');
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
  if (upkeepFee(upkeepFor(type, platform)) !== null) costs.push(EN ? 'upkeep' : 'hooldus');
  if (EN) return `Plus ${costs.slice(0, -1).join(', ')} and ${costs[costs.length - 1]}.`;
  return `Lisanduvad ${costs.slice(0, -1).join(', ')} ja ${costs[costs.length - 1]}.`;
}

/** Upkeep per platform in one sentence: "WordPressi lehel 12,50 € kuus ehk 150 € aastas (esimesed 3 kuud tasuta), …". */
export function upkeepSummary(): string {
  const wordpress = upkeepFor('website', 'wordpress');
  if (EN) {
    return (
      `${upkeepFee(wordpress)} for a WordPress site (${freeMonthsText(wordpress)}), ` +
      `${upkeepFee(upkeepFor('ecommerce', 'custom'))} for a custom-built online shop and ${upkeepFee(upkeepFor('ecommerce', 'shopify'))} for a Shopify shop; ` +
      `a custom-built website has no upkeep fee`
    );
  }
  return (
    `WordPressi lehel ${upkeepFee(wordpress)} (${freeMonthsText(wordpress)}), ` +
    `eritellimusel e-poel ${upkeepFee(upkeepFor('ecommerce', 'custom'))} ja Shopify poel ${upkeepFee(upkeepFor('ecommerce', 'shopify'))}; ` +
    `eritellimusel kodulehel hooldustasu pole`
  );
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
    vat: `${VAT_NOTE} ${vatLine(total)}`,
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
