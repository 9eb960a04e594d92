/**
 * The report's first section, "Kas Google leiab su lehe?": one card that answers whether Google can show the page
 * in its results, item by item, each with its cause and its fix in Estonian:
 * - the robots and googlebot meta of the page (noindex or none);
 * - the X-Robots-Tag header (seen by the tester API only: without it, said to be not checked);
 * - robots.txt blocking the page for Googlebot (RFC 9309, lib/tester/checks/robots-rules.ts);
 * - a canonical address pointing to another host or another page;
 * - a final status other than 200;
 * - the sitemaps, found as Google finds them (lib/tester/checks/sitemaps.ts): URLs, the page listed, newest lastmod.
 * The items that stop Google (noindex, a block, an error status, a canonical to another host) make the card bad;
 * the action plan (plan.ts) reads the same findings.
 */
import { formatWhole } from '@/lib/format';
import { pluralForm } from '@/lib/plural';
import { statusInWords } from '@/lib/tester/report/explain';
import { robotsTagBlocksGoogle } from '@/lib/tester/checks/page-signals';
import type { TestResult } from '@/lib/tester/state/schema';
import { VERDICT_WORDS } from '@/lib/tester/report/grading';
import { type CardBuilder, type CardDetail, defineCard, FINDING_LABELS } from '@/lib/tester/report/cards';

export type GoogleItem = 'robotsMeta' | 'robotsHeader' | 'robotsTxt' | 'canonical' | 'status' | 'sitemap';

/** What was found about one item: its verdict and its words (cause, and the fix when something is wrong). */
export interface GoogleFinding {
  id: GoogleItem;
  /** The problem, for the action plan (plan.ts): null when the item is fine or not known. */
  problem: GoogleProblem | null;
  status: CardDetail['status'];
  statusLabel: string;
  label: string;
  text: string;
  /** What to do, for a finding that needs work (shown after "Mida teha:"). */
  fix?: string;
}

/** The problems the card can find, each a fix of the action plan. */
export type GoogleProblem =
  | 'noindexMeta'
  | 'noindexHeader'
  | 'robotsBlock'
  | 'errorStatus'
  | 'redirectStatus'
  | 'canonicalHost'
  | 'canonicalPage'
  | 'sitemapMissing'
  | 'sitemapWithoutPage';

/** The problems that keep the page out of Google's results altogether. */
export const BLOCKING_PROBLEMS: readonly GoogleProblem[] = ['noindexMeta', 'noindexHeader', 'robotsBlock', 'errorStatus', 'canonicalHost'];

const LABELS: Record<GoogleItem, string> = {
  robotsMeta: 'Lehe robots-silt',
  robotsHeader: 'Serveri X-Robots-Tag päis',
  robotsTxt: 'robots.txt',
  canonical: 'Kanooniline aadress',
  status: 'Serveri vastus',
  sitemap: 'Sisukaart (sitemap)',
};

/** The one verdict scale (grading.ts); an item that could not be read says so. */
const STATUS_LABELS: Record<CardDetail['status'], string> = { ...FINDING_LABELS, na: VERDICT_WORDS.unknown };

const finding = (id: GoogleItem, status: CardDetail['status'], text: string, problem: GoogleProblem | null = null, fix?: string): GoogleFinding => ({
  id,
  problem,
  status,
  statusLabel: STATUS_LABELS[status],
  label: LABELS[id],
  text,
  ...(fix ? { fix } : {}),
});

/** "2025-03-14T10:00:00+02:00" → "14.03.2025" (the date as Estonians write it); anything else as written. */
export function lastmodInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
  if (!match) return value;
  return match[3] ? `${match[3]}.${match[2]}.${match[1]}` : `${match[2]}.${match[1]}`;
}

/** The address the page ended up at: the API's final address, else the tested one. */
const pageAddress = (r: TestResult) => r.server?.finalUrl ?? r.analysisUrl;

function canonicalFinding(r: TestResult): GoogleFinding {
  const html = r.htmlAnalysis;
  if (html.error) return finding('canonical', 'na', 'Lehte ei õnnestunud lugeda, seega jäi kontrollimata.');
  if (!html.canonicalUrl) return finding('canonical', 'pass', 'Lehel pole kanoonilist aadressi: Google peab lehe enda aadressi õigeks.');
  let canonical: URL;
  let page: URL;
  try {
    page = new URL(pageAddress(r));
    canonical = new URL(html.canonicalUrl, page);
  } catch {
    return finding('canonical', 'warn', 'Kanooniline aadress on vigane, Google jätab selle arvestamata.', 'canonicalPage', 'Kirjuta sinna lehe enda täielik aadress.');
  }
  const path = (url: URL) => `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
  if (canonical.host !== page.host) {
    return finding(
      'canonical',
      'fail',
      `Leht ütleb Google’ile, et selle õige aadress on teisel saidil (${canonical.host}). Siis näitab Google otsingus seda teist saiti, mitte sinu lehte.`,
      'canonicalHost',
      'Kirjuta kanooniliseks aadressiks lehe enda aadress.',
    );
  }
  if (path(canonical) !== path(page) || canonical.protocol !== page.protocol) {
    return finding(
      'canonical',
      'warn',
      `Leht ütleb Google’ile, et selle õige aadress on ${canonical.href}. Siis näitab Google otsingus seda aadressi, mitte seda lehte.`,
      'canonicalPage',
      'Kui see pole nii mõeldud, kirjuta kanooniliseks aadressiks lehe enda aadress.',
    );
  }
  return finding('canonical', 'pass', 'Kanooniline aadress on lehe enda aadress, nagu peab.');
}

function sitemapFinding(r: TestResult): GoogleFinding {
  const sitemaps = r.sitemaps;
  if (sitemaps.error && !sitemaps.files.length) return finding('sitemap', 'na', 'Sisukaarti ei õnnestunud seekord lugeda.');
  if (!sitemaps.files.length) {
    return finding(
      'sitemap',
      'warn',
      'Sisukaarti ei leitud ei robots.txt-st ega tavapärastelt aadressidelt (/sitemap.xml, /sitemap_index.xml). Google leiab lehed ka linkide kaudu, aga sisukaart aitab tal uued lehed kiiremini üles leida.',
      'sitemapMissing',
      'Lisa sisukaart ja kirjuta selle aadress robots.txt-sse reale „Sitemap:“.',
    );
  }
  const where = sitemaps.source === 'robots' ? `robots.txt-s nimetatud aadressil ${sitemaps.files[0]}` : sitemaps.files[0];
  const facts = `Sisukaart leitud (${where}): ${formatWhole(sitemaps.urlCount)} ${pluralForm(sitemaps.urlCount, { one: 'aadress', other: 'aadressi' })}${sitemaps.newestLastmod ? `, viimati muudetud ${lastmodInWords(sitemaps.newestLastmod)}` : ''}${sitemaps.limited ? ' (lugesime piirini: kuni 5 faili, igaüks kuni 10 MB)' : ''}.`;
  if (!sitemaps.listsPage) {
    return finding('sitemap', 'warn', `${facts} Testitud lehte selles ei ole.`, 'sitemapWithoutPage', 'Lisa leht sisukaarti, et Google selle kindlasti leiaks.');
  }
  return finding('sitemap', 'pass', `${facts} Testitud leht on selles kirjas.`);
}

/** Every item of the card, in order. */
export function googleFindings(r: TestResult): GoogleFinding[] {
  const signals = r.pageSignals;
  const robotsMeta = r.htmlAnalysis.error || !signals
    ? finding('robotsMeta', 'na', 'Lehte ei õnnestunud lugeda, seega jäi kontrollimata.')
    : signals.noindex
      ? finding(
          'robotsMeta',
          'fail',
          `Lehe päises on robots-silt „${signals.robotsMeta ?? 'noindex'}“: Google ei näita seda lehte otsingus.`,
          'noindexMeta',
          'Eemalda sildist noindex (või none), kui leht peab otsingus olema.',
        )
      : finding('robotsMeta', 'pass', signals.robotsMeta ? `Robots-silt „${signals.robotsMeta}“ lubab lehte otsingus näidata.` : 'Lehel pole robots-silti, mis keelaks otsingus näitamise.');

  const header = r.server === null
    ? finding('robotsHeader', 'na', 'Seda päist näeb ainult meie testiserver, mis polnud seekord kättesaadav, seega jäi see kontrollimata.')
    : robotsTagBlocksGoogle(r.server.robotsTag)
      ? finding(
          'robotsHeader',
          'fail',
          `Server saadab päise X-Robots-Tag: ${r.server.robotsTag}, mis keelab Google’il lehte otsingus näidata.`,
          'noindexHeader',
          'Eemalda see päis serveri või majutuse seadetest.',
        )
      : finding('robotsHeader', 'pass', r.server.robotsTag ? `Päis X-Robots-Tag: ${r.server.robotsTag} ei keela otsingus näitamist.` : 'Server ei saada päist, mis keelaks otsingus näitamise.');

  const robots = r.robotsTxt;
  const robotsTxt = robots.error
    ? finding('robotsTxt', 'na', 'robots.txt faili ei õnnestunud lugeda.')
    : !robots.exists
      ? finding('robotsTxt', 'pass', 'robots.txt faili pole, seega ei keela see midagi.')
      : (robots.blocksPage ?? robots.blocksGooglebot)
        ? finding('robotsTxt', 'fail', 'robots.txt keelab Google’i robotil (Googlebot) selle lehe lugemise.', 'robotsBlock', 'Eemalda robots.txt-st reegel „Disallow“, mis lehe sulgeb.')
        : finding('robotsTxt', 'pass', 'robots.txt lubab Google’il seda lehte lugeda.');

  const code = r.httpStatus.status;
  const status = code === 0
    ? finding('status', 'na', 'Server ei vastanud, seega jäi vastus kontrollimata.')
    : code === 200
      ? finding('status', 'pass', 'Server vastab „200 – korras“, nagu peab.')
      : code >= 400 || code < 200
        ? finding('status', 'fail', `Server vastab „${statusInWords(code)}“: sellist lehte Google otsingusse ei võta.`, 'errorStatus', 'Paranda serveri viga, et leht vastaks „200 – korras“.')
        : code >= 300
          ? finding('status', 'warn', `Server vastab „${statusInWords(code)}“ ega jõua lehele endale.`, 'redirectStatus', 'Suuna külastaja otse lõppaadressile.')
          : finding('status', 'warn', `Server vastab „${statusInWords(code)}“, mitte „200 – korras“.`, 'redirectStatus', 'Kontrolli serveri seadeid, et leht vastaks „200 – korras“.');

  return [robotsMeta, header, robotsTxt, canonicalFinding(r), status, sitemapFinding(r)];
}

/** The card's advice: the fix of its first item with this verdict (the others are on their items). */
const firstFix = (findings: GoogleFinding[], status: CardDetail['status']) => findings.find((f) => f.status === status && f.fix)?.fix ?? '';

type GoogleFacts = { findings: GoogleFinding[]; blocking: number; warnings: number };

export const GOOGLE_CARD = defineCard<'blocked' | 'notChecked' | 'attention' | 'fine', GoogleFacts>({
  id: 'google',
  title: 'Kas Google leiab su lehe?',
  why: 'Leht, mida Google ei näita, ei too otsingust ühtegi klienti, olgu see muidu kui hea tahes.',
  assess: (r) => {
    const findings = googleFindings(r);
    const blocking = findings.filter((f) => f.status === 'fail').length;
    const warnings = findings.filter((f) => f.status === 'warn').length;
    const facts = { findings, blocking, warnings };
    if (blocking) return { outcome: 'blocked', grade: 'bad', facts };
    // Without the page itself nothing can be said about it.
    if (findings.some((f) => f.id === 'robotsMeta' && f.status === 'na')) return { outcome: 'notChecked', grade: 'unknown', facts };
    if (warnings) return { outcome: 'attention', grade: 'warning', facts };
    return { outcome: 'fine', grade: 'good', facts };
  },
  say: {
    blocked: {
      value: 'Ei leia',
      found: ({ blocking }) =>
        `${blocking === 1 ? 'Üks asi takistab' : `${blocking} asja takistavad`} Google’il seda lehte otsingus näitamast. Vaata allpool, mis ja kuidas parandada.`,
      fix: ({ findings }) => firstFix(findings, 'fail'),
    },
    notChecked: { value: '–', found: 'Lehte ei õnnestunud lugeda, seega ei saa me öelda, kas Google selle leiab.' },
    attention: { value: 'Leiab', found: 'Google saab lehte otsingus näidata, aga mõni asi vajab tähelepanu.', fix: ({ findings }) => firstFix(findings, 'warn') },
    fine: { value: 'Leiab', found: 'Google saab lehte otsingus näidata: miski ei keela seda ja sisukaart juhatab ta lehtedeni.' },
  },
  details: ({ findings }) => findings.map(({ id, status, statusLabel, label, text, fix }) => ({ id, status, statusLabel, label, text, ...(fix ? { fix } : {}) })),
});

export const GOOGLE_CARDS: CardBuilder[] = [GOOGLE_CARD];
