import type { CollectionPage, ItemList, WithContext } from 'schema-dts';
import { organizationRef, webPage } from '@/lib/seo/jsonld';
import { optionLabel } from '@/lib/portfolio';
import type { PortfolioProject } from '@/lib/schemas';
import { PAGES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/site';

/** The projects as an ItemList, in id order: each a WebSite made by the agency. */
export function portfolioItemList(projects: readonly PortfolioProject[]): ItemList {
  const sorted = [...projects].sort((a, b) => a.id - b.id);
  return {
    '@type': 'ItemList',
    name: PAGES.portfolio.name,
    numberOfItems: sorted.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: sorted.map((project, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'WebSite',
        name: project.title,
        url: project.url,
        description: project.description,
        image: absoluteUrl(project.image),
        genre: `${optionLabel('type', project.type)}, ${optionLabel('platform', project.platform)}`,
        creator: organizationRef(),
      },
    })),
  };
}

/** CollectionPage structured data of /tehtud-tood with the projects as its main entity. */
export function portfolioPageJsonLd(projects: readonly PortfolioProject[], description: string): WithContext<CollectionPage> {
  return {
    ...webPage('CollectionPage', { ...PAGES.portfolio, description }),
    author: organizationRef(),
    mainEntity: portfolioItemList(projects),
  };
}
