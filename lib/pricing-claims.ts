/**
 * The offer's claims, defined once: delivery times, the "from" prices quoted in prose (read from the price model
 * where the calculator has them), the domain's cost and the terms every contract has. Read through lib/pricing.ts.
 */
import { formatEuro } from '@/lib/format';
import { basePrice, DEFAULT_PRODUCT_COUNT, PAGE_OPTIONS, platformsFor, totalPrice } from '@/lib/price-model';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

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
