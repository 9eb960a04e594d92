/**
 * The words of the card "Kas Google leiab su lehe?" (google.ts), in the site's language: each item's name
 * (GOOGLE_LABELS), its causes and fixes (GOOGLE_TEXTS), and dates as the site writes them.
 */
import { formatWhole } from '@/lib/format';
import { pluralForm } from '@/lib/plural';
import { statusInWords } from '@/lib/tester/report/explain';
import { MAX_SITEMAP_BYTES, MAX_SITEMAP_FILES } from '@/lib/tester/checks/sitemap-reader';

export type GoogleItem = 'robotsMeta' | 'robotsHeader' | 'robotsTxt' | 'canonical' | 'status' | 'sitemap';

/** Each item's name. */
export const GOOGLE_LABELS: Record<GoogleItem, string> = process.env.SITE_LOCALE === 'en' ? {
  robotsMeta: 'The page’s robots tag',
  robotsHeader: 'The server’s X-Robots-Tag header',
  robotsTxt: 'robots.txt',
  canonical: 'Canonical address',
  status: 'Server response',
  sitemap: 'Sitemap',
} : {
  robotsMeta: 'Lehe robots-märgend',
  robotsHeader: 'Serveri X-Robots-Tag päis',
  robotsTxt: 'robots.txt',
  canonical: 'Kanooniline aadress',
  status: 'Serveri vastus',
  sitemap: 'Sisukaart (sitemap)',
};

/**
 * "2025-03-14T10:00:00+02:00" → "14.03.2025" (the date as Estonians write it); on the English site "14 March 2025"
 * (en-GB). Anything else as written.
 */
export function lastmodInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
  if (!match) return value;
  if (process.env.SITE_LOCALE === 'en') {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const month = months[Number(match[2]) - 1];
    if (!month) return value;
    return match[3] ? `${Number(match[3])} ${month} ${match[1]}` : `${month} ${match[1]}`;
  }
  return match[3] ? `${match[3]}.${match[2]}.${match[1]}` : `${match[2]}.${match[1]}`;
}

/** What the sitemap item says of what it read. */
type SitemapFacts = { where: string; urls: number; lastmod: string | null; limited: boolean };

/** The limits of the sitemap discovery, as its constants set them. */
const SITEMAP_FILES = MAX_SITEMAP_FILES;
const SITEMAP_MB = MAX_SITEMAP_BYTES / 1024 / 1024;

/** The words of the card's items: the causes and their fixes. */
export const GOOGLE_TEXTS = process.env.SITE_LOCALE === 'en' ? {
  notRead: 'The page could not be read, so this was not checked.',
  canonical: {
    none: 'The page has no canonical address: Google takes the page’s own address as the right one.',
    invalid: 'The canonical address is invalid, so Google ignores it.',
    invalidFix: 'Write the page’s own full address there.',
    otherHost: (host: string) =>
      `The page tells Google that its real address is on another site (${host}). Google may then show that site in search results instead of your page.`,
    otherHostFix: 'Unless the other site is meant to be the main copy of this page, make the page’s own address its canonical address.',
    otherForm: (href: string) => `The canonical address is this page in another form (${href}); that is fine if it is your preferred address.`,
    otherPage: (href: string) => `The page tells Google that its real address is ${href}. Google may then show that address in search results instead of this page.`,
    otherPageFix: 'Unless that is intended, make the page’s own address its canonical address.',
    own: 'The canonical address is the page’s own address, as it should be.',
  },
  sitemap: {
    notRead: 'The sitemap could not be read this time.',
    missing:
      'No sitemap was found, neither in robots.txt nor at the usual addresses (/sitemap.xml, /sitemap_index.xml). Google also finds pages through links, but a sitemap helps it find new pages sooner.',
    missingFix: 'Add a sitemap and write its address in robots.txt on a “Sitemap:” line.',
    fromRobots: (file: string) => `at the address named in robots.txt, ${file}`,
    facts: ({ where, urls, lastmod, limited }: SitemapFacts) =>
      `Sitemap found (${where}): ${formatWhole(urls)} ${pluralForm(urls, { one: 'address', other: 'addresses' })}${lastmod ? `, last changed ${lastmodInWords(lastmod)}` : ''}${limited ? ` (we read up to our limit: at most ${SITEMAP_FILES} files, up to ${SITEMAP_MB} MB each)` : ''}.`,
    notListed: 'The tested page is not in it.',
    notListedFix: 'Add the page to the sitemap so that Google is sure to find it.',
    listed: 'The tested page is listed in it.',
  },
  robotsMeta: {
    noindex: (meta: string) => `The page’s code (its <head>) has the robots tag “${meta}”: Google does not show this page in search results.`,
    noindexFix: 'Remove noindex (or none) from the tag if the page should appear in search.',
    allows: (meta: string) => `The robots tag “${meta}” lets Google show the page in search.`,
    none: 'The page has no robots tag that would keep it out of search.',
  },
  robotsHeader: {
    notChecked: 'Only our test server sees this header, and it was not available this time, so this was not checked.',
    blocks: (tag: string) => `The server sends the header X-Robots-Tag: ${tag}, which stops Google showing the page in search.`,
    blocksFix: 'Remove this header in your server or hosting settings.',
    allows: (tag: string) => `The header X-Robots-Tag: ${tag} does not keep the page out of search.`,
    none: 'The server sends no header that would keep the page out of search.',
  },
  robotsTxt: {
    notRead: 'The robots.txt file could not be read.',
    none: 'There is no robots.txt file, so it blocks nothing.',
    blocks: 'robots.txt stops Google’s crawler (Googlebot) from reading this page.',
    blocksFix: 'In robots.txt, remove the “Disallow” rule that blocks the page.',
    allows: 'robots.txt lets Google read this page.',
  },
  status: {
    none: 'The server did not answer, so its response was not checked.',
    ok: `The server answers “${statusInWords(200)}”, as it should.`,
    error: (code: number) => `The server answers “${statusInWords(code)}”: Google does not put a page like this in its results.`,
    errorFix: `Fix the server error so that the page answers “${statusInWords(200)}”.`,
    redirect: (code: number) => `The server answers “${statusInWords(code)}” and does not reach the page itself.`,
    redirectFix: 'Send visitors straight to the final address.',
    other: (code: number) => `The server answers “${statusInWords(code)}”, not “${statusInWords(200)}”.`,
    otherFix: `Check the server settings so that the page answers “${statusInWords(200)}”.`,
  },
} : {
  notRead: 'Lehte ei õnnestunud lugeda, seega jäi kontrollimata.',
  canonical: {
    none: 'Lehel pole kanoonilist aadressi: Google peab lehe enda aadressi õigeks.',
    invalid: 'Kanooniline aadress on vigane, Google jätab selle arvestamata.',
    invalidFix: 'Kirjuta sinna lehe enda täielik aadress.',
    otherHost: (host: string) =>
      `Leht ütleb Google’ile, et selle õige aadress on teisel saidil (${host}). Siis võib Google näidata otsingus hoopis seda saiti, mitte sinu lehte.`,
    otherHostFix: 'Kui teine sait pole mõeldud selle lehe põhikoopiaks, kirjuta kanooniliseks aadressiks lehe enda aadress.',
    otherForm: (href: string) => `Kanooniline aadress on sama leht teisel kujul (${href}); see on korras, kui see on su eelistatud aadress.`,
    otherPage: (href: string) => `Leht ütleb Google’ile, et selle õige aadress on ${href}. Siis võib Google näidata otsingus hoopis seda aadressi, mitte seda lehte.`,
    otherPageFix: 'Kui see pole nii mõeldud, kirjuta kanooniliseks aadressiks lehe enda aadress.',
    own: 'Kanooniline aadress on lehe enda aadress, nagu peab.',
  },
  sitemap: {
    notRead: 'Sisukaarti ei õnnestunud seekord lugeda.',
    missing:
      'Sisukaarti ei leitud ei robots.txt-st ega tavapärastelt aadressidelt (/sitemap.xml, /sitemap_index.xml). Google leiab lehed ka linkide kaudu, aga sisukaart aitab tal uued lehed kiiremini üles leida.',
    missingFix: 'Lisa sisukaart ja kirjuta selle aadress robots.txt-sse reale „Sitemap:“.',
    fromRobots: (file: string) => `robots.txt-s nimetatud aadressil ${file}`,
    facts: ({ where, urls, lastmod, limited }: SitemapFacts) =>
      `Sisukaart leitud (${where}): ${formatWhole(urls)} ${pluralForm(urls, { one: 'aadress', other: 'aadressi' })}${lastmod ? `, viimati muudetud ${lastmodInWords(lastmod)}` : ''}${limited ? ` (lugesime piirini: kuni ${SITEMAP_FILES} faili, igaüks kuni ${SITEMAP_MB} MB)` : ''}.`,
    notListed: 'Testitud lehte selles ei ole.',
    notListedFix: 'Lisa leht sisukaarti, et Google selle kindlasti leiaks.',
    listed: 'Testitud leht on selles kirjas.',
  },
  robotsMeta: {
    noindex: (meta: string) => `Lehe koodis (<head>-osas) on robots-märgend „${meta}“: Google ei näita seda lehte otsingus.`,
    noindexFix: 'Eemalda märgendist noindex (või none), kui leht peaks otsingus olema.',
    allows: (meta: string) => `Robots-märgend „${meta}“ lubab lehte otsingus näidata.`,
    none: 'Lehel pole robots-märgendit, mis keelaks otsingus näitamise.',
  },
  robotsHeader: {
    notChecked: 'Seda päist näeb ainult meie testiserver, mis polnud seekord kättesaadav, seega jäi see kontrollimata.',
    blocks: (tag: string) => `Server saadab päise X-Robots-Tag: ${tag}, mis keelab Google’il lehte otsingus näidata.`,
    blocksFix: 'Eemalda see päis serveri või majutuse seadetest.',
    allows: (tag: string) => `Päis X-Robots-Tag: ${tag} ei keela otsingus näitamist.`,
    none: 'Server ei saada päist, mis keelaks otsingus näitamise.',
  },
  robotsTxt: {
    notRead: 'robots.txt-faili ei õnnestunud lugeda.',
    none: 'robots.txt-faili pole, seega ei keela see midagi.',
    blocks: 'robots.txt keelab Google’i robotil (Googlebot) selle lehe lugemise.',
    blocksFix: 'Eemalda robots.txt-st reegel „Disallow“, mis lehe sulgeb.',
    allows: 'robots.txt lubab Google’il seda lehte lugeda.',
  },
  status: {
    none: 'Server ei vastanud, seega jäi vastus kontrollimata.',
    ok: 'Server vastab „200 – korras“, nagu peab.',
    error: (code: number) => `Server vastab „${statusInWords(code)}“: sellist lehte Google otsingusse ei võta.`,
    errorFix: 'Paranda serveri viga, et leht vastaks „200 – korras“.',
    redirect: (code: number) => `Server vastab „${statusInWords(code)}“ ega jõua lehele endale.`,
    redirectFix: 'Suuna külastaja otse lõppaadressile.',
    other: (code: number) => `Server vastab „${statusInWords(code)}“, mitte „200 – korras“.`,
    otherFix: 'Kontrolli serveri seadeid, et leht vastaks „200 – korras“.',
  },
};
