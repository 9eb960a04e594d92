/**
 * The report's first section, "Kas Google leiab su lehe?": one card that answers whether Google can show the page
 * in its results, item by item, each with its cause and its fix in the site's language (GOOGLE_TEXTS, google-words.ts):
 * - the robots and googlebot meta of the page (noindex or none);
 * - the X-Robots-Tag header (seen by the tester API only: without it, said to be not checked);
 * - robots.txt blocking the page for Googlebot (RFC 9309, lib/tester/checks/robots-rules.ts);
 * - the canonical address: the page itself in another form (www or bare, http or https: fine), another page of
 *   the same site (a warning), or another site (a warning: Google treats a canonical as a hint, so it never blocks);
 * - a final status other than 200;
 * - the sitemaps, found as Google finds them (lib/tester/checks/sitemaps.ts): URLs, the page listed, newest lastmod.
 * The items that stop Google (noindex, a block, an error status) make the card bad;
 * the action plan (plan.ts) reads the same findings.
 */
import { robotsTagBlocksGoogle } from '@/lib/tester/checks/page-signals';
import { isSameAddress, isSameSite } from '@/lib/tester/same-site';
import type { TestResult } from '@/lib/tester/state/schema';
import { VERDICT_WORDS } from '@/lib/tester/report/grading';
import { type CardBuilder, type CardDetail, defineCard, FINDING_LABELS } from '@/lib/tester/report/cards';
import { GOOGLE_LABELS, GOOGLE_TEXTS, type GoogleItem } from '@/lib/tester/report/google-words';

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
/** The one verdict scale (grading.ts); an item that could not be read says so. */
const STATUS_LABELS: Record<CardDetail['status'], string> = { ...FINDING_LABELS, na: VERDICT_WORDS.unknown };

const finding = (id: GoogleItem, status: CardDetail['status'], text: string, problem: GoogleProblem | null = null, fix?: string): GoogleFinding => ({
  id,
  problem,
  status,
  statusLabel: STATUS_LABELS[status],
  label: GOOGLE_LABELS[id],
  text,
  ...(fix ? { fix } : {}),
});


/** The address the page ended up at: the API's final address, else the tested one. */
const pageAddress = (r: TestResult) => r.server?.finalUrl ?? r.analysisUrl;

function canonicalFinding(r: TestResult): GoogleFinding {
  const html = r.htmlAnalysis;
  const words = GOOGLE_TEXTS.canonical;
  if (html.error) return finding('canonical', 'na', GOOGLE_TEXTS.notRead);
  if (!html.canonicalUrl) return finding('canonical', 'pass', words.none);
  let canonical: URL;
  let page: URL;
  try {
    page = new URL(pageAddress(r));
    canonical = new URL(html.canonicalUrl, page);
  } catch {
    return finding('canonical', 'warn', words.invalid, 'canonicalPage', words.invalidFix);
  }
  // Google treats a canonical as a hint: another site is a warning, never a block (as Lighthouse's canonical audit).
  if (!isSameSite(canonical, page)) return finding('canonical', 'warn', words.otherHost(canonical.host), 'canonicalHost', words.otherHostFix);
  if (!isSameAddress(canonical, page)) return finding('canonical', 'warn', words.otherPage(canonical.href), 'canonicalPage', words.otherPageFix);
  if (canonical.host !== page.host || canonical.protocol !== page.protocol) return finding('canonical', 'pass', words.otherForm(canonical.href));
  return finding('canonical', 'pass', words.own);
}

function sitemapFinding(r: TestResult): GoogleFinding {
  const sitemaps = r.sitemaps;
  const words = GOOGLE_TEXTS.sitemap;
  if (sitemaps.error && !sitemaps.files.length) return finding('sitemap', 'na', words.notRead);
  if (!sitemaps.files.length) return finding('sitemap', 'warn', words.missing, 'sitemapMissing', words.missingFix);
  const where = sitemaps.source === 'robots' ? words.fromRobots(sitemaps.files[0]) : sitemaps.files[0];
  const facts = words.facts({ where, urls: sitemaps.urlCount, lastmod: sitemaps.newestLastmod, limited: sitemaps.limited });
  if (!sitemaps.listsPage) return finding('sitemap', 'warn', `${facts} ${words.notListed}`, 'sitemapWithoutPage', words.notListedFix);
  return finding('sitemap', 'pass', `${facts} ${words.listed}`);
}

/** Every item of the card, in order. */
export function googleFindings(r: TestResult): GoogleFinding[] {
  const signals = r.pageSignals;
  const { robotsMeta: metaWords, robotsHeader: headerWords, robotsTxt: robotsWords, status: statusWords } = GOOGLE_TEXTS;
  const robotsMeta = r.htmlAnalysis.error || !signals
    ? finding('robotsMeta', 'na', GOOGLE_TEXTS.notRead)
    : signals.noindex
      ? finding('robotsMeta', 'fail', metaWords.noindex(signals.robotsMeta ?? 'noindex'), 'noindexMeta', metaWords.noindexFix)
      : finding('robotsMeta', 'pass', signals.robotsMeta ? metaWords.allows(signals.robotsMeta) : metaWords.none);

  const header = r.server === null
    ? finding('robotsHeader', 'na', headerWords.notChecked)
    : robotsTagBlocksGoogle(r.server.robotsTag)
      ? finding('robotsHeader', 'fail', headerWords.blocks(r.server.robotsTag ?? ''), 'noindexHeader', headerWords.blocksFix)
      : finding('robotsHeader', 'pass', r.server.robotsTag ? headerWords.allows(r.server.robotsTag) : headerWords.none);

  const robots = r.robotsTxt;
  const robotsTxt = robots.error
    ? finding('robotsTxt', 'na', robotsWords.notRead)
    : !robots.exists
      ? finding('robotsTxt', 'pass', robotsWords.none)
      : (robots.blocksPage ?? robots.blocksGooglebot)
        ? finding('robotsTxt', 'fail', robotsWords.blocks, 'robotsBlock', robotsWords.blocksFix)
        : finding('robotsTxt', 'pass', robotsWords.allows);

  const code = r.httpStatus.status;
  const status = code === 0
    ? finding('status', 'na', statusWords.none)
    : code === 200
      ? finding('status', 'pass', statusWords.ok)
      : code >= 400 || code < 200
        ? finding('status', 'fail', statusWords.error(code), 'errorStatus', statusWords.errorFix)
        : code >= 300
          ? finding('status', 'warn', statusWords.redirect(code), 'redirectStatus', statusWords.redirectFix)
          : finding('status', 'warn', statusWords.other(code), 'redirectStatus', statusWords.otherFix);

  return [robotsMeta, header, robotsTxt, canonicalFinding(r), status, sitemapFinding(r)];
}

/** The card's advice: the fix of its first item with this verdict (the others are on their items). */
const firstFix = (findings: GoogleFinding[], status: CardDetail['status']) => findings.find((f) => f.status === status && f.fix)?.fix ?? '';

type GoogleFacts = { findings: GoogleFinding[]; blocking: number; warnings: number };

export const GOOGLE_CARD = defineCard<'blocked' | 'notChecked' | 'attention' | 'fine', GoogleFacts>({
  id: 'google',
  title: process.env.SITE_LOCALE === 'en' ? 'Can Google find your page?' : 'Kas Google leiab su lehe?',
  why:
    process.env.SITE_LOCALE === 'en'
      ? 'A page that Google does not show brings you no customers from search, however good it is otherwise.'
      : 'Leht, mida Google ei näita, ei too otsingust ühtegi klienti, olgu see muidu kui hea tahes.',
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
  say: process.env.SITE_LOCALE === 'en' ? {
    blocked: {
      value: 'No',
      found: ({ blocking }) =>
        `${blocking === 1 ? 'One thing stops' : `${blocking} things stop`} Google from showing this page in search. See below what to fix and how.`,
      fix: ({ findings }) => firstFix(findings, 'fail'),
    },
    notChecked: { value: '–', found: 'The page could not be read, so we cannot say whether Google finds it.' },
    attention: { value: 'Yes', found: 'Google can show the page in search, but a few things need attention.', fix: ({ findings }) => firstFix(findings, 'warn') },
    fine: { value: 'Yes', found: 'Google can show the page in search: nothing blocks it and the sitemap leads Google to your pages.' },
  } : {
    blocked: {
      value: 'Ei leia',
      found: ({ blocking }) =>
        `${blocking === 1 ? 'Üks asi takistab' : `${blocking} asja takistavad`} Google’it seda lehte otsingus näitamast. Vaata allpool, mis ja kuidas parandada.`,
      fix: ({ findings }) => firstFix(findings, 'fail'),
    },
    notChecked: { value: '–', found: 'Lehte ei õnnestunud lugeda, seega ei saa me öelda, kas Google selle leiab.' },
    attention: { value: 'Leiab', found: 'Google saab lehte otsingus näidata, aga mõni asi vajab tähelepanu.', fix: ({ findings }) => firstFix(findings, 'warn') },
    fine: { value: 'Leiab', found: 'Google saab lehte otsingus näidata: miski ei keela seda ja sisukaart juhatab ta lehtedeni.' },
  },
  details: ({ findings }) => findings.map(({ id, status, statusLabel, label, text, fix }) => ({ id, status, statusLabel, label, text, ...(fix ? { fix } : {}) })),
});

export const GOOGLE_CARDS: CardBuilder[] = [GOOGLE_CARD];
