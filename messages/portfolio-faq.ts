/**
 * The portfolio page's questions and answers, keyed by the item's id (content/faq/portfolio.ts sets their order and
 * checks them). An answer that quotes a fact of the offer gets it from there.
 */
export interface PortfolioFaqMessages {
  'platvormi-valik': { question: string; answer: string };
  /**
   * How long a site takes: `typicalWeeks` ("1–2"), `simpleSiteDays` (5) and `customSiteWeeks`, how long a custom
   * site takes as the language says it after "about" ("nädalaga", "a week"; lib/pricing.ts).
   */
  'valmimise-aeg': {
    question: string;
    answer: (delivery: { typicalWeeks: string; simpleSiteDays: number; customSiteWeeks: string }) => string;
  };
  'sarnane-leht': { question: string; answer: string };
  /** After launch; `freeChange` is the sentence on the free monthly change (lib/upkeep.ts). */
  'parast-valmimist': { question: string; answer: (freeChange: string) => string };
}
