import { faqSet } from '@/content/faq/types';
import { CUSTOM_SITE_WEEKS_TEXT, DELIVERY } from '@/lib/pricing';
import { freeChangeSummary } from '@/lib/upkeep';
import { PORTFOLIO_FAQ } from '@messages/portfolio-faq';

const { typicalWeeks, simpleSiteDays } = DELIVERY;

/** The portfolio page FAQ (4 items), its words from messages/<language>/portfolio-faq.ts with the offer's facts. */
export const portfolioFaq = faqSet([
  { id: 'platvormi-valik', ...PORTFOLIO_FAQ['platvormi-valik'] },
  {
    id: 'valmimise-aeg',
    question: PORTFOLIO_FAQ['valmimise-aeg'].question,
    answer: PORTFOLIO_FAQ['valmimise-aeg'].answer({ typicalWeeks, simpleSiteDays, customSiteWeeks: CUSTOM_SITE_WEEKS_TEXT }),
  },
  { id: 'sarnane-leht', ...PORTFOLIO_FAQ['sarnane-leht'] },
  {
    id: 'parast-valmimist',
    question: PORTFOLIO_FAQ['parast-valmimist'].question,
    answer: PORTFOLIO_FAQ['parast-valmimist'].answer(freeChangeSummary()),
  },
]);
