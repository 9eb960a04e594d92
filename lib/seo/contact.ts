import type { ContactPage, Organization, WithContext } from 'schema-dts';
import { organizationJsonLd, webPage } from '@/lib/seo/jsonld';
import { PAGES } from '@/lib/routes';
import { fullAddress } from '@/lib/site';

/** The office on the map (approximate point of the street address in lib/site.ts). */
export const OFFICE_GEO = { latitude: 58.3712, longitude: 26.7381 } as const;

/** OpenStreetMap embed of the office, loaded only when the visitor asks for the map. */
export function officeMapEmbedUrl(geo: { latitude: number; longitude: number } = OFFICE_GEO, span = 0.006): string {
  const bbox = [geo.longitude - span, geo.latitude - span / 2, geo.longitude + span, geo.latitude + span / 2]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${geo.latitude},${geo.longitude}`;
}

/** The office address opened in OpenStreetMap in a new tab (a plain link: nothing is loaded before a click). */
export const officeMapLink = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;

/** ContactPage structured data whose main entity is the agency with its address, contact point and location. */
export function contactPageJsonLd(description: string): WithContext<ContactPage> {
  const { '@context': _context, ...organization } = organizationJsonLd() as Exclude<Organization, string> & { '@context': string };
  const mainEntity: Organization = {
    ...organization,
    location: {
      '@type': 'Place',
      name: fullAddress,
      geo: { '@type': 'GeoCoordinates', latitude: OFFICE_GEO.latitude, longitude: OFFICE_GEO.longitude },
    },
  };
  return {
    ...webPage('ContactPage', { ...PAGES.contact, description }),
    mainEntity,
  };
}
