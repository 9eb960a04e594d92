import type { PortfolioFaqMessages } from '@/messages/portfolio-faq';

export const PORTFOLIO_FAQ: PortfolioFaqMessages = {
  'platvormi-valik': {
    question: 'How do I choose between WordPress, a custom-built site and Shopify?',
    answer:
      'WordPress suits you if you want to edit the content yourself, easily. A custom-built site is the fastest and the most flexible. Shopify is a good choice for an online shop with lots of products and orders. We’ll help you choose in a free consultation.',
  },
  'valmimise-aeg': {
    question: 'How long does it take to build a website?',
    answer: ({ typicalWeeks, simpleSiteDays, customSiteWeeks }) =>
      `Usually ${typicalWeeks} weeks. A simple website takes about ${simpleSiteDays} days, a custom-built one about ${customSiteWeeks}. ` +
      `An online shop is usually ready in ${typicalWeeks} weeks too, once the product data is in hand; if there are hundreds of products whose data needs tidying up, we add that time to the schedule before work starts.`,
  },
  'sarnane-leht': {
    question: 'Can you build a similar site for my business?',
    answer:
      'Yes. Show us the work you like and we’ll adapt it to your business, your colours and your content. Every site gets a design of its own: we never copy a template one to one.',
  },
  'parast-valmimist': {
    question: 'What happens once my site is finished?',
    answer: (freeChange) => `We show you how to edit your content and stay on hand to help. ${freeChange}`,
  },
};
