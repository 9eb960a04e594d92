/**
 * Whole runs against the fixture sites that stand for what small businesses run: a WordPress site with an SEO
 * plugin, a Meta pixel, lazy-load fallbacks and one broken JSON-LD block; a Shopify store; an older site in
 * windows-1257. The engine runs as in production except for the transport (a fake fetch) and the analysis
 * thread (here the same code runs in Node instead of the Web Worker).
 */
import { describe, expect, it } from 'vitest';
import { normalizeAddress } from '@/lib/tester/engine/address';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { SPEED_NOT_MEASURED } from '@/lib/tester/report/explain';
import { analyzePageSource } from '@/lib/tester/page/analyze-source';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { testResultSchema } from '@/lib/tester/state/schema';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { fixtureBytes, SITES, type FixtureSite } from '../../fixtures/tester/sites';

async function run(site: FixtureSite) {
  const checked = normalizeAddress(site.host);
  if (!checked.ok) throw new Error(checked.error);
  const result = await runWebsiteTest(checked.address, {
    fetch: fakeFetch(site).fetch,
    proxy: TEST_PROXY,
    testerApi: '',
    pageSpeedApiKey: 'k3y',
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
  return { result, report: buildReport(result) };
}

const cardOf = (report: ReturnType<typeof buildReport>, id: string) => report.sections.flatMap((s) => s.cards).find((c) => c.id === id) as ResultCard;

/** Every text of the report a visitor can read. */
const visibleText = (report: ReturnType<typeof buildReport>) =>
  [
    report.summary.title,
    report.summary.text,
    ...report.sections.flatMap((s) => [s.title, s.intro, ...s.cards.flatMap((c) => [c.title, c.value, c.gradeLabel, c.found, c.why])]),
    ...report.stats.flatMap((s) => [s.title, s.value]),
  ].join('\n');

/** Words of the spec's English fallback texts and of the services' own English messages. */
const ENGLISH = /\b(failed|error|errors|Network|missing|API|Quota|exceeded|Lighthouse|analysis|check|Unknown|environment|variables|forbidden|DOCUMENT_REQUEST)\b/;

describe('a WordPress site with Yoast SEO, a Meta pixel and lazy-load fallbacks', () => {
  it('counts only the page’s own images: the pixel and the <noscript> copies do not lower the alt-text grade', async () => {
    const { result, report } = await run(SITES.wordpress);
    expect(result.imageAnalysis).toEqual({ totalImages: 4, imagesWithoutAlt: 0, imagesWithEmptyAlt: 1, altCoverage: 100, missingAltFiles: [] });
    expect(cardOf(report, 'images')).toMatchObject({ value: '100%', grade: 'good' });
    expect(cardOf(report, 'images').found).toBe('Lehel on 4 pilti ja kõigil on alt-tekst. Üks neist on kaunistus, märgitud tühja alt-tekstiga (alt=""), nagu peab.');
  });

  it('reads the whole head although the pixel’s <noscript> sits in the middle of it', async () => {
    const { result } = await run(SITES.wordpress);
    expect(result.htmlAnalysis).toMatchObject({
      title: 'Aiandus Kirsipuu – istikud, seemned ja aiatarbed Viljandis',
      canonicalUrl: 'https://kirsipuu.test/',
      langAttribute: 'et',
      h1Count: 1,
    });
    expect(result.htmlAnalysis.metaDescription).toMatch(/^Aiandus Kirsipuu Viljandis: viljapuude/);
    expect(result.socialMeta).toMatchObject({ hasFavicon: true, overallScore: 100 });
    expect(result.socialMeta.twitterCard).toEqual({ hasCard: true, hasTitle: true, hasDescription: true, hasImage: true, coverage: 100 });
  });

  it('reports the broken JSON-LD block in Estonian and counts only Yoast’s valid graph', async () => {
    const { result, report } = await run(SITES.wordpress);
    expect(result.structuredData).toMatchObject({
      hasJsonLd: true,
      jsonLdCount: 1,
      invalidJsonLdCount: 1,
      types: ['WebPage', 'BreadcrumbList', 'WebSite', 'Organization'],
    });
    const card = cardOf(report, 'structured-data');
    expect(card).toMatchObject({ value: 'Osaliselt vigane', grade: 'warning' });
    expect(card.found).toContain('1 JSON-LD-plokk, tüübid: WebPage, BreadcrumbList, WebSite, Organization.');
    expect(card.found).toContain('1 JSON-LD-plokk on vigane');
  });

  it('speed cannot be measured (PageSpeed quota): the speed cards say so and the summary makes no speed claim, all in Estonian', async () => {
    const { result, report } = await run(SITES.wordpress);
    expect(result.lighthouse.error).toMatch(/^API error \(429\): Quota exceeded/);
    for (const id of ['performance', 'seo', 'accessibility', 'best-practices']) {
      expect(cardOf(report, id).found, id).toBe(SPEED_NOT_MEASURED);
    }
    expect(report.sections.find((s) => s.id === 'speed')?.intro).toBe('Google’i mõõtmise tulemusi seekord ei saadud. Google’i mõõtmiste limiit on praegu täis. Proovi mõne aja pärast uuesti. Ülejäänud kontrollid on tehtud.');
    expect(report.summary.title).not.toContain('toimib hästi');
    expect(report.summary.text).not.toMatch(/kiire|aeglane|avanes|toimib/);
    expect(visibleText(report)).not.toMatch(ENGLISH);
  });
});

describe('a Shopify store', () => {
  it('X falls back to og:image; nested Offer, Brand and AggregateRating are parts of two products', async () => {
    const { result } = await run(SITES.shopify);
    expect(result.socialMeta.twitterCard).toEqual({ hasCard: true, hasTitle: true, hasDescription: true, hasImage: true, coverage: 100 });
    expect(result.structuredData).toMatchObject({ jsonLdCount: 1, invalidJsonLdCount: 0, microdataCount: 2, types: ['Organization', 'Product'] });
  });

  it('the <noscript> heading and images and the <iframe> fallback do not count', async () => {
    const { result } = await run(SITES.shopify);
    expect(result.htmlAnalysis.h1Count).toBe(1);
    expect(result.imageAnalysis).toEqual({ totalImages: 3, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] });
  });

  it('Shopify’s robots.txt does not block the shop', async () => {
    const { result, report } = await run(SITES.shopify);
    expect(result.robotsTxt).toMatchObject({ exists: true, blocksAll: false, blocksGooglebot: false });
    expect(cardOf(report, 'server-files')).toMatchObject({ value: 'Kõik korras', grade: 'good' });
  });

  it('a slow shop: the summary says so (from the score when PageSpeed gave no seconds), and where to start', async () => {
    const { report } = await run(SITES.shopify);
    expect(report.summary).toMatchObject({ title: 'kangekohv.test vajab parandamist', performsWell: false });
    expect(report.summary.text).toContain('Google hindab lehe kiirust telefonis 41 punktiga sajast.');
    expect(report.plan[0]).toMatchObject({ id: 'speed', title: 'Tee leht telefonis kiiremaks' });
  });
});

describe('an older site in windows-1257', () => {
  it('is decoded in its own encoding: š, ž and õ are letters, and the lengths count letters', async () => {
    const { result, report } = await run(SITES.baltic);
    expect(result.htmlAnalysis.title).toBe('Šokolaaditöökoda Žužu – käsitöö šokolaad Pärnus');
    expect(result.htmlAnalysis.titleLength).toBe(47);
    expect(result.htmlAnalysis.metaDescription).toMatch(/^Žužu šokolaaditöökoda Pärnu vanalinnas/);
    expect(result.imageAnalysis.altCoverage).toBe(100);
    expect(cardOf(report, 'title').found).toBe('„Šokolaaditöökoda Žužu – käsitöö šokolaad Pärnus“ (soovitus 30–60 märki)');
    expect(cardOf(report, 'server-files')).toMatchObject({ value: 'Probleemid', found: 'robots.txt: puudub · sitemap.xml: puudub.' });
  });

  it('is decoded by its <meta charset> when the header names no charset', async () => {
    const site: FixtureSite = {
      ...SITES.baltic,
      files: { ...SITES.baltic.files, '/': { ...SITES.baltic.files['/'], contentType: 'text/html' } },
    };
    expect((await run(site)).result.htmlAnalysis.title).toBe('Šokolaaditöökoda Žužu – käsitöö šokolaad Pärnus');
  });
});

describe('a page declared ISO-8859-1 in a <meta http-equiv>, written by a Windows editor', () => {
  it('is read as windows-1252, as the Encoding Standard maps the label: the en dash survives', () => {
    const facts = analyzePageSource({ bytes: fixtureBytes('iso-8859-1.html'), contentType: 'text/html' });
    expect(facts.encoding).toBe('windows-1252');
    expect(facts.htmlAnalysis.title).toBe('Õunaaed Ülenurmel – õunad, pirnid ja ploomid');
    expect(facts.htmlAnalysis.metaDescription).toBe('Müüme oma aia õunu, pirne ja ploome otse talust.');
  });
});

describe('an unreachable site', () => {
  it('the report explains every failure in Estonian; the spec’s English texts stay in the data', async () => {
    const { result, report } = await run(SITES.unreachable);
    expect(testResultSchema.safeParse(result).success).toBe(true);
    expect(result.htmlAnalysis.error).toBe('HTML analysis failed');
    expect(result.ssl.error).toBe('SSL test failed');
    expect(visibleText(report)).not.toMatch(ENGLISH);
    expect(cardOf(report, 'title').found).toBe('Lehe sisu ei õnnestunud lugeda: leht ei vastanud või vastas veaga.');
    expect(cardOf(report, 'ssl').found).toBe('Turvalist ühendust ei õnnestunud kontrollida.');
    expect(cardOf(report, 'performance').found).toBe(SPEED_NOT_MEASURED);
    expect(report.sections.find((s) => s.id === 'speed')?.intro).toContain('Google ei saanud lehte mõõtmiseks avada.');
    expect(cardOf(report, 'html-errors').found).toBe('HTML-vigu ei õnnestunud kontrollida: ühendus W3C-validaatoriga ebaõnnestus.');
  });
});
