/**
 * The site-navigation structured data's pages (the route table's order, lib/routes.ts) with their descriptions.
 * Kept out of the route table: the home page's description quotes the price model, which must not reach the
 * header's client chunk through lib/routes.ts.
 */
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { SITE_NAVIGATION_PAGES, type PageKey } from '@/lib/routes';

/** One sentence per page of the site navigation. */
export const SITE_NAVIGATION_DESCRIPTIONS = process.env.SITE_LOCALE === 'en'
  ? {
      home: `Websites from ${formatPrice(PRICE_CLAIMS.onePageFrom)} and online shops from ${formatPrice(PRICE_CLAIMS.webShopFrom)} for small businesses, ready in ${DELIVERY.typicalWeeks} weeks.`,
      pricing: 'Work out the price of your website or online shop with the price calculator.',
      contact: 'Write or call us; the first consultation is free.',
      portfolio: 'Websites and online shops we have built: WordPress, custom-built and Shopify.',
      audit: 'Book a free audit of your website and get a short list of specific improvements.',
      tester: 'Test your website’s speed, SEO and security for free.',
      blog: 'Client stories and advice on websites, online shops and SEO.',
    }
  : {
      home: `Kodulehed alates ${formatPrice(PRICE_CLAIMS.onePageFrom)} ja e-poed alates ${formatPrice(PRICE_CLAIMS.webShopFrom)} väikeettevõtetele, valmis ${DELIVERY.typicalWeeks} nädalaga.`,
      pricing: 'Arvuta oma kodulehe või e-poe hind hinnakalkulaatoriga.',
      contact: 'Kirjuta või helista meile, esimene konsultatsioon on tasuta.',
      portfolio: 'Meie valminud kodulehed ja e-poed: WordPress, eritellimus ja Shopify.',
      audit: 'Telli oma veebilehele tasuta audit ja saa konkreetsed parandusettepanekud.',
      tester: 'Testi tasuta oma veebilehe kiirust, SEO-d ja turvalisust.',
      blog: 'Kliendilood ja nõuanded kodulehe, e-poe ja SEO kohta.',
    } satisfies Partial<Record<PageKey, string>>;

export interface NavPage {
  name: string;
  description: string;
  path: string;
}

/** The 7 pages of the site navigation structured data. */
export const SITE_NAVIGATION: readonly NavPage[] = SITE_NAVIGATION_PAGES.map((p) => ({
  name: p.name,
  description: SITE_NAVIGATION_DESCRIPTIONS[p.key as keyof typeof SITE_NAVIGATION_DESCRIPTIONS],
  path: p.path,
}));
