/**
 * "Küsi pakkumist" carries the choice to the contact form as a query in the site's language:
 * /kontakt?tuup=ecommerce&platvorm=shopify&…, on the English site /contact?type=ecommerce&platform=shopify&….
 * Read through lib/pricing.ts.
 */
import { selectionSummary, TOTAL_LABEL } from '@/lib/calculator-texts';
import { DEFAULT_PRODUCT_COUNT, PAGE_OPTIONS, platformsFor, PRODUCT_OPTIONS, PROJECT_TYPES, totalPrice, type PriceSelection, type ProductCount } from '@/lib/price-model';
import { formatPrice } from '@/lib/vat';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

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
