import type { AboutPage, ItemList, Person, Service, WithContext } from 'schema-dts';
import { CLIENTS_TITLE, clientsPrimary, clientsSecondary, type Client } from '@/content/clients';
import { partners } from '@/content/partners';
import { RATING_MAX, reviews } from '@/content/reviews';
import { organizationRef, webPage } from '@/lib/seo/jsonld';
import { DELIVERY, platformsFor, priceRange, PROJECT_TYPES, VAT } from '@/lib/pricing';
import { homeSection, HOME_SECTIONS } from '@/lib/routes';
import { absoluteUrl, site } from '@/lib/site';

/**
 * Structured data of the home page: the service offer with its reviews,
 * the about page, the director, partners, FAQ and client list. Every value comes from content/ and lib/.
 */

/** The English build (written in place like every text module: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

/** Names the home FAQ accordion group and its FAQPage node (…/#faq-home). */
export const HOME_FAQ_SCHEMA_ID = 'faq-home';

const HOME = '/';
export const DIRECTOR_ID = `${absoluteUrl(HOME)}#director`;

export function directorJsonLd(): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': DIRECTOR_ID,
    name: site.director.name,
    jobTitle: site.director.jobTitle,
    image: absoluteUrl(site.director.image),
    url: absoluteUrl(homeSection(HOME_SECTIONS.aboutUs)),
    worksFor: organizationRef(),
    knowsLanguage: [...site.organisation.languages],
  };
}

/** A price as schema.org writes it, with the VAT rule of lib/pricing. */
function priceSpecification(price: number) {
  return { '@type': 'UnitPriceSpecification' as const, price, priceCurrency: 'EUR', valueAddedTaxIncluded: VAT.included };
}

/**
 * The web development service: price range from the calculator, offers per type (each price with whether it
 * includes VAT) and the four reviews. No aggregateRating: the reviews are the agency's own, shown on its own site,
 * and a self-served star rating is what Google's review-snippet rules exclude.
 */
export function serviceJsonLd(): WithContext<Service> {
  const { low, high } = priceRange();
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(HOME)}#service`,
    name: EN ? 'Websites and online shops' : 'Kodulehtede ja e-poodide tegemine',
    serviceType: EN ? 'Web development' : 'Veebiarendus',
    description: EN
      ? `WordPress, custom-built and Shopify websites and online shops for small businesses, ready in ${DELIVERY.typicalWeeks} weeks. SEO, speed optimisation, upkeep and a free audit.`
      : `WordPressi, eritellimusel ja Shopify kodulehed ning e-poed väikeettevõtetele, valmis ${DELIVERY.typicalWeeks} nädalaga. SEO, kiiruse optimeerimine, hooldus ja tasuta audit.`,
    provider: organizationRef(),
    areaServed: { '@type': 'Country', name: site.organisation.country },
    url: absoluteUrl(homeSection(HOME_SECTIONS.pricing)),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: low,
      highPrice: high,
      offerCount: PROJECT_TYPES.reduce((n, t) => n + platformsFor(t.value).length, 0),
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: low,
        maxPrice: high,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: VAT.included,
      },
      offers: PROJECT_TYPES.flatMap((type) =>
        platformsFor(type.value).map((platform) => ({
          '@type': 'Offer' as const,
          name: `${type.label}: ${platform.label}`,
          price: platform.price,
          priceCurrency: 'EUR',
          priceSpecification: priceSpecification(platform.price),
          url: absoluteUrl(homeSection(HOME_SECTIONS.pricing)),
        })),
      ),
    },
    review: reviews.map((r) => ({
      '@type': 'Review' as const,
      reviewBody: r.text,
      datePublished: r.date,
      author: { '@type': 'Person' as const, name: r.name, jobTitle: r.role, worksFor: { '@type': 'Organization' as const, name: r.company } },
      reviewRating: { '@type': 'Rating' as const, ratingValue: r.rating, bestRating: RATING_MAX, worstRating: 1 },
    })),
  };
}

export function aboutPageJsonLd(): WithContext<AboutPage> {
  return {
    ...webPage('AboutPage', { path: homeSection(HOME_SECTIONS.aboutUs), name: `${EN ? 'About us' : 'Meist'} – ${site.brand}` }),
    about: organizationRef(),
    mainEntity: { '@type': 'Person', '@id': DIRECTOR_ID, name: site.director.name },
  };
}

export function partnersJsonLd(): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(HOME)}#partners`,
    name: EN ? 'Partners' : 'Koostööpartnerid',
    itemListElement: partners.map((p, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      item: {
        '@type': 'Organization' as const,
        name: p.name,
        url: p.url,
        logo: absoluteUrl(p.logo),
        description: p.description,
      },
    })),
  };
}

export function clientListJsonLd(clients: readonly Client[] = [...clientsPrimary, ...clientsSecondary]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(HOME)}#clients`,
    name: CLIENTS_TITLE,
    numberOfItems: clients.length,
    itemListElement: clients.map((c, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      item: { '@type': 'Organization' as const, name: c.name, url: c.url, logo: absoluteUrl(c.logo) },
    })),
  };
}

/**
 * The home page's blocks. The FAQPage block is emitted by the FAQ accordion itself (components/ui/FaqAccordion
 * with schema id HOME_FAQ_SCHEMA_ID), so it is not repeated here.
 */
export function homeJsonLd() {
  return [
    { id: 'service-jsonld', data: serviceJsonLd() },
    { id: 'about-jsonld', data: aboutPageJsonLd() },
    { id: 'director-jsonld', data: directorJsonLd() },
    { id: 'partners-jsonld', data: partnersJsonLd() },
    { id: 'clients-jsonld', data: clientListJsonLd() },
  ];
}
