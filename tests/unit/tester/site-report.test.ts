import { describe, expect, it } from 'vitest';
import type { SiteFindings } from '@/lib/tester/crawl/findings';
import { parseRobotsTxt } from '@/lib/tester/checks/robots-rules';
import { MAX_SITEMAP_URLS, prepareCrawl } from '@/lib/tester/crawl/start';
import { gzipSync } from 'node:zlib';
import { answerInWords, siteCards, siteSummary } from '@/lib/tester/report/site';
import { ITEMS_SHOWN } from '@/lib/tester/report/site-words';

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

const byId = (findings: SiteFindings) => Object.fromEntries(siteCards(findings).map((card) => [card.id, card]));

describe('the whole-site check in words', () => {
  it('a clean site: every card good, and the summary counts the pages', () => {
    const cards = siteCards(clean);
    expect(cards.map((card) => card.grade)).toEqual(Array(cards.length).fill('good'));
    expect(siteSummary(clean)).toBe('Kontrollisime 12 lehte.');
    expect(siteSummary({ ...clean, pagesRead: 1, linksChecked: 1 })).toBe('Kontrollisime 1 lehe ja veel 1 lingi.');
  });

  it('broken links: bad, each with its answer and the pages it is on, at most ten listed', () => {
    const brokenLinks = Array.from({ length: 12 }, (_, i) => ({ url: `https://a.ee/x${i}`, status: 404, error: null, foundOn: ['https://a.ee/', 'https://a.ee/b?c=1'] }));
    const card = byId({ ...clean, brokenLinks })['site-broken-links'];
    expect(card.grade).toBe('bad');
    expect(card.found).toBe('12 sisemist linki ei avane: külastaja jõuab veateatele. Näitame neist 10.');
    expect(card.fix).toBe('Paranda lingi aadress või suuna kadunud aadress 301-suunamisega õigele lehele.');
    expect(card.details).toHaveLength(ITEMS_SHOWN);
    expect(card.details![0]).toMatchObject({ label: '/x0', text: 'vastus 404: lehte ei ole; link on lehel /, /b?c=1', status: 'fail' });
    expect(byId({ ...clean, brokenLinks: brokenLinks.slice(0, 1) })['site-broken-links'].found).toMatch(/^1 sisemine link ei avane/);
  });

  it('says an answer in words', () => {
    expect(answerInWords({ url: 'x', status: null, error: 'timeout' })).toBe('ei vastanud õigel ajal');
    expect(answerInWords({ url: 'x', status: null, error: 'unreachable' })).toBe('ei avanenud');
    expect(answerInWords({ url: 'x', status: 503, error: null })).toBe('vastus 503: serveri viga');
    expect(answerInWords({ url: 'x', status: 403, error: null })).toBe('vastus 403');
  });

  it('a missing title is bad, a missing description or h1 a warning', () => {
    const gap = { page: 'https://a.ee/k', title: false, description: true, h1: true };
    expect(byId({ ...clean, missing: [gap] })['site-missing']).toMatchObject({ grade: 'warning' });
    expect(byId({ ...clean, missing: [gap] })['site-missing'].details![0].text).toBe('puudub kirjeldus, h1-pealkiri');
    expect(byId({ ...clean, missing: [{ ...gap, title: true }] })['site-missing'].grade).toBe('bad');
  });

  it('duplicates count the pages that share a text', () => {
    const card = byId({ ...clean, duplicateTitles: [{ text: 'Avaleht', pages: ['https://a.ee/', 'https://a.ee/b'] }] })['site-titles'];
    expect(card.found).toBe('2 lehte jagavad sama pealkirja (1 rühm).');
    expect(card.fix).toBe('Anna igale lehele oma pealkiri, mis ütleb, millest just see leht räägib.');
    expect(card.details![0]).toMatchObject({ label: '„Avaleht“', text: '/, /b' });
  });

  it('says when the check was stopped, what was left unchecked and what robots.txt closed', () => {
    expect(siteSummary({ ...clean, stopped: true, unchecked: 3, blockedByRobots: 2 })).toBe(
      'Kontrollisime 12 lehte. Kontroll peatati: näitame, mida selleks ajaks leidsime. 3 linki jäi kontrollimata, sest vaatame korraga kuni 25 lehte. ' +
        'robots.txt keelab meie kontrollijal (VeebiselgeTester) avada 2 aadressi; need jätsime vahele.',
    );
  });
});

describe('where the check starts', () => {
  it('reads every Sitemap line of robots.txt, in any case, without comments', () => {
    expect(parseRobotsTxt('User-agent: *\nSITEMAP: https://a.ee/s1.xml # main\r\nDisallow: /x\nsitemap:https://a.ee/s2.xml\n').sitemaps).toEqual(['https://a.ee/s1.xml', 'https://a.ee/s2.xml']);
  });

  it('reads the sitemaps with the page report’s own reader: an index followed to a gzipped child, up to a limit', async () => {
    const files: Record<string, { type: string; body: string | Uint8Array }> = {
      'https://a.ee/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow:\nSitemap: https://a.ee/kaart.xml\n' },
      'https://a.ee/kaart.xml': { type: 'application/xml', body: '<sitemapindex><sitemap><loc>https://a.ee/lehed.xml.gz</loc></sitemap></sitemapindex>' },
      'https://a.ee/lehed.xml.gz': {
        type: 'application/gzip',
        body: gzipSync(`<urlset>${Array.from({ length: 1500 }, (_, i) => `<url><loc>https://a.ee/leht-${i}</loc></url>`).join('')}</urlset>`),
      },
    };
    const asked: string[] = [];
    const fetch = async (input: string) => {
      const url = decodeURIComponent(input);
      asked.push(url);
      const file = files[url];
      return file ? new Response(file.body as BodyInit, { headers: { 'Content-Type': file.type } }) : new Response('', { status: 404 });
    };
    const start = await prepareCrawl('https://a.ee/', { fetch, proxy: '' });
    expect(start.sitemapUrls).toHaveLength(MAX_SITEMAP_URLS);
    expect(start.sitemapUrls.slice(0, 2)).toEqual(['https://a.ee/leht-0', 'https://a.ee/leht-1']);
    expect(asked).toEqual(['https://a.ee/robots.txt', 'https://a.ee/kaart.xml', 'https://a.ee/lehed.xml.gz']);
  });

});
