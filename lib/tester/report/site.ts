/**
 * The whole-site check in words: one card per kind of finding (lib/tester/crawl/findings.ts), each saying what
 * was found, what to do and why it matters, with the pages behind it as items (at most ITEMS_SHOWN). Addresses of
 * the tested site are shown as plain text paths. The words are in the site's language (SITE_TEXTS and SITE_WORDS,
 * each compared in place with process.env.SITE_LOCALE, in site-words.ts); the cards' logic is shared.
 */
import { countLabel } from '@/lib/plural';
import type { SiteFindings, FailedAddress } from '@/lib/tester/crawl/findings';
import { FINDING_LABELS, GRADE_LABELS, type CardDetail, type CardGrade, type ResultCard } from '@/lib/tester/report/cards';
import { ITEMS_SHOWN, SITE_WORDS, type CleanWords, type DuplicateWords, type FoundWords } from '@/lib/tester/report/site-words';

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
  const words = SITE_WORDS.answer;
  if (address.error === 'timeout' || address.error === 'client_timeout' || address.error === 'connect_timeout') return words.timeout;
  if (address.error) return words.failed;
  if (address.status === 404 || address.status === 410) return words.gone(address.status);
  if (address.status !== null && address.status >= 500) return words.serverError(address.status);
  return words.other(address.status as number);
}

function items(list: { id: string; label: string; text: string }[], status: CardDetail['status']): CardDetail[] {
  return list.slice(0, ITEMS_SHOWN).map((item) => ({ ...item, status, statusLabel: FINDING_LABELS[status] }));
}

const more = (total: number) => (total > ITEMS_SHOWN ? SITE_WORDS.more : '');

/**
 * A card with something found: what, how many, what to do and why. `sayListed`: whether the finding says how many
 * of the items are listed (" Näitame neist 10.").
 */
function foundCard(id: string, words: FoundWords, grade: CardGrade, count: number, details: CardDetail[], sayListed = true): ResultCard {
  return {
    id: `site-${id}`,
    title: words.title,
    value: String(count),
    grade,
    gradeLabel: GRADE_LABELS[grade],
    found: `${words.found(count)}${sayListed ? more(count) : ''}`,
    why: words.why,
    details,
    fix: words.fix,
  };
}

/** A card with nothing found. */
function cleanCard(id: string, words: CleanWords): ResultCard {
  return { id: `site-${id}`, title: words.title, value: words.value, grade: 'good', gradeLabel: GRADE_LABELS.good, found: words.found, why: words.why, details: [] };
}

export function siteCards(f: SiteFindings): ResultCard[] {
  const { broken: brokenWords, chains, missing: missingWords, noindex, sitemapErrors } = SITE_WORDS;
  const broken = f.brokenLinks;
  const missingTitle = f.missing.filter((m) => m.title).length;
  return [
    broken.length
      ? foundCard(
          'broken-links',
          brokenWords,
          'bad',
          broken.length,
          items(broken.map((b) => ({ id: b.url, label: path(b.url), text: brokenWords.item(answerInWords(b), b.foundOn.map(path).join(', ')) })), 'fail'),
        )
      : cleanCard('broken-links', brokenWords.clean),
    f.redirectChains.length
      ? foundCard(
          'redirect-chains',
          chains,
          'warning',
          f.redirectChains.length,
          items(f.redirectChains.map((r) => ({ id: r.url, label: path(r.url), text: `→ ${path(r.finalUrl)} (${countLabel(r.hops, chains.hops)})` })), 'warn'),
        )
      : cleanCard('redirect-chains', chains.clean),
    duplicateCard('titles', SITE_WORDS.titles, f.duplicateTitles),
    duplicateCard('descriptions', SITE_WORDS.descriptions, f.duplicateDescriptions),
    f.missing.length
      ? foundCard(
          'missing',
          missingWords,
          missingTitle ? 'bad' : 'warning',
          f.missing.length,
          items(
            f.missing.map((m) => ({
              id: m.page,
              label: path(m.page),
              text: missingWords.item([m.title && missingWords.parts.title, m.description && missingWords.parts.description, m.h1 && missingWords.parts.h1].filter((part): part is string => Boolean(part))),
            })),
            missingTitle ? 'fail' : 'warn',
          ),
        )
      : cleanCard('missing', missingWords.clean),
    f.noindexInSitemap.length
      ? foundCard(
          'noindex-in-sitemap',
          noindex,
          'warning',
          f.noindexInSitemap.length,
          items(f.noindexInSitemap.map((url) => ({ id: url, label: path(url), text: noindex.item })), 'warn'),
          false,
        )
      : cleanCard('noindex-in-sitemap', noindex.clean),
    f.failingSitemapUrls.length
      ? foundCard(
          'sitemap-errors',
          sitemapErrors,
          'warning',
          f.failingSitemapUrls.length,
          items(f.failingSitemapUrls.map((a) => ({ id: a.url, label: path(a.url), text: answerInWords(a) })), 'warn'),
        )
      : cleanCard('sitemap-errors', sitemapErrors.clean),
  ];
}

function duplicateCard(id: string, words: DuplicateWords, groups: SiteFindings['duplicateTitles']): ResultCard {
  const { duplicates } = SITE_WORDS;
  if (!groups.length) return cleanCard(id, { title: words.title, value: duplicates.noneValue, found: duplicates.none(words.noun), why: duplicates.noneWhy });
  const pages = groups.reduce((sum, group) => sum + group.pages.length, 0);
  return {
    id: `site-${id}`,
    title: words.title,
    value: String(pages),
    grade: 'warning',
    gradeLabel: GRADE_LABELS.warning,
    found: `${words.shared(pages, groups.length)}${more(groups.length)}`,
    why: duplicates.why,
    details: items(groups.map((group) => ({ id: group.text, label: quoted(group.text), text: group.pages.map(path).join(', ') })), 'warn'),
    fix: words.fix,
  };
}

/** A text of the tested site in quotation marks: „…“ in Estonian, “…” in English. */
const quoted = (text: string) => (process.env.SITE_LOCALE === 'en' ? `“${text}”` : `„${text}“`);

/** The line above the cards: how much was checked, and what was left out. */
export function siteSummary(f: SiteFindings): string {
  const words = SITE_WORDS.summary;
  const parts = [words.checked(f.pagesRead, f.linksChecked)];
  if (f.stopped) parts.push(words.stopped);
  if (f.unchecked) parts.push(words.unchecked(f.unchecked));
  if (f.blockedByRobots) parts.push(words.blocked(f.blockedByRobots));
  return parts.join(' ');
}
