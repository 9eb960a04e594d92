/**
 * Site identity: every fact about the agency is defined here, once.
 * Components, metadata and JSON-LD read from this module; nothing repeats these values.
 */

export interface SocialLinks {
  linkedin: string;
  instagram: string;
  facebook: string;
  tiktok: string;
}

export interface SiteIdentity {
  brand: string;
  legalName: string;
  tagline: string;
  phone: string;
  /** The phone number in E.164 form for tel: links. */
  phoneHref: string;
  email: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    /** The city in the inessive case, for "Oleme Tartus" (Estonian: in Tartu). */
    cityInessive: string;
    country: string;
    countryCode: string;
  };
  registryCode: string;
  vatNumber: string;
  bank: { name: string; account: string };
  social: SocialLinks;
  director: { name: string; jobTitle: string; image: string };
  /** Where the agency's e-mail is kept (the privacy notice names it as a recipient). */
  mailbox: { service: string; operator: string; country: string };
  organisation: {
    foundingYear: number;
    country: string;
    language: string;
    contactHours: { days: string; opens: string; closes: string; label: string };
    languages: readonly string[];
    defaultLanguage: string;
  };
  logo: string;
}

/** The English build (lib/i18n/locale.ts: written in place so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

export const site: SiteIdentity = {
  brand: 'Veebiselge',
  legalName: 'Veebiselge OÜ',
  tagline: EN ? "Let’s keep it simple!" : 'Ärme aja asju keeruliseks!',
  phone: '+372 5550 1234',
  phoneHref: '+37255501234',
  email: 'info@veebiselge.ee',
  address: {
    street: 'Sepa tänav 12',
    postalCode: '51013',
    city: 'Tartu',
    cityInessive: EN ? 'Tartu' : 'Tartus',
    country: EN ? 'Estonia' : 'Eesti',
    countryCode: 'EE',
  },
  registryCode: '16987452',
  vatNumber: 'EE102998741',
  bank: { name: 'Põhjaranniku Pank', account: 'EE47 4200 0010 2233 4455' },
  social: {
    linkedin: 'https://www.linkedin.com/company/veebiselge',
    instagram: 'https://www.instagram.com/veebiselge',
    facebook: 'https://www.facebook.com/veebiselge',
    tiktok: 'https://www.tiktok.com/@veebiselge',
  },
  director: {
    name: 'Kristjan Lepik',
    jobTitle: EN ? 'Director and developer' : 'Juhataja ja arendaja',
    image: '/images/team/kristjan-lepik.svg',
  },
  mailbox: { service: 'Google Workspace', operator: 'Google Ireland Limited', country: EN ? 'Ireland' : 'Iirimaa' },
  organisation: {
    foundingYear: 2025,
    country: 'Estonia',
    language: EN ? 'en' : 'et',
    contactHours: { days: 'Monday-Friday', opens: '09:00', closes: '17:00', label: EN ? 'Mon–Fri 9:00–17:00 Estonian time (UTC+2/+3)' : 'E–R 9.00–17.00' },
    languages: ['et', 'en'],
    defaultLanguage: 'et',
  },
  logo: '/logo.svg',
};

export const DEFAULT_SITE_URL = 'https://veebiselge.ee';
export const DEFAULT_SITE_URL_EN = 'https://en.veebiselge.ee';

function cleanOrigin(value: string | undefined, fallback: string): string {
  const raw = (value ?? '').trim() || fallback;
  return raw.replace(/\/+$/, '');
}

/** The Estonian host. Read at build time from NEXT_PUBLIC_SITE_URL. */
export const siteUrlEt = cleanOrigin(process.env.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL);
/** The English host. Read at build time from NEXT_PUBLIC_SITE_URL_EN. */
export const siteUrlEn = cleanOrigin(process.env.NEXT_PUBLIC_SITE_URL_EN, DEFAULT_SITE_URL_EN);
/** This site's host: the Estonian one, or the English one in the English build (canonicals, feeds, sitemap). */
export const siteUrl = EN ? siteUrlEn : siteUrlEt;
/** Each language's host, for hreflang pairs and the language switch. */
export const HOSTS = { et: siteUrlEt, en: siteUrlEn } as const;

/** Absolute URL on this site's host for a site path such as "/kontakt" or "/#pricing". */
export function absoluteUrl(path: string, origin: string = siteUrl): string {
  if (path === '/' || path === '') return `${origin}/`;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

export const fullAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
