/** The footer's own words (the page names are the route table's, lib/routes.ts; the company's facts lib/site.ts). */
export interface LayoutFooterMessages {
  /** Under the logo: what we make, in one line. */
  about: string;
  /** The social links' list, and each link's name: "Veebiselge LinkedInis". */
  social: string;
  socialLink: (brand: string, network: string) => string;
  /** The contact column's heading. */
  contact: string;
  /** Before the hours we answer: "Oleme kättesaadavad E–R 9–17". */
  hours: (hours: string) => string;
  /** The terms before the company's registry code and VAT number. */
  registryCode: string;
  vatNumber: string;
  /** The footer menu's name and its heading. */
  footerMenu: string;
  pages: string;
  /** The last line: "© 2025 Veebiselge OÜ. Kõik õigused kaitstud." */
  copyright: (year: number, legalName: string) => string;
}
