import { contentList } from '@/lib/content';
import { portfolioProjectSchema, type PortfolioProject } from '@/lib/schemas';
import { PORTFOLIO_PROJECTS } from '@messages/portfolio-projects';

/** The projects' ids: each has its words (the card's text) in messages/<language>/portfolio-projects.ts. */
export type PortfolioProjectId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A project's facts; its words come from the messages by its id. */
type ProjectFacts = Omit<PortfolioProject, 'id' | 'description'> & { id: PortfolioProjectId };

/**
 * The 12 finished projects of the portfolio (fictional clients), each with its description in the built language.
 * Screenshots live in public/images/portfolio/ and are rendered from the HTML mock-ups in scripts/assets/portfolio/
 * (see render.mjs there).
 */
function projectList(items: ProjectFacts[]): readonly PortfolioProject[] {
  const described = items.map((item) => ({ ...item, description: PORTFOLIO_PROJECTS.descriptions[item.id] }));
  return contentList(portfolioProjectSchema, 'id', 'content/portfolio.ts').parse(described);
}

export const projects: readonly PortfolioProject[] = projectList([
  {
    id: 1,
    title: 'Kohvik Kaneel',
    url: 'https://kohvikkaneel.ee',
    image: '/images/portfolio/kohvik-kaneel.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
  },
  {
    id: 2,
    title: 'Saunameister',
    url: 'https://saunameister.ee',
    image: '/images/portfolio/saunameister.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
  },
  {
    id: 3,
    title: 'Rattaring',
    url: 'https://rattaring.ee',
    image: '/images/portfolio/rattaring.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
  },
  {
    id: 4,
    title: 'Õigusbüroo Vaekoda',
    url: 'https://vaekoda.ee',
    image: '/images/portfolio/vaekoda.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'dark',
  },
  {
    id: 5,
    title: 'Hingus Jooga',
    url: 'https://hingusjooga.ee',
    image: '/images/portfolio/hingus-jooga.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
  },
  {
    id: 6,
    title: 'Valgusjälg Fotostuudio',
    url: 'https://valgusjalg.ee',
    image: '/images/portfolio/valgusjalg.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
  },
  {
    id: 7,
    caseStudy: 'elujoud',
    title: 'Elujõud',
    url: 'https://elujoud.ee',
    image: '/images/portfolio/elujoud.webp',
    platform: 'wordpress',
    type: 'ecommerce',
    theme: 'light',
  },
  {
    id: 8,
    title: 'Puhas Kodu',
    url: 'https://puhaskodu.ee',
    image: '/images/portfolio/puhas-kodu.webp',
    platform: 'custom',
    type: 'website',
    theme: 'light',
  },
  {
    id: 9,
    title: 'Hambakliinik Naeratus',
    url: 'https://hambakliiniknaeratus.ee',
    image: '/images/portfolio/naeratus.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
  },
  {
    id: 10,
    title: 'Lillepood Kannike',
    url: 'https://lillepoodkannike.ee',
    image: '/images/portfolio/kannike.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'light',
  },
  {
    id: 11,
    title: 'Tammeoks Mööbel',
    url: 'https://tammeoks.ee',
    image: '/images/portfolio/tammeoks.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
  },
  {
    id: 12,
    caseStudy: 'mopeedikoda',
    title: 'Mopeedikoda',
    url: 'https://mopeedikoda.ee',
    image: '/images/portfolio/mopeedikoda.webp',
    platform: 'custom',
    type: 'ecommerce',
    theme: 'light',
  },
]);
