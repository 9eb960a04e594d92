/**
 * The contact page map's texts, in the built language. A plain module (not the client component's), so that the
 * privacy notice, a server component, quotes the very label of the button it names.
 */
export const OFFICE_MAP_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? { frame: 'Interactive map: ', image: 'Map of the area: ', show: 'Show interactive map' }
    : { frame: 'Interaktiivne kaart: ', image: 'Kaardiskeem: ', show: 'Näita interaktiivset kaarti' };
