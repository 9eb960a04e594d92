import { faqSet } from '@/content/faq/types';
import { formatEuro } from '@/lib/format';
import {
  AUDIT_TURNAROUND_TEXT,
  CUSTOM_SITE_WEEKS_TEXT,
  DELIVERY,
  DOMAIN_COST,
  LATE_DISCOUNT_TEXT,
  PRICE_CLAIMS,
  THREE_TO_FIVE_PAGES_NOTE,
  VAT,
  VAT_NOTE,
  VAT_REVERSE_CHARGE,
} from '@/lib/pricing';
import { freeChangeSummary, upkeepSummary } from '@/lib/upkeep';
import { HOME_FAQ } from '@messages/home-faq';

/** The questions, in the order the FAQ asks them (their words: messages/<language>/home-faq.ts). */
const QUESTIONS = ['hind', 'ajakava', 'platvorm', 'hooldus', 'lisakulud', 'audit', 'google'] as const;
export type HomeFaqId = (typeof QUESTIONS)[number];

/** What the answers quote, from lib/pricing (prices with lib/format's euro, times, the VAT and upkeep sentences). */
const FACTS = {
  onePageFrom: formatEuro(PRICE_CLAIMS.onePageFrom),
  threeToFivePagesAbout: formatEuro(PRICE_CLAIMS.threeToFivePagesAbout),
  threeToFivePagesNote: THREE_TO_FIVE_PAGES_NOTE,
  customFrom: formatEuro(PRICE_CLAIMS.customFrom),
  webShopFrom: formatEuro(PRICE_CLAIMS.webShopFrom),
  agencyFrom: formatEuro(PRICE_CLAIMS.agencyAlternativeFrom),
  vatNote: VAT_NOTE,
  vatReverseCharge: VAT_REVERSE_CHARGE,
  vatIncluded: VAT.included as boolean,
  typicalWeeks: DELIVERY.typicalWeeks,
  simpleSiteDays: DELIVERY.simpleSiteDays,
  customSiteWeeks: CUSTOM_SITE_WEEKS_TEXT,
  lateDiscount: LATE_DISCOUNT_TEXT,
  upkeepSummary: upkeepSummary(),
  freeChangeSummary: freeChangeSummary(),
  domainCost: DOMAIN_COST,
  auditTurnaround: AUDIT_TURNAROUND_TEXT,
};
export type HomeFaqFacts = typeof FACTS;

/** The home page FAQ 'Korduma kippuvad küsimused' (#faq): seven questions. Prices come from lib/pricing. */
export const homeFaq = faqSet(
  QUESTIONS.map((id) => {
    const { question, answer } = HOME_FAQ.items[id];
    return { id, question, answer: answer(FACTS) };
  }),
);
