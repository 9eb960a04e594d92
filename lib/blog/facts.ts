/**
 * Facts an article quotes, read from lib/pricing and lib/site, so that a price or a delivery time changed there
 * changes in every article too. An article writes `<Fact name="onePageFrom" />` where the value belongs
 * ("alates <Fact name="onePageFrom" /> eurost" reads "alates 495 eurost"); the tag is replaced by the value when
 * the article is read, so the page, the reading time and the structured data all see the same text.
 */
import { caseStudies, caseStudyFacts } from '@/content/case-studies';
import { reviews } from '@/content/reviews';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { formatAmount } from '@/lib/format';
import { AUDIT_TURNAROUND_TEXT, CUSTOM_SITE_WEEKS_TEXT, DELIVERY, PRICE_CLAIMS, THREE_TO_FIVE_PAGES_NOTE, VAT_MARK, VAT_NOTE } from '@/lib/pricing';
import { site } from '@/lib/site';
import { freeChangeSummary, UPKEEP_PLAN_KEYS, upkeepSentences, upkeepSummary } from '@/lib/upkeep';
import { BLOG_ARTICLE } from '@messages/blog-article';

/**
 * Upkeep is said in whole sentences made from the one table of lib/upkeep.ts, never from its amounts: "upkeep.wordpress"
 * and the other plans (the fee, what it covers, the free change and for how long), "upkeep.fees" (every fee in one
 * clause) and "upkeep.freeChange" (where a small change a month is free). tests/unit/upkeep.test.ts fails on an
 * article sentence about upkeep that is not one of these.
 */
function upkeepFacts(): Record<string, string> {
  const facts: Record<string, string> = { 'upkeep.fees': upkeepSummary(), 'upkeep.freeChange': freeChangeSummary() };
  for (const plan of UPKEEP_PLAN_KEYS) facts[`upkeep.${plan}`] = upkeepSentences(plan);
  return facts;
}

/**
 * "Andres Vahtra, Mopeedikoja juhataja" / "Andres Vahtra, managing director of Mopeedikoda": a client quoted in
 * an article, named as in the reviews, with the company of the client story (`story`) whose owner they are.
 */
function reviewer(id: string, story: string): string {
  const review = reviews.find((r) => r.id === id);
  if (!review) throw new Error(`No review "${id}" in content/reviews.ts`);
  const study = caseStudies.find((s) => s.id === story);
  if (!study) throw new Error(`No client story "${story}" in content/case-studies.ts`);
  return BLOG_ARTICLE.quotedClient({
    name: review.name,
    role: review.role.toLowerCase(),
    company: review.company,
    companyGenitive: study.companyGenitive,
  });
}

/**
 * Every fact by name, the same names in both languages (the English articles in content/blog-en quote them too).
 * Amounts are numbers only: the text around them says "€", "eurot" or "eurost". The phrases (vat, vatNote,
 * auditTurnaround, speedStudy, threeToFivePagesNote) come from the modules that define them, in the site's
 * language: in English "+ VAT", "within two working days", "In a 2009 survey of online shoppers by Forrester Consulting…".
 * Dates of the client stories ("elujoud.launch") are a day as a sentence says it (lib/blog/dates.ts: Estonian
 * "17. märtsil 2025", English "on 17 March 2025").
 */
export const ARTICLE_FACTS: Readonly<Record<string, string>> = {
  onePageFrom: formatAmount(PRICE_CLAIMS.onePageFrom),
  threeToFivePagesAbout: formatAmount(PRICE_CLAIMS.threeToFivePagesAbout),
  /** "(kalkulaatoris kuni 3 lehte 645 €, kuni 7 lehte 845 €)", said with the 3–5 page estimate. */
  threeToFivePagesNote: THREE_TO_FIVE_PAGES_NOTE,
  customFrom: formatAmount(PRICE_CLAIMS.customFrom),
  webShopFrom: formatAmount(PRICE_CLAIMS.webShopFrom),
  customShopFrom: formatAmount(PRICE_CLAIMS.customShopFrom),
  agencyAlternativeFrom: formatAmount(PRICE_CLAIMS.agencyAlternativeFrom),
  domainPerYear: formatAmount(PRICE_CLAIMS.domainPerYear),
  ...upkeepFacts(),
  /** "+ km", written after a price ("alates 495 € + km"). */
  vat: VAT_MARK,
  /** "Hinnad ei sisalda käibemaksu (24%)." */
  vatNote: VAT_NOTE,
  typicalWeeks: DELIVERY.typicalWeeks,
  simpleSiteDays: String(DELIVERY.simpleSiteDays),
  /**
   * How long a custom site takes, as the language says it after "about": Estonian in a case ("valmib umbes
   * nädalaga", "umbes 2 nädalaga"), English the bare duration ("ready in about a week", "in about 2 weeks").
   */
  customSiteWeeks: CUSTOM_SITE_WEEKS_TEXT,
  auditTurnaround: AUDIT_TURNAROUND_TEXT,
  /** The 40%/3 s figure as a whole sentence, with whose survey it is and when (lib/claims.ts). */
  speedStudy: SPEED_STUDY_SENTENCE,
  mopeedikodaOwner: reviewer('andres', 'mopeedikoda'),
  ...caseStudyFacts(),
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
