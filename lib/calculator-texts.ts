/**
 * The calculator's texts: every line it shows for a choice, made here so a table test can check each combination,
 * and the costs besides the one-time price. Read through lib/pricing.ts.
 */
import { formatEuro } from '@/lib/format';
import { CUSTOM_SITE_WEEKS_TEXT, DELIVERY, DOMAIN_COST } from '@/lib/pricing-claims';
import {
  formatExtra,
  pageExtra,
  PAGE_OPTIONS,
  platformsFor,
  PRODUCT_OPTIONS,
  productExtra,
  PROJECT_TYPES,
  totalPrice,
  type PageCount,
  type PriceSelection,
  type ProductCount,
} from '@/lib/price-model';
import type { Platform, ProjectType } from '@/lib/schemas';
import { hasUpkeepFee, upkeepLine } from '@/lib/upkeep';
import { VAT_WORDS, vatTexts } from '@/lib/vat';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

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
