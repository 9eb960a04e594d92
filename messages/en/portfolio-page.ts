import type { PortfolioPageMessages } from '@/messages/portfolio-page';

export const PORTFOLIO_PAGE: PortfolioPageMessages = {
  head: {
    title: (brand) => `Our work – websites and online shops | ${brand}`,
    description:
      'See the websites and online shops we have built: WordPress, custom-built and Shopify sites for small businesses in Estonia. Filter by platform, type and design.',
  },
  eyebrow: 'Portfolio',
  intro:
    'Websites and online shops we have built for small businesses in Estonia. Choose a platform, a type or a design and see what would suit your business.',
  projects: 'Projects',
  faqTitle: 'Questions about our work',
  faqDescription: 'What clients ask most often before we start working together.',
};
