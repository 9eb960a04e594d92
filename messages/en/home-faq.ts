import type { HomeFaqMessages } from '@/messages/home-faq';

export const HOME_FAQ: HomeFaqMessages = {
  title: 'Frequently asked questions',
  description: 'Short, honest answers about price, timing, platforms and what happens once your site is live.',
  items: {
    hind: {
      question: 'How much does a website or an online shop cost?',
      answer: (f) =>
        `A simple one-page website costs from ${f.onePageFrom}, and a website of 3–5 pages about ${f.threeToFivePagesAbout} ${f.threeToFivePagesNote}. ` +
        `A custom-built website costs from ${f.customFrom} and an online shop from ${f.webShopFrom}. The price calculator gives you the exact figure: choose the type, the platform and the number of pages and products. ` +
        `A large agency would often charge ${f.agencyFrom} or more for similar work. ${f.vatNote} ${f.vatReverseCharge}` +
        (f.vatIncluded ? '' : ' The calculator also shows the total with Estonian VAT, for a buyer who pays it.'),
    },
    ajakava: {
      question: 'How soon will my site be ready?',
      answer: (f) =>
        `Most sites are ready in ${f.typicalWeeks} weeks. A simple website takes about ${f.simpleSiteDays} days and a custom-built site about ${f.customSiteWeeks}. ` +
        `We agree the schedule before the work starts and keep to it. ${f.lateDiscount}`,
    },
    platvorm: {
      question: 'Should I choose WordPress, a custom-built site or Shopify?',
      answer: () =>
        'WordPress suits you if you want to edit the content yourself and the budget is small. A custom-built site is the fastest and the most secure, because it carries no plugins it does not need. Shopify is a good choice for an online shop that wants to start selling quickly and grow. At the first consultation we will tell you honestly what really suits your business.',
    },
    hooldus: {
      question: 'What happens after the launch? Is there a monthly fee?',
      answer: (f) => `Upkeep depends on the platform: ${f.upkeepSummary}. ${f.freeChangeSummary} ${f.vatNote} What each fee covers is listed under the price calculator.`,
    },
    lisakulud: {
      question: 'Is there anything on top of the price?',
      answer: (f) =>
        `The calculator’s price is a one-time price. On top of it come a domain (${f.domainCost}), hosting (for a Shopify shop, Shopify’s own monthly plan instead) and upkeep, which depends on the platform (a custom-built website has no upkeep fee). ${f.vatNote} ` +
        'Our partners’ discount codes get you hosting for less. Everything else is agreed in writing before the work starts, so there are no surprise invoices.',
    },
    audit: {
      question: 'What does the free audit include?',
      answer: (f) =>
        `We look at your site’s speed on phones and computers, how visible it is on Google, how it looks on a phone and whether a visitor understands straight away what you offer. You will get a short, specific list of the fixes that will help you most, by email ${f.auditTurnaround}. The audit does not commit you to buying anything.`,
    },
    google: {
      question: 'Will Google find my new site?',
      answer: () =>
        'Yes. Every site is built with search engines in mind: fast loading, proper titles and descriptions, structured data and a design that works on a phone. Over 60% of visitors come from a phone, and a slow site loses many of them before anything appears on the screen, so for us speed comes first.',
    },
  },
};
