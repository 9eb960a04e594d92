import type { PortfolioFaqMessages } from '@/messages/portfolio-faq';

export const PORTFOLIO_FAQ: PortfolioFaqMessages = {
  'platvormi-valik': {
    question: 'Kuidas valida WordPressi, eritellimuse ja Shopify vahel?',
    answer:
      'WordPress sobib, kui tahad sisu ise lihtsalt muuta. Eritellimusel leht on kõige kiirem ja paindlikum. Shopify on hea valik e-poele, kus tooteid ja tellimusi on palju. Aitame valida tasuta konsultatsioonil.',
  },
  'valmimise-aeg': {
    question: 'Kui kaua ühe kodulehe valmimine aega võtab?',
    answer: ({ typicalWeeks, simpleSiteDays, customSiteWeeks }) =>
      `Tavaliselt ${typicalWeeks} nädalat. Lihtne koduleht valmib umbes ${simpleSiteDays} päevaga, eritellimusel leht umbes ${customSiteWeeks}. ` +
      `Ka e-pood valmib tavaliselt ${typicalWeeks} nädalaga, kui tooteandmed on olemas; kui tooteid on sadu ja nende andmeid tuleb korrastada, lisame selle aja ajakavasse enne töö algust.`,
  },
  'sarnane-leht': {
    question: 'Kas saate teha minu ettevõttele sarnase lehe?',
    answer:
      'Jah. Näita meile, milline töö sulle meeldib, ja kohandame lahenduse sinu ettevõtte, värvide ja sisuga. Iga leht saab oma kujunduse, malli ei kopeeri me kunagi üks-ühele.',
  },
  'parast-valmimist': {
    question: 'Mis saab pärast lehe valmimist?',
    answer: (freeChange) => `Õpetame sind sisu muutma ja jääme sulle toeks. ${freeChange}`,
  },
};
