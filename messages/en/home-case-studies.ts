import type { HomeCaseStudiesMessages } from '@/messages/home-case-studies';

export const HOME_CASE_STUDIES: HomeCaseStudiesMessages = {
  stories: {
    elujoud: {
      companyGenitive: 'Elujõud’s',
      subject: 'Elujõud’s online shop home page',
      beforeAlt: 'Elujõud’s online shop home page before the optimisation',
      afterAlt: 'Elujõud’s online shop home page after the optimisation',
      industry: 'Food supplement online shop',
      improvement: '3 times the revenue in two months',
      description:
        'A slow, confusing online shop was losing visitors in the first few seconds. A faster site, a clearer product range and a simpler checkout tripled the sales in two months.',
    },
    mopeedikoda: {
      companyGenitive: 'Mopeedikoda’s',
      subject: 'Mopeedikoda’s home page',
      beforeAlt: 'Mopeedikoda’s old website',
      afterAlt: 'Mopeedikoda’s new online shop',
      industry: 'Moped parts online shop',
      improvement: 'Twice as many orders',
      description:
        'Thousands of spare parts were hidden in out-of-date tables. The new online shop, with search by model and clear product pages, helps customers find the right part within a minute.',
    },
  },
  stats: {
    metrics: {
      mobileSpeed: 'Mobile speed score',
      desktopSpeed: 'Desktop speed score',
      visitors: 'Visitors a month',
      pageViews: 'Page views a month',
      visitLength: 'Average visit length',
      bounceRate: 'Bounce rate',
    },
    score: (score) => `${score}/100`,
    duration: (minutes, seconds) => (minutes ? `${minutes} min ${seconds} s` : `${seconds} s`),
    owner: 'Elujõud’s online shop',
    caption: (p) =>
      `${p.owner}: two months after the optimisation (${p.measured}) against the same weeks a year earlier (${p.compared}). Figures approved by the shop.`,
  },
  section: {
    eyebrow: 'Before and after',
    title: 'Why us? See what the numbers say',
    lead: 'Two online shops, two stories: we optimised one and built a brand-new shop for the other. The numbers show what it meant for the business.',
    fullPage: 'full-page screenshot',
    before: 'Before',
    after: 'After',
    whatHappened: 'What happened?',
    story: (companyGenitive) => `${companyGenitive} story`,
  },
};
