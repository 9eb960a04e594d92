import type { LayoutFooterMessages } from '@/messages/layout-footer';

export const LAYOUT_FOOTER: LayoutFooterMessages = {
  about: 'Kodulehed ja e-poed väikeettevõtetele: WordPress, eritellimus ja Shopify. Selge hind, kiire tulemus.',
  social: 'Sotsiaalmeedia',
  socialLink: (brand, network) => `${brand} ${network}is`,
  contact: 'Kontakt',
  hours: (hours) => `Oleme kättesaadavad ${hours}`,
  registryCode: 'Registrikood: ',
  vatNumber: 'KMKR: ',
  footerMenu: 'Jaluse menüü',
  pages: 'Lehed',
  copyright: (year, legalName) => `© ${year} ${legalName}. Kõik õigused kaitstud.`,
};
