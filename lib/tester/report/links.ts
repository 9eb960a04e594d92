/**
 * The "Lingid" card of the SEO section: the three link checks (lib/tester/checks/links.ts), one item each, matching
 * Lighthouse's `link-text`, `crawlable-anchors` and `hreflang` audits. Either failing makes the card a warning: a vague link text
 * or a link Google cannot follow costs some reach, it does not keep the page out of search.
 */
import { countLabel } from '@/lib/plural';
import type { LinkCheck } from '@/lib/tester/checks/links';
import type { TestResult } from '@/lib/tester/state/schema';
import { VERDICT_WORDS } from '@/lib/tester/report/grading';
import { type CardDetail, defineCard, FINDING_LABELS } from '@/lib/tester/report/cards';

type LinkItem = 'linkText' | 'crawlableLinks' | 'hreflang';
type LinkFacts = { checks: Record<LinkItem, LinkCheck | null>; checked: number; failing: number };

const EN = process.env.SITE_LOCALE === 'en';

/** „loe edasi“ (/blogi/1), … : the first failing links as plain text. */
const examples = (check: LinkCheck) =>
  check.examples.map(({ text, href }) => (EN ? `“${text || '(no text)'}” (${href || 'no address'})` : `„${text || '(tekstita)'}“ (${href || 'aadressita'})`)).join(', ') +
  (check.count > check.examples.length ? (EN ? ` and ${check.count - check.examples.length} more` : ` ja veel ${check.count - check.examples.length}`) : '');

const WORDS = EN ? {
  title: 'Links',
  why: 'Google finds your other pages through links and reads from a link’s text what is there; “read more” tells neither Google nor a visitor anything.',
  label: { linkText: 'Link texts', crawlableLinks: 'Links Google can follow', hreflang: 'Language versions (hreflang)' } satisfies Record<LinkItem, string>,
  notRead: 'The page could not be read, so its links were not checked.',
  linkTextPass: (n: number) => `None of the ${countLabel(n, { one: 'link', other: 'links' })} we checked has a text like “read more” or “click here” that says nothing of where it leads.`,
  linkTextWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'link has', other: 'links have' })} a text that says nothing of where ${c.count === 1 ? 'it leads' : 'they lead'}: ${examples(c)}.`,
  linkTextFix: 'Write where the link leads as its text (for example “See our prices”, not “read more”).',
  crawlablePass: 'Every link has an address Google can follow.',
  crawlableWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'link has', other: 'links have' })} no address Google can follow (no href, javascript:void(0), or only a click handler): ${examples(c)}.`,
  crawlableFix: 'Ask your developer to give every link a real address (href="/page"); a click script may stay, but the address must be there.',
  hreflangNone: 'The page names no language versions (hreflang): nothing to check.',
  hreflangPass: (n: number) => `The page names ${countLabel(n, { one: 'language version', other: 'language versions' })}, each with a valid language code and a full address.`,
  hreflangWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'language version has', other: 'language versions have' })} an unknown language code or an address that is not a full one (https://…): ${examples(c)}.`,
  hreflangFix: 'Give every language version a valid code (et, en, ru, x-default…) and its full address, starting with https://.',
  none: 'The page has no links to check.',
  value: { fine: 'In order', attention: (n: number) => countLabel(n, { one: 'issue', other: 'issues' }), none: 'No links', notRead: '–' },
  found: {
    fine: (n: number) => `We checked ${countLabel(n, { one: 'link', other: 'links' })}: their texts say where they lead, and Google can follow them.`,
    attention: 'Some links say nothing of where they lead, or Google cannot follow them: see below.',
  },
} : {
  title: 'Lingid',
  why: 'Google leiab su teised lehed linkide kaudu ja loeb lingi tekstist, mis seal on; „loe edasi“ ei ütle midagi ei Google’ile ega külastajale.',
  label: { linkText: 'Linkide tekstid', crawlableLinks: 'Lingid, mida Google saab järgida', hreflang: 'Keeleversioonid (hreflang)' } satisfies Record<LinkItem, string>,
  notRead: 'Lehte ei õnnestunud lugeda, seega jäid lingid kontrollimata.',
  linkTextPass: (n: number) => `Kontrollisime ${countLabel(n, { one: 'linki', other: 'linki' })}: ühegi tekst pole sisutu nagu „loe edasi“ või „kliki siia“.`,
  linkTextWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'lingi', other: 'lingi' })} tekst ei ütle, kuhu ${c.count === 1 ? 'see viib' : 'need viivad'}: ${examples(c)}.`,
  linkTextFix: 'Kirjuta lingi tekstiks, kuhu see viib (nt „Vaata hinnakirja“, mitte „loe edasi“).',
  crawlablePass: 'Kõigil linkidel on aadress, mida Google saab järgida.',
  crawlableWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'lingil', other: 'lingil' })} pole aadressi, mida Google saaks järgida (href puudub, javascript:void(0) või ainult klõpsuskript): ${examples(c)}.`,
  crawlableFix: 'Palu arendajal anda igale lingile päris aadress (href="/leht"); klõpsuskript võib jääda, aga aadress peab olemas olema.',
  hreflangNone: 'Leht ei nimeta keeleversioone (hreflang): pole midagi kontrollida.',
  hreflangPass: (n: number) => `Leht nimetab ${countLabel(n, { one: 'keeleversiooni', other: 'keeleversiooni' })}, igaühel korrektne keelekood ja täielik aadress.`,
  hreflangWarn: (c: LinkCheck) =>
    `${countLabel(c.count, { one: 'keeleversioonil', other: 'keeleversioonil' })} on tundmatu keelekood või pole aadress täielik (https://…): ${examples(c)}.`,
  hreflangFix: 'Anna igale keeleversioonile korrektne kood (et, en, ru, x-default…) ja täielik aadress, mis algab https://-ga.',
  none: 'Lehel pole linke, mida kontrollida.',
  value: { fine: 'Korras', attention: (n: number) => countLabel(n, { one: 'puudus', other: 'puudust' }), none: 'Linke pole', notRead: '–' },
  found: {
    fine: (n: number) => `Kontrollisime ${countLabel(n, { one: 'linki', other: 'linki' })}: nende tekst ütleb, kuhu need viivad, ja Google saab neid järgida.`,
    attention: 'Mõni link ei ütle, kuhu see viib, või ei saa Google seda järgida: vaata allpool.',
  },
};

const checkOf = (r: TestResult, item: LinkItem): LinkCheck | null => {
  const check = r[item];
  return check && !check.error ? check : null;
};

/** One item of the card. */
function detailOf(item: LinkItem, check: LinkCheck | null): CardDetail {
  const label = WORDS.label[item];
  if (!check) return { id: item, label, status: 'na', statusLabel: VERDICT_WORDS.unknown, text: WORDS.notRead };
  const fails = check.count > 0;
  const status = fails ? 'warn' : 'pass';
  const say = {
    linkText: () => (fails ? WORDS.linkTextWarn(check) : WORDS.linkTextPass(check.checked)),
    crawlableLinks: () => (fails ? WORDS.crawlableWarn(check) : WORDS.crawlablePass),
    hreflang: () => (fails ? WORDS.hreflangWarn(check) : check.checked ? WORDS.hreflangPass(check.checked) : WORDS.hreflangNone),
  }[item];
  const text = say();
  const fix = fails ? { linkText: WORDS.linkTextFix, crawlableLinks: WORDS.crawlableFix, hreflang: WORDS.hreflangFix }[item] : undefined;
  return { id: item, label, status, statusLabel: FINDING_LABELS[status], text, ...(fix ? { fix } : {}) };
}

export const LINKS_CARD = defineCard<'notRead' | 'none' | 'fine' | 'attention', LinkFacts>({
  id: 'links',
  title: WORDS.title,
  why: WORDS.why,
  assess: (r) => {
    const checks = { linkText: checkOf(r, 'linkText'), crawlableLinks: checkOf(r, 'crawlableLinks'), hreflang: checkOf(r, 'hreflang') };
    const checked = Math.max(checks.linkText?.checked ?? 0, checks.crawlableLinks?.checked ?? 0);
    const failing = (checks.linkText?.count ?? 0) + (checks.crawlableLinks?.count ?? 0) + (checks.hreflang?.count ?? 0);
    const facts = { checks, checked, failing };
    if (r.htmlAnalysis.error || !checks.linkText || !checks.crawlableLinks) return { outcome: 'notRead', grade: 'unknown', facts };
    if (checked === 0 && !checks.hreflang?.checked) return { outcome: 'none', grade: 'good', facts };
    return failing ? { outcome: 'attention', grade: 'warning', facts } : { outcome: 'fine', grade: 'good', facts };
  },
  say: {
    notRead: { value: WORDS.value.notRead, found: WORDS.notRead },
    none: { value: WORDS.value.none, found: WORDS.none },
    fine: { value: WORDS.value.fine, found: ({ checked }) => WORDS.found.fine(checked) },
    attention: {
      value: ({ failing }) => WORDS.value.attention(failing),
      found: WORDS.found.attention,
      fix: ({ checks }) => (checks.crawlableLinks?.count ? WORDS.crawlableFix : checks.linkText?.count ? WORDS.linkTextFix : WORDS.hreflangFix),
    },
  },
  details: ({ checks, checked }) =>
    checked === 0 && !checks.hreflang?.checked ? [] : (['linkText', 'crawlableLinks', 'hreflang'] as const).map((item) => detailOf(item, checks[item])),
});
