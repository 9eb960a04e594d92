/**
 * Facts an article quotes, read from lib/pricing and lib/site, so that a price or a delivery time changed there
 * changes in every article too. An article writes `<Fact name="onePageFrom" />` where the value belongs
 * ("alates <Fact name="onePageFrom" /> eurost" reads "alates 495 eurost"); the tag is replaced by the value when
 * the article is read, so the page, the reading time and the structured data all see the same text.
 */
import { CUSTOM_SITE_WEEKS_TEXT, DELIVERY, formatAmount, PRICE_CLAIMS, upkeepFor } from '@/lib/pricing';
import { site } from '@/lib/site';

const wordpressUpkeep = upkeepFor('website', 'wordpress');

/** Every fact by name. Amounts are numbers only: the text around them says "€", "eurot" or "eurost". */
export const ARTICLE_FACTS: Readonly<Record<string, string>> = {
  onePageFrom: formatAmount(PRICE_CLAIMS.onePageFrom),
  threeToFivePagesAbout: formatAmount(PRICE_CLAIMS.threeToFivePagesAbout),
  customFrom: formatAmount(PRICE_CLAIMS.customFrom),
  webShopFrom: formatAmount(PRICE_CLAIMS.webShopFrom),
  customShopFrom: formatAmount(PRICE_CLAIMS.customShopFrom),
  agencyAlternativeFrom: formatAmount(PRICE_CLAIMS.agencyAlternativeFrom),
  domainPerYear: formatAmount(PRICE_CLAIMS.domainPerYear),
  wordpressUpkeepPerYear: formatAmount(wordpressUpkeep.amount!),
  wordpressFreeMonths: String(wordpressUpkeep.freeMonths),
  customShopUpkeepPerMonth: formatAmount(upkeepFor('ecommerce', 'custom').amount!),
  shopifyUpkeepPerMonth: formatAmount(upkeepFor('ecommerce', 'shopify').amount!),
  typicalWeeks: DELIVERY.typicalWeeks,
  customSiteWeeks: CUSTOM_SITE_WEEKS_TEXT,
  brand: site.brand,
  legalName: site.legalName,
  phone: site.phone,
  email: site.email,
};

/** `<Fact name="…" />` (self-closing, double or single quotes). */
const FACT_TAG = /<Fact\s+name=(["'])([^"']*)\1\s*\/>/g;

/** The text with every fact tag replaced by its value, and the names that are not facts (left as they were). */
export function resolveFacts(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const resolved = text.replace(FACT_TAG, (tag, _quote: string, name: string) => {
    if (Object.hasOwn(ARTICLE_FACTS, name)) return ARTICLE_FACTS[name];
    unknown.push(name);
    return tag;
  });
  return { text: resolved, unknown };
}
