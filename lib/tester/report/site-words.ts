/**
 * The whole-site check's words, in the site's language: its heading, buttons and progress (SITE_TEXTS) and every
 * sentence of its cards (SITE_WORDS). Data only: the cards that use them are in site.ts.
 */
import { countLabel, type CountForms } from '@/lib/plural';
import { PAGE_LIMIT } from '@/lib/tester/crawl/limits';
import { THRESHOLDS } from '@/lib/tester/report/grading';

/** Items listed per card; the rest are counted. */
export const ITEMS_SHOWN = 10;

/** The whole-site check's own words: its heading, buttons and progress. */
export interface SiteTexts {
  title: string;
  intro: string;
  start: string;
  stop: string;
  again: string;
  needsApi: string;
  progress: (pages: number, limit: number) => string;
  checkingLinks: (links: number) => string;
  waiting: (seconds: number) => string;
  done: string;
  stopped: string;
}

export const SITE_TEXTS: SiteTexts = process.env.SITE_LOCALE === 'en'
  ? {
      title: 'Whole-site check',
      intro: `We check up to ${PAGE_LIMIT} pages of your site: broken links, redirects, duplicate and missing titles, and sitemap errors.`,
      start: 'Check the whole site',
      stop: 'Stop the check',
      again: 'Check again',
      needsApi: 'The whole-site check needs our test server, which is not answering right now. Please try again in a while.',
      progress: (pages, limit) => `${pages} / ${limit} pages`,
      checkingLinks: (links) => `Checking the remaining links: ${links}`,
      waiting: (seconds) => `The test server asked us to wait a moment (${seconds} s) so as not to overload your site. The check resumes automatically.`,
      done: 'The whole-site check is complete.',
      stopped: 'The check has been stopped.',
    }
  : {
      title: 'Kogu saidi kontroll',
      intro: `Kontrollime kuni ${PAGE_LIMIT} su saidi lehte: katkised lingid, suunamised, korduvad ja puuduvad pealkirjad ning sisukaardi vead.`,
      start: 'Kontrolli kogu saiti',
      stop: 'Peata kontroll',
      again: 'Kontrolli uuesti',
      needsApi: 'Kogu saidi kontroll vajab meie testiserverit, mis praegu ei vasta. Proovi mõne aja pärast uuesti.',
      progress: (pages, limit) => `${pages} / ${limit} lehte`,
      checkingLinks: (links) => `Kontrollime ülejäänud linke: ${links}`,
      waiting: (seconds) => `Testiserver palus hetke oodata (${seconds} s), et sinu saiti mitte koormata. Kontroll jätkub ise.`,
      done: 'Kogu saidi kontroll on lõppenud.',
      stopped: 'Kontroll on peatatud.',
    };

/** A card's words when something was found: its title, what was found (with the count), what to do and why. */
export interface FoundWords {
  title: string;
  found: (count: number) => string;
  fix: string;
  why: string;
}

/** A card's words when nothing was found. */
export interface CleanWords {
  title: string;
  value: string;
  found: string;
  why: string;
}

/** The two texts that can repeat across pages: their card and the noun the sentences use. */
export interface DuplicateWords {
  title: string;
  /** "pealkiri" / "title": as in "Igal kontrollitud lehel on oma pealkiri". */
  noun: string;
  /** "2 lehte jagavad sama pealkirja (1 rühm)." */
  shared: (pages: number, groups: number) => string;
  fix: string;
}

export interface SiteWords {
  /** " Näitame neist 10." */
  more: string;
  answer: { timeout: string; failed: string; gone: (status: number) => string; serverError: (status: number) => string; other: (status: number) => string };
  broken: FoundWords & { item: (answer: string, pages: string) => string; clean: CleanWords };
  chains: FoundWords & { hops: CountForms; clean: CleanWords };
  titles: DuplicateWords;
  descriptions: DuplicateWords;
  duplicates: { noneValue: string; none: (noun: string) => string; noneWhy: string; why: string };
  /** The missing texts of a page: "puudub kirjeldus, h1-pealkiri". */
  missing: FoundWords & { item: (parts: string[]) => string; parts: { title: string; description: string; h1: string }; clean: CleanWords };
  noindex: FoundWords & { item: string; clean: CleanWords };
  sitemapErrors: FoundWords & { clean: CleanWords };
  summary: { checked: (pages: number, links: number) => string; stopped: string; unchecked: (links: number) => string; blocked: (addresses: number) => string };
}

export const SITE_WORDS: SiteWords = process.env.SITE_LOCALE === 'en'
  ? {
      more: ` We show ${ITEMS_SHOWN} of them.`,
      answer: {
        timeout: 'did not answer in time',
        failed: 'did not open',
        gone: (status) => `status ${status}: the page does not exist`,
        serverError: (status) => `status ${status}: server error`,
        other: (status) => `status ${status}`,
      },
      broken: {
        title: 'Broken links',
        found: (count) => `${countLabel(count, { one: 'internal link does', other: 'internal links do' })} not open: visitors land on an error page.`,
        fix: 'Correct the link’s address, or redirect the missing address to the right page with a 301 redirect.',
        why: 'A broken link cuts the visitor’s journey short and looks careless; Google cannot reach your pages through it.',
        item: (answer, pages) => `${answer}; the link is on ${pages}`,
        clean: {
          title: 'Broken links',
          value: 'None',
          found: 'All the internal links we checked opened.',
          why: 'A broken link cuts the visitor’s journey short; we found none on your site.',
        },
      },
      chains: {
        title: 'Redirect chains',
        found: (count) => `${countLabel(count, { one: 'address reaches', other: 'addresses reach' })} the page only after several redirects.`,
        fix: 'Redirect the old address straight to the final one, and change links so that they point to the right page at once.',
        why: 'Every redirect adds waiting on a phone, and Google may give up on a long chain.',
        hops: { one: 'redirect', other: 'redirects' },
        clean: {
          title: 'Redirect chains',
          value: 'None',
          found: 'None of the addresses we checked redirects more than once.',
          why: 'Every redirect adds waiting; on your site they are short.',
        },
      },
      titles: {
        title: 'Duplicate titles',
        noun: 'title',
        shared: (pages, groups) => `${countLabel(pages, { one: 'page shares', other: 'pages share' })} the same title (${countLabel(groups, { one: 'group', other: 'groups' })}).`,
        fix: 'Give every page its own title that says what that particular page is about.',
      },
      descriptions: {
        title: 'Duplicate descriptions',
        noun: 'description',
        shared: (pages, groups) =>
          `${countLabel(pages, { one: 'page shares', other: 'pages share' })} the same description (${countLabel(groups, { one: 'group', other: 'groups' })}).`,
        fix: `Give every page its own description of ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters.`,
      },
      duplicates: {
        noneValue: 'None',
        none: (noun) => `Every page we checked has its own ${noun}.`,
        noneWhy: 'That way Google tells your pages apart and searchers find the right one.',
        why: 'Among identical pages, Google picks one by itself and the others fall behind in search.',
      },
      missing: {
        title: 'Missing titles, descriptions and h1',
        found: (count) =>
          `${countLabel(count, { one: 'page is', other: 'pages are' })} missing something that Google shows in search results or uses to understand the page.`,
        fix: 'Give every page a title (title), a description (meta description) and one h1 heading.',
        why: 'Without a title and a description, Google picks text from the page for its search results, and you get fewer clicks.',
        item: (parts) => `missing: ${parts.join(', ')}`,
        parts: { title: 'title', description: 'description', h1: 'h1 heading' },
        clean: {
          title: 'Titles, descriptions and h1',
          value: 'On every page',
          found: 'Every page we checked has a title, a description and an h1 heading.',
          why: 'These are the first things Google reads on a page.',
        },
      },
      noindex: {
        title: 'In the sitemap but hidden from search',
        found: (count) =>
          `The sitemap offers Google ${countLabel(count, { one: 'page that asks', other: 'pages that ask' })} to be kept out of search (noindex).`,
        fix: 'If the page should be in search, remove noindex; if not, take it out of the sitemap.',
        why: 'Contradictory signals confuse Google, and a page you need may drop out of search.',
        item: 'the page has noindex',
        clean: {
          title: 'Sitemap and noindex',
          value: 'OK',
          found: 'The sitemap offers Google no page that asks to be kept out of search.',
          why: 'The sitemap and the pages’ tags tell the same story.',
        },
      },
      sitemapErrors: {
        title: 'Broken sitemap addresses',
        found: (count) => `The sitemap has ${countLabel(count, { one: 'address that does', other: 'addresses that do' })} not open.`,
        fix: 'Remove pages that no longer exist from the sitemap, or redirect them to the right page.',
        why: 'Google checks the sitemap’s addresses, and broken ones waste its time at the expense of your real pages.',
        clean: {
          title: 'Sitemap addresses',
          value: 'OK',
          found: 'All the sitemap addresses we checked opened.',
          why: 'Google finds only working pages in your sitemap.',
        },
      },
      summary: {
        checked: (pages, links) =>
          `We checked ${countLabel(pages, { one: 'page', other: 'pages' })}${links ? ` and ${countLabel(links, { one: 'more link', other: 'more links' })}` : ''}.`,
        stopped: 'The check was stopped: here is what we had found by then.',
        unchecked: (links) => `${countLabel(links, { one: 'link was', other: 'links were' })} left unchecked, because we look at up to ${PAGE_LIMIT} pages at a time.`,
        blocked: (addresses) =>
          `robots.txt does not let our checker (VeebiselgeTester) open ${countLabel(addresses, { one: 'address', other: 'addresses' })}; we skipped ${addresses === 1 ? 'it' : 'them'}.`,
      },
    }
  : {
      more: ` Näitame neist ${ITEMS_SHOWN}.`,
      answer: {
        timeout: 'ei vastanud õigel ajal',
        failed: 'ei avanenud',
        gone: (status) => `vastus ${status}: lehte ei ole`,
        serverError: (status) => `vastus ${status}: serveri viga`,
        other: (status) => `vastus ${status}`,
      },
      broken: {
        title: 'Katkised lingid',
        found: (count) => `${countLabel(count, { one: 'sisemine link ei avane', other: 'sisemist linki ei avane' })}: külastaja jõuab veateatele.`,
        fix: 'Paranda lingi aadress või suuna kadunud aadress 301-suunamisega õigele lehele.',
        why: 'Katkine link katkestab külastaja teekonna ja jätab hooletu mulje; Google ei jõua selle kaudu su lehtedeni.',
        item: (answer, pages) => `${answer}; link on lehel ${pages}`,
        clean: {
          title: 'Katkised lingid',
          value: 'Puuduvad',
          found: 'Kõik kontrollitud sisemised lingid avanesid.',
          why: 'Katkine link katkestab külastaja teekonna; su saidil seda muret ei leidnud.',
        },
      },
      chains: {
        title: 'Suunamisahelad',
        found: (count) => `${countLabel(count, { one: 'aadress jõuab', other: 'aadressi jõuavad' })} lehele alles mitme suunamise järel.`,
        fix: 'Suuna vana aadress otse lõppaadressile ja muuda lingid nii, et need viitavad kohe õigele lehele.',
        why: 'Iga suunamine lisab telefonis ootamist ja pika ahela võib Google pooleli jätta.',
        hops: { one: 'suunamine', other: 'suunamist' },
        clean: {
          title: 'Suunamisahelad',
          value: 'Puuduvad',
          found: 'Ükski kontrollitud aadress ei suuna edasi rohkem kui ühe korra.',
          why: 'Iga suunamine lisab ootamist; su saidil on need lühikesed.',
        },
      },
      titles: {
        title: 'Korduvad pealkirjad',
        noun: 'pealkiri',
        shared: (pages, groups) => `${countLabel(pages, { one: 'leht', other: 'lehte' })} jagavad sama pealkirja (${countLabel(groups, { one: 'rühm', other: 'rühma' })}).`,
        fix: 'Anna igale lehele oma pealkiri, mis ütleb, millest just see leht räägib.',
      },
      descriptions: {
        title: 'Korduvad kirjeldused',
        noun: 'kirjeldus',
        shared: (pages, groups) => `${countLabel(pages, { one: 'leht', other: 'lehte' })} jagavad sama kirjeldust (${countLabel(groups, { one: 'rühm', other: 'rühma' })}).`,
        fix: `Kirjuta igale lehele oma ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} märgi pikkune kirjeldus.`,
      },
      duplicates: {
        noneValue: 'Puuduvad',
        none: (noun) => `Igal kontrollitud lehel on oma ${noun}.`,
        noneWhy: 'Nii eristab Google su lehti ja otsija leiab õige.',
        why: 'Ühesuguste lehtede seast valib Google ise ühe ja teised jäävad otsingus tahaplaanile.',
      },
      missing: {
        title: 'Puuduvad pealkirjad, kirjeldused ja h1',
        found: (count) => `${countLabel(count, { one: 'lehel', other: 'lehel' })} puudub midagi, mida Google otsingutulemuses näitab või mille järgi lehte mõistab.`,
        fix: 'Lisa igale lehele pealkiri (title), kirjeldus (meta description) ja üks h1-pealkiri.',
        why: 'Ilma pealkirja ja kirjelduseta valib Google otsingutulemusse ise teksti lehelt ja klõpse tuleb vähem.',
        item: (parts) => `puudub ${parts.join(', ')}`,
        parts: { title: 'pealkiri', description: 'kirjeldus', h1: 'h1-pealkiri' },
        clean: {
          title: 'Pealkirjad, kirjeldused ja h1',
          value: 'Kõigil lehtedel',
          found: 'Igal kontrollitud lehel on pealkiri, kirjeldus ja h1-pealkiri.',
          why: 'Need on esimesed asjad, mida Google lehelt loeb.',
        },
      },
      noindex: {
        title: 'Sisukaardis, aga otsingust peidetud',
        found: (count) => `Sisukaart pakub Google’ile ${countLabel(count, { one: 'lehe', other: 'lehte' })}, mis ise keelab end otsingusse panna (noindex).`,
        fix: 'Kui leht peab otsingus olema, eemalda noindex; kui ei pea, eemalda see sisukaardist.',
        why: 'Vastuolulised märguanded segavad Google’it ja vajalik leht võib otsingust kaduda.',
        item: 'lehel on noindex',
        clean: {
          title: 'Sisukaart ja noindex',
          value: 'Korras',
          found: 'Sisukaart ei paku Google’ile ühtegi lehte, mis keelaks end otsingusse panna.',
          why: 'Sisukaart ja lehtede märgendid räägivad sama juttu.',
        },
      },
      sitemapErrors: {
        title: 'Sisukaardi vigased aadressid',
        found: (count) => `Sisukaardis on ${countLabel(count, { one: 'aadress', other: 'aadressi' })}, mis ei avane.`,
        fix: 'Eemalda sisukaardist lehed, mida enam pole, või suuna need õigele lehele.',
        why: 'Google kontrollib sisukaardi aadresse ja vigased raiskavad tema aega su õigete lehtede arvelt.',
        clean: {
          title: 'Sisukaardi aadressid',
          value: 'Korras',
          found: 'Kõik kontrollitud sisukaardi aadressid avanesid.',
          why: 'Google leiab sisukaardist ainult töötavaid lehti.',
        },
      },
      summary: {
        checked: (pages, links) => `Kontrollisime ${countLabel(pages, { one: 'lehe', other: 'lehte' })}${links ? ` ja veel ${countLabel(links, { one: 'lingi', other: 'linki' })}` : ''}.`,
        stopped: 'Kontroll peatati: näitame, mida selleks ajaks leidsime.',
        unchecked: (links) => `${countLabel(links, { one: 'link jäi', other: 'linki jäi' })} kontrollimata, sest vaatame korraga kuni ${PAGE_LIMIT} lehte.`,
        blocked: (addresses) =>
          `robots.txt keelab meie kontrollijal (VeebiselgeTester) avada ${countLabel(addresses, { one: 'aadressi', other: 'aadressi' })}; need jätsime vahele.`,
      },
    };
