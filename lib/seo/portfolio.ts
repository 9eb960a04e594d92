import type { CollectionPage, ItemList, WithContext } from 'schema-dts';
import { organizationRef, websiteRef } from '@/lib/seo/jsonld';
import { optionLabel } from '@/lib/portfolio';
import type { PortfolioProject } from '@/lib/schemas';
import { PAGES, ROUTES } from '@/lib/routes';
import { absoluteUrl, site } from '@/lib/site';

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
  const url = absoluteUrl(ROUTES.portfolio);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#collectionpage`,
    url,
    name: `${PAGES.portfolio.name} | ${site.brand}`,
    description,
    inLanguage: site.organisation.language,
    isPartOf: websiteRef(),
    author: organizationRef(),
    mainEntity: portfolioItemList(projects),
  };
}
