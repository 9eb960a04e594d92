/**
 * "Kas Google leiab su lehe?": the robots meta, the X-Robots-Tag header, robots.txt for the page, the canonical, the
 * final status, and sitemaps found the way Google finds them, read in linear time within their limits.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkRobotsTxt } from '@/lib/tester/checks/robots';
import { checkSitemaps, MAX_SITEMAP_BYTES } from '@/lib/tester/checks/sitemaps';
import { MAX_PENDING, SitemapReader } from '@/lib/tester/checks/sitemap-reader';
import { detectPlatform, readPageSignals, robotsTagBlocksGoogle } from '@/lib/tester/checks/page-signals';
import { indexPage, parseHtmlDocument } from '@/lib/tester/page/html-tree';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { googleFindings } from '@/lib/tester/report/google';
import { lastmodInWords } from '@/lib/tester/report/google-words';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import type { FixtureResponse, FixtureSite } from '../../fixtures/tester/sites';
import { sampleResult } from '../../fixtures/tester/result';

const tree = (html: string) => indexPage(parseHtmlDocument(html));
const xml = (body: string | Uint8Array, contentType = 'application/xml'): FixtureResponse => ({ status: 200, body, contentType });
const text = (body: string): FixtureResponse => ({ status: 200, body, contentType: 'text/plain' });
const site = (host: string, files: Record<string, FixtureResponse>): FixtureSite => ({ host, files, pageSpeed: { performance: 1, accessibility: 1, bestPractices: 1, seo: 1 }, validator: [] });
const urlset = (locs: string[], lastmod?: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc, i) => `<url><loc>${loc}</loc>${lastmod?.[i] ? `<lastmod>${lastmod[i]}</lastmod>` : ''}</url>`).join('\n')}</urlset>`;
const index = (locs: string[]) => `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;
const run = (s: FixtureSite, target = `https://${s.host}`) => {
  const faked = fakeFetch(s);
  return { calls: faked.calls, result: checkSitemaps(target, { fetch: faked.fetch, proxy: TEST_PROXY }) };
};
const cardOf = (report: ReturnType<typeof buildReport>, id: string) => report.sections.flatMap((s) => s.cards).find((c) => c.id === id) as ResultCard;
const detail = (card: ResultCard, id: string) => card.details?.find((d) => d.id === id);

describe('the page’s robots meta and platform', () => {
  it('meta robots or googlebot with noindex or none keeps the page out; other directives do not', () => {
    expect(readPageSignals(tree('<head><meta name="robots" content="noindex, follow"></head>'))).toMatchObject({ noindex: true, robotsMeta: 'noindex, follow' });
    expect(readPageSignals(tree('<head><meta name="GoogleBot" content="NONE"></head>')).noindex).toBe(true);
    expect(readPageSignals(tree('<head><meta name="robots" content="index, follow, max-image-preview:large"></head>')).noindex).toBe(false);
    expect(readPageSignals(tree('<head><meta name="bingbot" content="noindex"></head>'))).toMatchObject({ noindex: false, robotsMeta: null });
    // Only the head counts: a noindex meta in the body (or in <noscript>) is text to a parser with scripting on.
    expect(readPageSignals(tree('<head><title>x</title></head><body><noscript><meta name="robots" content="noindex"></noscript></body>')).noindex).toBe(false);
  });

  it('the platform from the generator meta or the paths only one platform uses', () => {
    expect(detectPlatform(tree('<head><meta name="generator" content="WordPress 6.8.1"></head>'))).toBe('wordpress');
    expect(detectPlatform(tree('<img src="https://kirsipuu.test/wp-content/uploads/a.jpg" alt="">'))).toBe('wordpress');
    expect(detectPlatform(tree('<script src="//cdn.shopify.com/s/files/1/x.js"></script>'))).toBe('shopify');
    expect(detectPlatform(tree('<head><meta name="generator" content="Wix.com Website Builder"></head>'))).toBe('wix');
    expect(detectPlatform(tree('<head><meta name="generator" content="Joomla! - Open Source Content Management"></head>'))).toBe('joomla');
    expect(detectPlatform(tree('<link rel="stylesheet" href="/sites/default/files/css/a.css">'))).toBe('drupal');
    expect(detectPlatform(tree('<img src="/pilt.jpg" alt="x">'))).toBeNull();
  });

  it('X-Robots-Tag: noindex or none for everyone or for googlebot; another crawler’s, or other directives, do not count', () => {
    expect(robotsTagBlocksGoogle('noindex')).toBe(true);
    expect(robotsTagBlocksGoogle('noarchive, NONE')).toBe(true);
    expect(robotsTagBlocksGoogle('googlebot: noindex')).toBe(true);
    expect(robotsTagBlocksGoogle('otherbot: noindex, nofollow')).toBe(false);
    expect(robotsTagBlocksGoogle('otherbot: nofollow, googlebot: noindex')).toBe(true);
    expect(robotsTagBlocksGoogle('max-snippet: 20, unavailable_after: 2030-01-01')).toBe(false);
    expect(robotsTagBlocksGoogle(null)).toBe(false);
  });
});

describe('robots.txt for the tested page', () => {
  it('blocksPage follows Googlebot’s own group; the Sitemap: lines are kept as written', async () => {
    const s = site('blokk.test', { '/robots.txt': text('User-agent: Googlebot\nDisallow: /$\n\nUser-agent: *\nAllow: /\n\nSitemap: https://blokk.test/kaardid/kaart.xml\n') });
    const result = await checkRobotsTxt('https://blokk.test', { fetch: fakeFetch(s).fetch, proxy: TEST_PROXY });
    expect(result).toMatchObject({ exists: true, blocksAll: false, blocksGooglebot: false, blocksPage: true, sitemaps: ['https://blokk.test/kaardid/kaart.xml'] });
  });
});

describe('sitemaps, found the way Google finds them', () => {
  it('a sitemap named only in robots.txt, under another path: found there, /sitemap.xml not asked', async () => {
    const s = site('kaart.test', {
      '/robots.txt': text('User-agent: *\nDisallow:\n\nSitemap: https://kaart.test/kaardid/lehed.xml\n'),
      '/kaardid/lehed.xml': xml(urlset(['https://kaart.test/', 'https://kaart.test/teenused'], ['2025-03-14', '2025-05-02T10:00:00+03:00'])),
    });
    const { result, calls } = run(s);
    expect(await result).toEqual({
      source: 'robots',
      files: ['https://kaart.test/kaardid/lehed.xml'],
      urlCount: 2,
      listsPage: true,
      newestLastmod: '2025-05-02T10:00:00+03:00',
      limited: false,
      error: null,
    });
    expect(calls.map((c) => c.target)).toEqual(['https://kaart.test/robots.txt', 'https://kaart.test/kaardid/lehed.xml']);
  });

  it('no Sitemap: line: /sitemap.xml and /sitemap_index.xml; an index is followed to a gzipped child', async () => {
    const s = site('indeks.test', {
      '/robots.txt': text('User-agent: *\nDisallow: /admin/\n'),
      '/sitemap_index.xml': xml(index(['https://indeks.test/lehed.xml.gz', 'https://indeks.test/tooted.xml'])),
      '/lehed.xml.gz': xml(gzipSync(urlset(['https://indeks.test/', 'https://indeks.test/meist'], ['2024-11-01', '2025-01-20'])), 'application/x-gzip'),
      '/tooted.xml': xml(urlset(['https://indeks.test/tooted/1'], ['2025-02-03'])),
    });
    const { result, calls } = run(s);
    expect(await result).toMatchObject({ source: 'default', files: ['https://indeks.test/sitemap_index.xml', 'https://indeks.test/lehed.xml.gz', 'https://indeks.test/tooted.xml'], urlCount: 3, listsPage: true, newestLastmod: '2025-02-03' });
    expect(calls.map((c) => c.target)).toContain('https://indeks.test/sitemap.xml');
  });

  it('a 50,000-URL sitemap with lastmod is read within the limits', async () => {
    const locs = Array.from({ length: 50_000 }, (_, i) => `https://suur.test/tooted/${i}`);
    const body = urlset(['https://suur.test/', ...locs.slice(1)], locs.map((_, i) => `2025-0${1 + (i % 9)}-15`));
    expect(body.length).toBeLessThan(MAX_SITEMAP_BYTES);
    const started = performance.now();
    const result = await run(site('suur.test', { '/sitemap.xml': xml(body) })).result;
    expect(result).toMatchObject({ urlCount: 50_000, listsPage: true, newestLastmod: '2025-09-15', limited: false });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('at most 5 files, however many an index names; an index naming itself is read once', async () => {
    const children = Array.from({ length: 40 }, (_, i) => `https://palju.test/k${i}.xml`);
    const files: Record<string, FixtureResponse> = { '/sitemap.xml': xml(index(['https://palju.test/sitemap.xml', ...children])) };
    for (let i = 0; i < 40; i++) files[`/k${i}.xml`] = xml(urlset([`https://palju.test/${i}`]));
    const { result, calls } = run(site('palju.test', files));
    expect(await result).toMatchObject({ urlCount: 3, limited: true });
    expect(calls.filter((c) => c.target?.includes('palju.test/') && !c.target.endsWith('robots.txt'))).toHaveLength(5);
  });

  it('a gzip bomb stops at 10 MB unpacked, quickly', async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from('<urlset>'), Buffer.alloc(4 * MAX_SITEMAP_BYTES, 0x20)]));
    expect(bomb.length).toBeLessThan(MAX_SITEMAP_BYTES / 100);
    const started = performance.now();
    const result = await run(site('pomm.test', { '/sitemap.xml': xml(bomb, 'application/gzip') })).result;
    expect(result).toMatchObject({ files: ['https://pomm.test/sitemap.xml'], urlCount: 0, limited: true });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('an HTML page at /sitemap.xml (a soft 404) is no sitemap; nothing anywhere is "none found", not an error', async () => {
    const result = await run(site('pole.test', { '/sitemap.xml': { status: 200, body: '<!doctype html><title>Avaleht</title>', contentType: 'text/html' } })).result;
    expect(result).toMatchObject({ files: [], urlCount: 0, error: null });
  });
});

describe('SitemapReader: linear time, bounded memory', () => {
  const budget = (input: string, chunk = 65_536) => {
    const reader = new SitemapReader([]);
    const started = performance.now();
    for (let i = 0; i < input.length; i += chunk) reader.feed(input.slice(i, i + chunk));
    return { ms: performance.now() - started, scan: reader.scan };
  };

  it('worst cases of 10 MB each (unclosed tags, unclosed CDATA, "<" only, deep nesting, a tag longer than any) end within a time budget', () => {
    const size = 10 * 1024 * 1024;
    const cases = {
      unclosedLoc: `<urlset><url>${'<loc>'.repeat(size / 5)}`,
      lessThan: '<'.repeat(size),
      unclosedCdata: `<urlset><url><loc>${'<![CDATA['.repeat(size / 9)}`,
      openComment: `<urlset>${'<!--'.repeat(size / 4)}`,
      longTag: `<urlset><url${' a="b"'.repeat(size / 6)}`,
      nested: `<urlset>${'<url><loc>x'.repeat(size / 11)}`,
    };
    for (const [name, input] of Object.entries(cases)) {
      const { ms } = budget(input);
      expect(ms, name).toBeLessThan(3_000);
    }
  });

  it('the same answer whatever the chunk size (a tag, an entity or CDATA split across chunks)', () => {
    const input = `<?xml version="1.0"?><!-- kaart --><sm:urlset xmlns:sm="x"><sm:url><sm:loc><![CDATA[https://a.test/?a=1&b=2]]></sm:loc></sm:url><url><loc> https://a.test/ </loc><lastmod>2025-01-02</lastmod></url><url><loc>https://a.test/&amp;x</loc><lastmod>2024-12-31</lastmod></url></sm:urlset>`;
    for (const chunk of [1, 2, 3, 7, 64, 100_000]) {
      const reader = new SitemapReader(['https://a.test/']);
      for (let i = 0; i < input.length; i += chunk) reader.feed(input.slice(i, i + chunk));
      expect(reader.scan, String(chunk)).toEqual({ kind: 'urlset', urls: 3, children: [], locations: [], listsPage: true, newestLastmod: '2025-01-02' });
    }
  });

  it('an unfinished tag longer than MAX_PENDING is skipped and reading goes on', () => {
    const { scan } = budget(`<urlset><url><loc${'x'.repeat(MAX_PENDING * 2)}<url><loc>https://b.test/</loc></url>`, 1000);
    expect(scan.urls).toBe(1);
  });
});

describe('the card "Kas Google leiab su lehe?"', () => {
  it('first in the report; everything in order is good, each item says so', () => {
    const report = buildReport(sampleResult());
    expect(report.sections[0].cards[0].id).toBe('google');
    const card = cardOf(report, 'google');
    expect(card).toMatchObject({ title: 'Kas Google leiab su lehe?', value: 'Leiab', grade: 'good' });
    expect(card.details?.map((d) => [d.id, d.status])).toEqual([
      ['robotsMeta', 'pass'],
      ['robotsHeader', 'na'],
      ['robotsTxt', 'pass'],
      ['canonical', 'pass'],
      ['status', 'pass'],
      ['sitemap', 'pass'],
    ]);
    expect(detail(card, 'robotsHeader')?.text).toContain('jäi see kontrollimata');
    expect(detail(card, 'sitemap')?.text).toBe('Sisukaart leitud (robots.txt-s nimetatud aadressil https://xn--nide-loa.ee/sitemap.xml): 12 aadressi, viimati muudetud 26.05.2025. Testitud leht on selles kirjas.');
  });

  it('each blocker makes it bad and names its cause and fix', () => {
    const server = { finalUrl: 'https://xn--nide-loa.ee/', redirects: [], httpsRedirect: { applicable: true, reachable: true, redirects: true, from: null, to: null, status: 301 }, http2: true, compression: 'br', bodyBytes: 1000, ttfbMs: 100, totalMs: 200 };
    const cases: [string, Parameters<typeof sampleResult>[0], string][] = [
      ['robotsMeta', { pageSignals: { robotsMeta: 'noindex, nofollow', noindex: true, platform: null } }, 'Lehe koodis (<head>-osas) on robots-märgend „noindex, nofollow“: Google ei näita seda lehte otsingus.'],
      ['robotsHeader', { server: { ...server, robotsTag: 'noindex' } }, 'Server saadab päise X-Robots-Tag: noindex'],
      ['robotsTxt', { robotsTxt: { exists: true, blocksAll: false, blocksGooglebot: false, blocksPage: true, content: '', error: null } }, 'robots.txt keelab Google’i robotil (Googlebot) selle lehe lugemise'],
      ['status', { httpStatus: { status: 404, statusText: 'Not Found', error: null } }, 'Server vastab „404 – lehte ei leitud“'],
    ];
    for (const [id, change, words] of cases) {
      const card = cardOf(buildReport(sampleResult(change)), 'google');
      expect(card, id).toMatchObject({ value: 'Ei leia', grade: 'bad' });
      expect(detail(card, id)?.status, id).toBe('fail');
      expect(detail(card, id)?.text, id).toContain(words);
      // The fix is data, shown after "Mida teha:" on the item, and the card's own advice is the blocker's fix.
      expect(detail(card, id)?.fix, id).toMatch(/^(Eemalda|Kirjuta|Paranda) .{10,}\.$/);
      expect(card.fix, id).toBe(detail(card, id)?.fix);
    }
  });

  it('a canonical to the same page in another form (www, http, a trailing slash) is fine, said in one line', () => {
    for (const canonicalUrl of ['https://www.xn--nide-loa.ee/', 'http://xn--nide-loa.ee/', 'https://www.näide.ee']) {
      const card = cardOf(buildReport(sampleResult({ htmlAnalysis: { ...sampleResult().htmlAnalysis, canonicalUrl } })), 'google');
      expect(card, canonicalUrl).toMatchObject({ value: 'Leiab', grade: 'good' });
      expect(detail(card, 'canonical')?.text, canonicalUrl).toMatch(/^Kanooniline aadress on sama leht teisel kujul \(.+\); see on korras, kui see on su eelistatud aadress\.$/);
    }
  });

  it('a canonical to another site is a warning that says Google may show that site; it never blocks the page', () => {
    for (const canonicalUrl of ['https://teine-sait.test/', 'https://naide.co.uk/']) {
      const card = cardOf(buildReport(sampleResult({ htmlAnalysis: { ...sampleResult().htmlAnalysis, canonicalUrl } })), 'google');
      expect(card, canonicalUrl).toMatchObject({ value: 'Leiab', grade: 'warning' });
      expect(detail(card, 'canonical')).toMatchObject({ status: 'warn' });
      expect(detail(card, 'canonical')?.text).toContain('Siis võib Google näidata otsingus hoopis seda saiti, mitte sinu lehte.');
      const report = buildReport(sampleResult({ htmlAnalysis: { ...sampleResult().htmlAnalysis, canonicalUrl } }));
      expect(report.summary.title).not.toContain('pole Google’is nähtav');
    }
  });

  it('a canonical to another page of the site, or no sitemap, is a warning; "puudub" never said when a sitemap exists elsewhere', () => {
    const other = cardOf(buildReport(sampleResult({ htmlAnalysis: { ...sampleResult().htmlAnalysis, canonicalUrl: '/en/' } })), 'google');
    expect(other).toMatchObject({ grade: 'warning' });
    expect(detail(other, 'canonical')?.status).toBe('warn');
    const none = sampleResult({ sitemaps: { source: 'default', files: [], urlCount: 0, listsPage: false, newestLastmod: null, limited: false, error: null } });
    expect(detail(cardOf(buildReport(none), 'google'), 'sitemap')?.text).toContain('Sisukaarti ei leitud');
    const elsewhere = buildReport(sampleResult({ sitemapXml: { exists: false, error: null } }));
    expect(cardOf(elsewhere, 'server-files')).toMatchObject({ value: 'Kõik korras', grade: 'good' });
    expect(cardOf(elsewhere, 'server-files').found).toBe('robots.txt: olemas · sitemap.xml: olemas aadressil https://xn--nide-loa.ee/sitemap.xml.');
  });

  it('a page that is not listed in its sitemap; the problems carry their id for the action plan', () => {
    const findings = googleFindings(sampleResult({ sitemaps: { ...sampleResult().sitemaps, listsPage: false } }));
    expect(findings.find((f) => f.id === 'sitemap')).toMatchObject({ status: 'warn', problem: 'sitemapWithoutPage' });
    expect(lastmodInWords('2025-03-14T10:00:00+02:00')).toBe('14.03.2025');
  });
});
