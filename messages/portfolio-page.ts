/** The portfolio page (components/pages/PortfolioPage.tsx, components/portfolio/PortfolioSection.tsx). */
export interface PortfolioPageMessages {
  /** The page's title and description in search results and link previews (the brand follows the title). */
  head: { title: (brand: string) => string; description: string };
  /** The line above the page's heading (the heading is the page's name in the route table). */
  eyebrow: string;
  intro: string;
  /** The gallery's heading, for screen readers. */
  projects: string;
  /** The FAQ's heading and the line under it. */
  faqTitle: string;
  faqDescription: string;
}
