import type {
  BreadcrumbList,
  ItemList,
  ListItem,
  Organization,
  SiteNavigationElement,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, fullAddress, site, siteUrl } from '@/lib/site';
import { BREADCRUMB_ARTICLE, BREADCRUMB_HOME, breadcrumbName, ROUTES } from '@/lib/routes';
import { SITE_NAVIGATION } from '@/lib/seo/site-navigation';

/**
 * Serialise JSON-LD so that no string inside can end the surrounding <script> element:
 * "<", ">" and "&" and the JS line separators are written as unicode escapes.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const ORGANIZATION_ID = `${siteUrl}/#organization`;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.brand,
    legalName: site.legalName,
    slogan: site.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo),
    email: site.email,
    telephone: site.phoneHref,
    foundingDate: String(site.organisation.foundingYear),
    taxID: site.registryCode,
    vatID: site.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    location: { '@type': 'Place', name: fullAddress },
    foundingLocation: { '@type': 'Country', name: site.organisation.country },
    areaServed: { '@type': 'Country', name: site.organisation.country },
    knowsLanguage: [...site.organisation.languages],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phoneHref,
      email: site.email,
      availableLanguage: [...site.organisation.languages],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: site.organisation.contactHours.opens,
        closes: site.organisation.contactHours.closes,
      },
    },
    sameAs: Object.values(site.social),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumb trail for a page: Esileht, then the route's name, then 'Artikkel' for an article. */
export function breadcrumbTrail(path: string, articlePath?: string): Crumb[] {
  const trail: Crumb[] = [{ name: BREADCRUMB_HOME, path: ROUTES.home }];
  const second = breadcrumbName(path);
  if (second) trail.push({ name: second, path });
  if (articlePath) trail.push({ name: BREADCRUMB_ARTICLE, path: articlePath });
  return trail;
}

export function breadcrumbJsonLd(trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(
      (crumb, index): ListItem => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      }),
    ),
  };
}

export function siteNavigationJsonLd(): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${site.brand} – ${process.env.SITE_LOCALE === 'en' ? 'site navigation' : 'saidi navigatsioon'}`,
    itemListElement: SITE_NAVIGATION.map(
      (page, index): SiteNavigationElement => ({
        '@type': 'SiteNavigationElement',
        position: index + 1,
        name: page.name,
        description: page.description,
        url: absoluteUrl(page.path),
      }),
    ),
  };
}

/** Reference to the organisation node, for author/publisher/provider fields. */
export function organizationRef(): Organization {
  return { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.brand, url: absoluteUrl('/') };
}

/** Reference to the site itself, for the isPartOf field of a page. */
export function websiteRef(): WebSite {
  return { '@type': 'WebSite', name: site.brand, url: absoluteUrl('/') };
}

/** The kinds of page node the site emits. */
export type WebPageType = 'WebPage' | 'CollectionPage' | 'ContactPage' | 'AboutPage';

/** A page to describe: its path (a route, or a home section such as "/#meist"), its name and description. */
export interface WebPageSource {
  path: string;
  name: string;
  description?: string;
}

/**
 * The envelope every page node shares, written once: its id, address, name, description, language and the site
 * it is part of. The caller adds what is its own (mainEntity, author …). The id is the address with the type as
 * its fragment ("…/kontakt#contactpage"); a home section's address already has a fragment and is the id itself.
 */
export function webPage<T extends WebPageType>(type: T, page: WebPageSource) {
  const url = absoluteUrl(page.path);
  return {
    '@context': 'https://schema.org' as const,
    '@type': type,
    '@id': url.includes('#') ? url : `${url}#${type.toLowerCase()}`,
    url,
    name: page.name,
    ...(page.description === undefined ? {} : { description: page.description }),
    inLanguage: site.organisation.language,
    isPartOf: websiteRef(),
  };
}

export type JsonLdThing = WithContext<Thing>;
