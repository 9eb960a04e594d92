/**
 * The whole-site check on the English site (SITE_LOCALE=en): its heading, buttons and progress, every card's
 * finding and fix, the items behind them and the summary line, in English, with no Estonian left.
 */
import { describe, expect, it } from 'vitest';
import type { SiteFindings } from '@/lib/tester/crawl/findings';
import { THRESHOLDS } from '@/lib/tester/report/grading';
import { answerInWords, siteCards, siteSummary } from '@/lib/tester/report/site';
import { ITEMS_SHOWN, SITE_TEXTS } from '@/lib/tester/report/site-words';
import { estonianIn } from '@/tests/language';

const clean: SiteFindings = {
  pagesRead: 12,
  linksChecked: 0,
  brokenLinks: [],
  redirectChains: [],
  duplicateTitles: [],
  duplicateDescriptions: [],
  missing: [],
  noindexInSitemap: [],
  failingSitemapUrls: [],
  blockedByRobots: 0,
  unchecked: 0,
  stopped: false,
};

const pages = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/p${i}?q=1`);

/** Something of every kind found, more than is listed. */
const troubled: SiteFindings = {
  ...clean,
  linksChecked: 7,
  unchecked: 4,
  blockedByRobots: 3,
  stopped: true,
  brokenLinks: pages(12).map((url, i) => ({
    url,
    status: [404, 410, 500, 403, null, null][i % 6],
    error: i % 6 === 4 ? 'timeout' : i % 6 === 5 ? 'unreachable' : null,
    foundOn: ['https://example.com/', 'https://example.com/contact'],
  })),
  redirectChains: [{ url: 'https://example.com/old', finalUrl: 'https://example.com/new', hops: 3 }],
  duplicateTitles: [{ text: 'Home', pages: pages(3) }],
  duplicateDescriptions: Array.from({ length: 11 }, (_, i) => ({ text: `Description ${i}`, pages: pages(2) })),
  missing: [
    { page: 'https://example.com/a', title: true, description: true, h1: true },
    { page: 'https://example.com/b', title: false, description: false, h1: true },
  ],
  noindexInSitemap: pages(1),
  failingSitemapUrls: [{ url: 'https://example.com/gone', status: 404, error: null }],
};

const byId = (findings: SiteFindings) => Object.fromEntries(siteCards(findings).map((card) => [card.id, card]));

describe('the whole-site check in English', () => {
  it('its heading, buttons and progress', () => {
    expect(SITE_TEXTS).toMatchObject({ title: 'Whole-site check', start: 'Check the whole site', stop: 'Stop the check', again: 'Check again' });
    expect(SITE_TEXTS.progress(3, 25)).toBe('3 / 25 pages');
    expect(SITE_TEXTS.checkingLinks(4)).toBe('Checking the remaining links: 4');
    expect(SITE_TEXTS.waiting(9)).toBe('The test server asked us to wait a moment (9 s) so as not to overload your site. The check resumes automatically.');
  });

  it('a clean site: every card good, and the summary counts the pages', () => {
    expect(siteCards(clean).map((card) => [card.title, card.value, card.grade])).toEqual([
      ['Broken links', 'None', 'good'],
      ['Redirect chains', 'None', 'good'],
      ['Duplicate titles', 'None', 'good'],
      ['Duplicate descriptions', 'None', 'good'],
      ['Titles, descriptions and h1', 'On every page', 'good'],
      ['Sitemap and noindex', 'OK', 'good'],
      ['Sitemap addresses', 'OK', 'good'],
    ]);
    expect(siteCards(clean).every((card) => card.fix === undefined)).toBe(true);
    expect(siteSummary(clean)).toBe('We checked 12 pages.');
    expect(siteSummary({ ...clean, pagesRead: 1, linksChecked: 1 })).toBe('We checked 1 page and 1 more link.');
  });

  it('broken links: what was found, how many are listed, what to do, and each link’s answer', () => {
    const card = byId(troubled)['site-broken-links'];
    expect(card).toMatchObject({ grade: 'bad', value: '12' });
    expect(card.found).toBe(`12 internal links do not open: visitors land on an error page. We show ${ITEMS_SHOWN} of them.`);
    expect(card.fix).toBe('Correct the link’s address, or redirect the missing address to the right page with a 301 redirect.');
    expect(card.details).toHaveLength(ITEMS_SHOWN);
    expect(card.details![0]).toMatchObject({ label: '/p0?q=1', text: 'status 404: the page does not exist; the link is on /, /contact' });
    expect(byId({ ...clean, brokenLinks: troubled.brokenLinks.slice(0, 1) })['site-broken-links'].found).toBe('1 internal link does not open: visitors land on an error page.');
  });

  it('says an answer in words', () => {
    expect(answerInWords({ url: 'x', status: null, error: 'timeout' })).toBe('did not answer in time');
    expect(answerInWords({ url: 'x', status: null, error: 'unreachable' })).toBe('did not open');
    expect(answerInWords({ url: 'x', status: 503, error: null })).toBe('status 503: server error');
    expect(answerInWords({ url: 'x', status: 403, error: null })).toBe('status 403');
  });

  it('duplicates, missing texts and the sitemap: the counts and the fixes, thresholds from grading', () => {
    const cards = byId(troubled);
    expect(cards['site-titles']).toMatchObject({ found: '3 pages share the same title (1 group).', fix: 'Give every page its own title that says what that particular page is about.' });
    expect(cards['site-titles'].details![0]).toMatchObject({ label: '“Home”', text: '/p0?q=1, /p1?q=1, /p2?q=1' });
    expect(cards['site-descriptions'].found).toBe(`22 pages share the same description (11 groups). We show ${ITEMS_SHOWN} of them.`);
    expect(cards['site-descriptions'].fix).toBe(`Give every page its own description of ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters.`);
    expect(cards['site-missing']).toMatchObject({ grade: 'bad', found: '2 pages are missing something that Google shows in search results or uses to understand the page.' });
    expect(cards['site-missing'].details!.map((item) => item.text)).toEqual(['missing: title, description, h1 heading', 'missing: h1 heading']);
    expect(cards['site-noindex-in-sitemap'].found).toBe('The sitemap offers Google 1 page that asks to be kept out of search (noindex).');
    expect(cards['site-sitemap-errors'].found).toBe('The sitemap has 1 address that does not open.');
  });

  it('says when the check was stopped, what was left unchecked and what robots.txt closed', () => {
    expect(siteSummary(troubled)).toBe(
      'We checked 12 pages and 7 more links. The check was stopped: here is what we had found by then. 4 links were left unchecked, because we look at up to 25 pages at a time. ' +
        'robots.txt does not let our checker (VeebiselgeTester) open 3 addresses; we skipped them.',
    );
  });

  it('no Estonian in any of its words', () => {
    const texts = [
      ...Object.values(SITE_TEXTS).map((text) => (typeof text === 'function' ? text(2, 25) : text)),
      ...[clean, troubled, { ...clean, pagesRead: 1, linksChecked: 1, unchecked: 1, blockedByRobots: 1 }].flatMap((findings) => [
        siteSummary(findings),
        ...siteCards(findings).flatMap((card) => [card.title, card.value, card.found, card.why, card.fix ?? '', ...(card.details ?? []).map((item) => item.text)]),
      ]),
    ].filter(Boolean);
    for (const text of texts) expect(estonianIn(text), text).toEqual([]);
  });
});
