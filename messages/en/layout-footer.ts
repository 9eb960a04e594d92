import type { LayoutFooterMessages } from '@/messages/layout-footer';

export const LAYOUT_FOOTER: LayoutFooterMessages = {
  about: 'Websites and online shops for small businesses: WordPress, custom-built and Shopify. Clear prices, fast results.',
  social: 'Social media',
  socialLink: (brand, network) => `${brand} on ${network}`,
  contact: 'Contact',
  hours: (hours) => `We’re available ${hours}`,
  registryCode: 'Registry code: ',
  vatNumber: 'VAT number: ',
  footerMenu: 'Footer menu',
  pages: 'Pages',
  copyright: (year, legalName) => `© ${year} ${legalName}. All rights reserved.`,
};
