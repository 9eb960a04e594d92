/**
 * The portfolio's filterable gallery and its cards (components/portfolio/PortfolioGallery.tsx and ProjectCard.tsx,
 * client components; lib/portfolio.ts). The filter options' names are the offer's (lib/offer.ts).
 */
export interface PortfolioGalleryMessages {
  /** The names of the filter groups. */
  groups: { platform: string; type: string; theme: string };
  /** The button that turns every filter off. */
  clearFilters: string;
  /** The count line under the filters: "Näha on kõik 12 projekti", "Näha on 3 projekti 12-st". */
  shown: (shown: number, total: number) => string;
  /** The name of the list of cards (aria-label). */
  projects: string;
  /** When no project matches: a heading, then what to do, naming the clear button (`clear`). */
  noMatch: string;
  tryAgain: (clear: string) => string;
  /** A card: its screenshot's alt text, its list of tags (aria-label), its design tag and the link to the client story. */
  card: {
    screenshot: (title: string) => string;
    details: string;
    /** "Hele kujundus": the theme option's name (`theme`) as a tag. */
    design: (theme: string) => string;
    /** "Loe Elujõu lugu": the story's company, Estonian in the genitive (content/case-studies.ts gives both). */
    story: (company: { company: string; companyGenitive: string }) => string;
  };
}
