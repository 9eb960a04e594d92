/**
 * The whole-site check in words: one card per kind of finding (lib/tester/crawl/findings.ts), each saying what
 * was found, what to do and why it matters, with the pages behind it as items (at most ITEMS_SHOWN). Addresses of
 * the tested site are shown as plain text paths.
 */
import { countLabel } from '@/lib/plural';
import type { SiteFindings, FailedAddress } from '@/lib/tester/crawl/findings';
import { FINDING_LABELS, GRADE_LABELS, type CardDetail, type CardGrade, type ResultCard } from '@/lib/tester/report/cards';

/** Items listed per card; the rest are counted. */
export const ITEMS_SHOWN = 10;

export const SITE_TEXTS = {
  title: 'Kogu saidi kontroll',
  intro: 'Kontrollime kuni 25 su saidi lehte: katkised lingid, suunamised, korduvad ja puuduvad pealkirjad ning sisukaardi vead.',
  start: 'Kontrolli kogu saiti',
  stop: 'Peata kontroll',
  again: 'Kontrolli uuesti',
  needsApi: 'Kogu saidi kontroll vajab meie testiserverit, mis praegu ei vasta. Proovi mõne aja pärast uuesti.',
  progress: (pages: number, limit: number) => `${pages} / ${limit} lehte`,
  checkingLinks: (links: number) => `Kontrollin ülejäänud linke: ${links}`,
  waiting: (seconds: number) => `Testiserver palus hetke oodata (${seconds} s), et sinu saiti mitte koormata. Jätkame ise.`,
  done: 'Kogu saidi kontroll on lõppenud.',
  stopped: 'Kontroll on peatatud.',
} as const;

/** A page as a total object ("kontrollisime 1 lehe", "25 lehte") and as a subject ("1 leht", "2 lehte"). */
const PAGE_OBJECT = { one: 'lehe', other: 'lehte' };
const PAGE_SUBJECT = { one: 'leht', other: 'lehte' };
const path = (url: string) => {
  try {
    const address = new URL(url);
    return `${address.pathname}${address.search}`;
  } catch {
    return url;
  }
};

/** What an address answered, in words. */
export function answerInWords(address: FailedAddress): string {
  if (address.error === 'timeout' || address.error === 'client_timeout' || address.error === 'connect_timeout') return 'ei vastanud õigel ajal';
  if (address.error) return 'ei avanenud';
  if (address.status === 404 || address.status === 410) return `vastus ${address.status}: lehte ei ole`;
  if (address.status !== null && address.status >= 500) return `vastus ${address.status}: serveri viga`;
  return `vastus ${address.status}`;
}

function items(list: { id: string; label: string; text: string }[], status: CardDetail['status']): CardDetail[] {
  return list.slice(0, ITEMS_SHOWN).map((item) => ({ ...item, status, statusLabel: FINDING_LABELS[status] }));
}

const more = (total: number) => (total > ITEMS_SHOWN ? ` Näitame neist ${ITEMS_SHOWN}.` : '');

/** A card; its found text may end in " Mida teha: …", which becomes the card's fix (shown under "Mida teha:"). */
function card(id: string, title: string, grade: CardGrade, value: string, found: string, why: string, details: CardDetail[] = []): ResultCard {
  const [said, fix] = found.split(' Mida teha: ');
  return { id: `site-${id}`, title, value, grade, gradeLabel: GRADE_LABELS[grade], found: said, why, details, ...(fix ? { fix: capitalize(fix) } : {}) };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function siteCards(f: SiteFindings): ResultCard[] {
  const broken = f.brokenLinks;
  const missingTitle = f.missing.filter((m) => m.title).length;
  return [
    broken.length
      ? card(
          'broken-links',
          'Katkised lingid',
          'bad',
          String(broken.length),
          `${countLabel(broken.length, { one: 'sisemine link ei avane', other: 'sisemist linki ei avane' })}: külastaja jõuab veateatele.${more(broken.length)} Mida teha: paranda lingi aadress või suuna kadunud aadress 301-suunamisega õigele lehele.`,
          'Katkine link katkestab külastaja teekonna ja jätab hooletu mulje; Google ei jõua selle kaudu su lehtedeni.',
          items(
            broken.map((b) => ({ id: b.url, label: path(b.url), text: `${answerInWords(b)}; link on lehel ${b.foundOn.map(path).join(', ')}` })),
            'fail',
          ),
        )
      : card('broken-links', 'Katkised lingid', 'good', 'Puuduvad', 'Kõik kontrollitud sisemised lingid avanesid.', 'Katkine link katkestab külastaja teekonna; su saidil seda muret ei leidnud.'),
    f.redirectChains.length
      ? card(
          'redirect-chains',
          'Suunamisahelad',
          'warning',
          String(f.redirectChains.length),
          `${countLabel(f.redirectChains.length, { one: 'aadress jõuab', other: 'aadressi jõuavad' })} lehele alles mitme suunamise järel.${more(f.redirectChains.length)} Mida teha: suuna vana aadress otse lõppaadressile ja muuda lingid nii, et need viitavad kohe õigele lehele.`,
          'Iga suunamine lisab telefonis ootamist ja pika ahela võib Google pooleli jätta.',
          items(f.redirectChains.map((r) => ({ id: r.url, label: path(r.url), text: `→ ${path(r.finalUrl)} (${countLabel(r.hops, { one: 'suunamine', other: 'suunamist' })})` })), 'warn'),
        )
      : card('redirect-chains', 'Suunamisahelad', 'good', 'Puuduvad', 'Ükski kontrollitud aadress ei suuna edasi rohkem kui ühe korra.', 'Iga suunamine lisab ootamist; su saidil on need lühikesed.'),
    duplicateCard('titles', 'Korduvad pealkirjad', f.duplicateTitles, 'pealkiri', 'Anna igale lehele oma pealkiri, mis ütleb, millest just see leht räägib.'),
    duplicateCard('descriptions', 'Korduvad kirjeldused', f.duplicateDescriptions, 'kirjeldus', 'Kirjuta igale lehele oma 120–160 märgi pikkune kirjeldus.'),
    f.missing.length
      ? card(
          'missing',
          'Puuduvad pealkirjad, kirjeldused ja h1',
          missingTitle ? 'bad' : 'warning',
          String(f.missing.length),
          `${countLabel(f.missing.length, { one: 'lehel', other: 'lehel' })} puudub midagi, mida Google otsingutulemuses näitab või mille järgi lehte mõistab.${more(f.missing.length)} Mida teha: lisa igale lehele pealkiri (title), kirjeldus (meta description) ja üks h1-pealkiri.`,
          'Ilma pealkirja ja kirjelduseta paneb Google otsingutulemusse juhusliku teksti ja klõpse tuleb vähem.',
          items(
            f.missing.map((m) => ({
              id: m.page,
              label: path(m.page),
              text: `puudub ${[m.title && 'pealkiri', m.description && 'kirjeldus', m.h1 && 'h1-pealkiri'].filter(Boolean).join(', ')}`,
            })),
            missingTitle ? 'fail' : 'warn',
          ),
        )
      : card('missing', 'Pealkirjad, kirjeldused ja h1', 'good', 'Kõigil lehtedel', 'Igal kontrollitud lehel on pealkiri, kirjeldus ja h1-pealkiri.', 'Need on esimesed asjad, mida Google lehelt loeb.'),
    f.noindexInSitemap.length
      ? card(
          'noindex-in-sitemap',
          'Sisukaardis, aga otsingust peidetud',
          'warning',
          String(f.noindexInSitemap.length),
          `Sisukaart pakub Google’ile ${countLabel(f.noindexInSitemap.length, PAGE_OBJECT)}, mis ise keelab end otsingusse panna (noindex). Mida teha: kui leht peab otsingus olema, eemalda noindex; kui ei pea, eemalda see sisukaardist.`,
          'Vastuolulised märguanded segavad Google’it ja vajalik leht võib otsingust kaduda.',
          items(f.noindexInSitemap.map((url) => ({ id: url, label: path(url), text: 'lehel on noindex' })), 'warn'),
        )
      : card('noindex-in-sitemap', 'Sisukaart ja noindex', 'good', 'Korras', 'Sisukaart ei paku Google’ile ühtegi lehte, mis keelaks end otsingusse panna.', 'Sisukaart ja lehtede märgendid räägivad sama juttu.'),
    f.failingSitemapUrls.length
      ? card(
          'sitemap-errors',
          'Sisukaardi vigased aadressid',
          'warning',
          String(f.failingSitemapUrls.length),
          `Sisukaardis on ${countLabel(f.failingSitemapUrls.length, { one: 'aadress', other: 'aadressi' })}, mis ei avane.${more(f.failingSitemapUrls.length)} Mida teha: eemalda sisukaardist lehed, mida enam pole, või suuna need õigele lehele.`,
          'Google kontrollib sisukaardi aadresse ja vigased raiskavad tema aega su õigete lehtede arvelt.',
          items(f.failingSitemapUrls.map((a) => ({ id: a.url, label: path(a.url), text: answerInWords(a) })), 'warn'),
        )
      : card('sitemap-errors', 'Sisukaardi aadressid', 'good', 'Korras', 'Kõik kontrollitud sisukaardi aadressid avanesid.', 'Google leiab sisukaardist ainult töötavaid lehti.'),
  ];
}

function duplicateCard(id: string, title: string, groups: SiteFindings['duplicateTitles'], noun: string, fix: string): ResultCard {
  if (!groups.length) return card(id, title, 'good', 'Puuduvad', `Igal kontrollitud lehel on oma ${noun}.`, 'Nii eristab Google su lehti ja otsija leiab õige.');
  const pages = groups.reduce((sum, group) => sum + group.pages.length, 0);
  return card(
    id,
    title,
    'warning',
    String(pages),
    `${countLabel(pages, PAGE_SUBJECT)} jagavad sama ${noun === 'pealkiri' ? 'pealkirja' : 'kirjeldust'} (${countLabel(groups.length, { one: 'rühm', other: 'rühma' })}).${more(groups.length)} Mida teha: ${fix}`,
    'Ühesuguste lehtede seast valib Google ise ühe ja teised jäävad otsingus tahaplaanile.',
    items(groups.map((group) => ({ id: group.text, label: `„${group.text}“`, text: group.pages.map(path).join(', ') })), 'warn'),
  );
}

/** The line above the cards: how much was checked, and what was left out. */
export function siteSummary(f: SiteFindings): string {
  const parts = [`Kontrollisime ${countLabel(f.pagesRead, PAGE_OBJECT)}${f.linksChecked ? ` ja veel ${countLabel(f.linksChecked, { one: 'lingi', other: 'linki' })}` : ''}.`];
  if (f.stopped) parts.push('Kontroll peatati: näitame, mida selleks ajaks leidsime.');
  if (f.unchecked) parts.push(`${countLabel(f.unchecked, { one: 'link jäi', other: 'linki jäi' })} kontrollimata, sest vaatame korraga kuni 25 lehte.`);
  if (f.blockedByRobots) parts.push(`robots.txt keelab meie kontrollijal (VeebiselgeTester) avada ${countLabel(f.blockedByRobots, { one: 'aadressi', other: 'aadressi' })}; need jätsime vahele.`);
  return parts.join(' ');
}
