/**
 * The report's cards on the English site (SITE_LOCALE=en): the Google card, the SEO basics, security and
 * technology, and the server, as an English-speaking owner reads them: titles, verdicts, findings and what to do,
 * with every number from the same constants as the Estonian site. And no Estonian left in any of their words.
 */
import { describe, expect, it } from 'vitest';
import { GOOGLE_CARD, googleFindings } from '@/lib/tester/report/google';
import { lastmodInWords } from '@/lib/tester/report/google-words';
import { SEO_CARDS } from '@/lib/tester/report/seo';
import { TECHNICAL_CARDS } from '@/lib/tester/report/technical';
import { SERVER_CARDS } from '@/lib/tester/report/server';
import { THRESHOLDS } from '@/lib/tester/report/grading';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { MAX_SITEMAP_FILES } from '@/lib/tester/checks/sitemaps';
import { TIMEOUTS } from '@/lib/tester/engine/deps';
import { formatDuration } from '@/lib/format';
import type { ResultCard } from '@/lib/tester/report/cards';
import type { ServerFacts, TestResult } from '@/lib/tester/state/schema';
import { estonianIn } from '@/tests/language';
import { sampleResult } from '../../fixtures/tester/result';

const server = (change: Partial<ServerFacts> = {}): ServerFacts => ({
  finalUrl: 'https://example.com/',
  redirects: [],
  httpsRedirect: { applicable: true, reachable: true, redirects: true, from: 'http://example.com/', to: 'https://example.com/', status: 301 },
  http2: true,
  compression: 'br',
  bodyBytes: 12_000,
  ttfbMs: 200,
  totalMs: 300,
  ...change,
});

/** A result from an English-language site: its own texts (title, description, files) are English too. */
function englishSite(change: Partial<TestResult> = {}): TestResult {
  const base = sampleResult();
  return sampleResult({
    displayUrl: 'example.com',
    analysisUrl: 'https://example.com',
    ssl: { ...base.ssl, issuedTo: 'example.com' },
    sitemaps: { ...base.sitemaps, files: ['https://example.com/sitemap.xml'] },
    htmlAnalysis: {
      ...base.htmlAnalysis,
      title: 'Example – websites and online shops for small businesses',
      titleLength: 56,
      metaDescription: 'A short description.',
      metaDescriptionLength: 20,
      langAttribute: 'en',
      canonicalUrl: 'https://example.com/',
    },
    imageAnalysis: { ...base.imageAnalysis, missingAltFiles: ['shop.jpg'] },
    ...change,
  });
}

const html = (change: Partial<TestResult['htmlAnalysis']>) => ({ htmlAnalysis: { ...englishSite().htmlAnalysis, ...change } });

/** A site measured by the tester API: findings of every verdict, the Observatory's grade and external services. */
const MEASURED_SECURITY: Partial<TestResult> = {
  security: {
    score: 20,
    measured: true,
    error: null,
    observatory: {
      grade: 'B',
      score: 70,
      tests: [
        { id: 'csp', result: 'csp-not-implemented', modifier: -20, pass: false },
        { id: 'hsts', result: 'hsts-not-implemented', modifier: -15, pass: false },
        { id: 'sri', result: 'sri-implemented', modifier: 5, pass: true },
      ],
    },
    thirdParties: {
      hosts: [
        { host: 'www.googletagmanager.com', kinds: ['script'], count: 2 },
        { host: 'cdn.example.net', kinds: ['img'], count: 1 },
      ],
      total: 2,
    },
    findings: [
      { id: 'csp', status: 'fail', facts: { case: 'missing' } },
      { id: 'hsts', status: 'warn', facts: { case: 'short', maxAge: 100, minMaxAge: 15552000 } },
      { id: 'nosniff', status: 'pass', facts: { case: 'on' } },
      { id: 'cookies', status: 'na', facts: { case: 'none' } },
    ],
  },
};

/** A slow server: three redirects, HTTP/1.1, no compression. */
const SLOW_SERVER: Partial<TestResult> = {
  server: server({
    redirects: [
      { url: 'http://example.com', status: 301, location: 'https://example.com' },
      { url: 'https://example.com', status: 301, location: 'https://www.example.com/' },
      { url: 'https://www.example.com/', status: 302, location: 'https://www.example.com/en/' },
    ],
    http2: false,
    compression: null,
    bodyBytes: 5_000,
    ttfbMs: 900,
    totalMs: 1500,
  }),
};

/** Results that between them reach every outcome of the cards in these sections. */
const VARIANTS: Partial<TestResult>[] = [
  {},
  html({ error: 'HTML analysis failed' }),
  html({ title: null, titleLength: 0, metaDescription: null, metaDescriptionLength: 0, h1Count: 0, langAttribute: null, canonicalUrl: null }),
  html({ title: 'x'.repeat(80), titleLength: 80, metaDescription: 'y'.repeat(200), metaDescriptionLength: 200, h1Count: 3 }),
  html({ canonicalUrl: 'https://elsewhere.example/' }),
  html({ canonicalUrl: 'https://example.com/other' }),
  html({ canonicalUrl: 'http://[bad' }),
  { imageAnalysis: { totalImages: 0, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] } },
  { imageAnalysis: { totalImages: 1, imagesWithoutAlt: 0, imagesWithEmptyAlt: 1, altCoverage: 100, missingAltFiles: [] } },
  { imageAnalysis: { totalImages: 30, imagesWithoutAlt: 14, imagesWithEmptyAlt: 2, altCoverage: 53, missingAltFiles: Array.from({ length: 10 }, (_, i) => `p${i}.jpg`) } },
  { structuredData: { hasJsonLd: false, hasMicrodata: false, jsonLdCount: 0, invalidJsonLdCount: 0, microdataCount: 0, types: [] } },
  { structuredData: { hasJsonLd: false, hasMicrodata: false, jsonLdCount: 0, invalidJsonLdCount: 1, microdataCount: 0, types: [] } },
  { structuredData: { hasJsonLd: true, hasMicrodata: true, jsonLdCount: 2, invalidJsonLdCount: 2, microdataCount: 1, types: ['Organization', 'WebSite'] } },
  { socialMeta: { ...sampleResult().socialMeta, openGraph: { ...sampleResult().socialMeta.openGraph, coverage: 100 }, hasFavicon: false } },
  { robotsTxt: { exists: true, blocksAll: true, blocksGooglebot: true, content: '', error: null } },
  { robotsTxt: { exists: true, blocksAll: false, blocksGooglebot: true, content: '', error: null } },
  { robotsTxt: { exists: true, blocksAll: true, blocksGooglebot: false, content: '', error: null } },
  {
    robotsTxt: { exists: false, blocksAll: false, blocksGooglebot: false, content: null, error: 'robots.txt check failed' },
    sitemapXml: { exists: false, error: 'sitemap.xml check failed' },
    sitemaps: { ...sampleResult().sitemaps, files: [], error: 'sitemap check failed' },
  },
  { robotsTxt: { exists: false, blocksAll: false, blocksGooglebot: false, content: null, error: null }, sitemapXml: { exists: false, error: null }, sitemaps: { ...sampleResult().sitemaps, files: [] } },
  {
    robotsTxt: { exists: true, blocksAll: false, blocksGooglebot: false, blocksPage: true, content: '', error: null },
    sitemapXml: { exists: false, error: null },
    sitemaps: { ...sampleResult().sitemaps, source: 'default', files: ['https://example.com/sitemap_index.xml'], limited: true, listsPage: false, newestLastmod: '2024-11' },
  },
  { pageSignals: { robotsMeta: 'noindex, follow', noindex: true, platform: null } },
  { pageSignals: { robotsMeta: 'index', noindex: false, platform: 'wordpress' } },
  { server: { ...server(), robotsTag: 'noindex' } },
  { server: { ...server(), robotsTag: 'nosnippet' } },
  SLOW_SERVER,
  { server: server({ httpsRedirect: { applicable: true, reachable: true, redirects: false, from: null, to: null, status: null }, compression: 'gzip', ttfbMs: 3000, totalMs: 4200, http2: null }) },
  { server: server({ httpsRedirect: { applicable: true, reachable: false, redirects: false, from: 'http://example.com/', to: null, status: null } }) },
  {
    server: server({
      httpsRedirect: { applicable: false, reachable: false, redirects: false, from: null, to: null, status: null },
      redirects: [{ url: 'https://example.com', status: 301, location: 'https://example.com/en' }],
    }),
  },
  { httpStatus: { status: 0, statusText: '', error: HTTP_UNREACHABLE } },
  { httpStatus: { status: 0, statusText: '', error: 'HTTP status check failed' } },
  { httpStatus: { status: 301, statusText: '', error: null } },
  { httpStatus: { status: 404, statusText: '', error: null } },
  { httpStatus: { status: 204, statusText: '', error: null } },
  { ssl: { valid: false, grade: null, issuedTo: null, error: 'SSL test failed', status: 'READY' } },
  { w3c: { valid: true, errors: 0, warnings: 1, info: 0, error: null } },
  { w3c: { valid: false, errors: 1, warnings: 0, info: 0, error: null } },
  { w3c: { valid: false, errors: 40, warnings: 3, info: 0, error: null } },
  { w3c: { valid: false, errors: 0, warnings: 0, info: 0, error: W3C_ERRORS.failed('validator_failed (503)') } },
  { w3c: { valid: false, errors: 0, warnings: 0, info: 0, error: W3C_ERRORS.failed('Unexpected end of input') } },
  MEASURED_SECURITY,
  {
    security: {
      score: 100,
      measured: true,
      error: null,
      observatory: { grade: 'A+', score: 110, tests: [{ id: 'hsts', result: 'hsts-preloaded', modifier: 10, pass: true }] },
      thirdParties: { hosts: [], total: 0 },
      findings: [{ id: 'nosniff', status: 'pass', facts: { case: 'on' } }],
    },
  },
  { security: { score: 75, measured: false, error: 'something unplanned', findings: [] } },
  {
    domainTrust: {
      domain: 'example.com',
      error: null,
      findings: [
        { id: 'spf', status: 'fail', facts: { case: 'missing', domain: 'example.com' } },
        { id: 'dnssec', status: 'warn', facts: { case: 'unsigned', domain: 'example.com' } },
        { id: 'mx', status: 'pass', facts: { case: 'present', domain: 'example.com' } },
      ],
    },
  },
  { domainTrust: { domain: 'example.com', error: null, findings: [{ id: 'dnssec', status: 'warn', facts: { case: 'unsigned', domain: 'example.com' } }] } },
  { domainTrust: { domain: 'example.com', error: 'something unplanned', findings: [] } },
];

const ALL_CARDS = [GOOGLE_CARD, ...SEO_CARDS, ...TECHNICAL_CARDS, ...SERVER_CARDS];
const cardsOf = (result: TestResult) => ALL_CARDS.filter((build) => result.server || !SERVER_CARDS.includes(build)).map((build) => build(result));
const card = (result: TestResult, id: string) => cardsOf(result).find((c) => c.id === id) as ResultCard;

/**
 * The words of these modules on a card: its title, value, finding, why and fix, and the items they write (the
 * Google card's, the Observatory's and the external services'). Words of other modules are left out: the grade
 * words (grading.ts), the security and domain findings (finding-words.ts, domain-words.ts), "checking…" (cards.ts).
 */
function ownWords(c: ResultCard): string[] {
  const fromGrading = (c.id === 'metadata' || c.id === 'server-files') && c.value === c.gradeLabel;
  const words = [c.title, c.found, c.why, c.fix ?? '', fromGrading || c.value === 'Kontrollitakse...' ? '' : c.value];
  for (const item of c.details ?? []) {
    if (c.id === 'google' || item.id === 'observatory' || item.id.startsWith('service-')) words.push(item.label, item.text, item.fix ?? '');
  }
  return words.filter(Boolean);
}

describe('the report’s cards in English', () => {
  it('say what they found, why it matters and what to do, in plain English', () => {
    const r = englishSite();
    expect(card(r, 'google')).toMatchObject({ title: 'Can Google find your page?', value: 'Yes' });
    expect(card(r, 'title')).toMatchObject({
      title: 'Page title',
      value: '56 characters',
      found: `“Example – websites and online shops for small businesses” (recommended: ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} characters)`,
    });
    expect(card(r, 'description')).toMatchObject({
      title: 'Meta description',
      value: '20 characters',
      fix: `Lengthen the description to ${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters: say what you offer and why people should choose you.`,
    });
    expect(card(r, 'h1').found).toBe('The page has exactly one main heading, as it should.');
    expect(card(r, 'images').found).toBe('The page has 4 images, 1 of them without alt text: shop.jpg.');
    expect(card(r, 'structured-data')).toMatchObject({ value: 'Present', found: '1 JSON-LD block, types: Organization.' });
    expect(card(r, 'social').found).toBe('Open Graph 75%, X (Twitter) card 0%, favicon present.');
    expect(card(r, 'server-files').found).toBe('robots.txt: present · sitemap.xml: present.');
    expect(card(r, 'ssl')).toMatchObject({ title: 'Secure connection (SSL)', value: 'Valid', found: 'The page opens over a secure HTTPS connection (example.com).' });
    expect(card(r, 'http-status')).toMatchObject({ value: '200 – OK', found: 'The server answers correctly and the page opens.' });
    expect(card(r, 'html-errors')).toMatchObject({ value: '3 errors', found: 'The W3C validator found 3 errors and 2 warnings.' });
  });

  it('a page Google cannot show: the cause on its item, and the first fix on the card', () => {
    const r = englishSite({ pageSignals: { robotsMeta: 'noindex', noindex: true, platform: null } });
    const google = card(r, 'google');
    expect(google).toMatchObject({ value: 'No', grade: 'bad', found: 'One thing stops Google from showing this page in search. See below what to fix and how.' });
    expect(google.fix).toBe('Remove noindex (or none) from the tag if the page should appear in search.');
    expect(google.details?.[0]).toMatchObject({
      label: 'The page’s robots tag',
      text: 'The page’s code (its <head>) has the robots tag “noindex”: Google does not show this page in search results.',
    });
    const notFound = googleFindings(englishSite({ httpStatus: { status: 404, statusText: '', error: null } })).find((f) => f.id === 'status');
    expect(notFound).toMatchObject({ text: 'The server answers “404 – page not found”: Google does not put a page like this in its results.', fix: 'Fix the server error so that the page answers “200 – OK”.' });
  });

  it('the sitemap item names the limits from the discovery’s constants and the date as en-GB', () => {
    const sitemap = googleFindings(englishSite({ sitemaps: { ...englishSite().sitemaps, limited: true, newestLastmod: '2025-03-14T10:00:00+02:00' } })).find((f) => f.id === 'sitemap');
    expect(sitemap?.text).toBe(
      `Sitemap found (at the address named in robots.txt, https://example.com/sitemap.xml): 12 addresses, last changed 14 March 2025 (we read up to our limit: at most ${MAX_SITEMAP_FILES} files, up to 10 MB each). The tested page is listed in it.`,
    );
    expect(lastmodInWords('2024-11')).toBe('November 2024');
    expect(lastmodInWords('not a date')).toBe('not a date');
  });

  it('technical cards: a site that does not answer, a slow certificate check, the validator', () => {
    expect(HTTP_UNREACHABLE).toBe('HTTP status: Connection failed');
    expect(card(englishSite({ httpStatus: { status: 0, statusText: '', error: HTTP_UNREACHABLE } }), 'http-status')).toMatchObject({
      value: 'No answer',
      found: 'The server did not answer the request. HTTP status: Connection failed.',
      fix: 'Open the page in your own browser; if it does not open, contact your hosting provider.',
    });
    expect(card(englishSite({ ssl: { valid: false, grade: null, issuedTo: null, error: null, status: 'IN_PROGRESS' } }), 'ssl').found).toBe(
      `The page did not answer an HTTPS request within ${TIMEOUTS.ssl / 1000} seconds, so there was no time to check the certificate.`,
    );
    expect(card(englishSite({ w3c: { valid: false, errors: 1, warnings: 0, info: 0, error: null } }), 'html-errors')).toMatchObject({
      value: '1 error',
      found: 'The W3C validator found 1 error.',
    });
    expect(card(englishSite(MEASURED_SECURITY), 'security').found).toBe(
      'We checked 3 security settings: 1 is fine, 1 needs attention and 1 is missing or faulty. 1 setting does not apply to this address and was left out of the score. Mozilla Observatory grade: B (70 points).',
    );
  });

  it('server cards: redirects, compression and the response time against its threshold', () => {
    const slow = englishSite(SLOW_SERVER);
    expect(card(slow, 'redirects')).toMatchObject({
      value: '3 redirects',
      found: `The home page redirects 3 times: http://example.com → https://example.com → https://www.example.com/ → https://www.example.com/en/. Every redirect adds time before the page opens; we recommend at most ${THRESHOLDS.redirects.warningAbove} redirects.`,
    });
    expect(card(slow, 'http2')).toMatchObject({ value: 'No', fix: 'Ask your hosting provider to turn on HTTP/2 (usually one option in the server or CDN settings).' });
    expect(card(slow, 'compression')).toMatchObject({ value: 'None', fix: 'Ask your hosting provider to turn on Brotli or gzip.' });
    expect(card(slow, 'response-time').found).toBe(
      `The server started answering after 900 ms (the home page HTML arrived after ${formatDuration(1500)}); we recommend under ${formatDuration(THRESHOLDS.responseMs.good)}.`,
    );
  });

  it('no Estonian in any of their words, for every outcome', () => {
    const outcomes = new Set<string>();
    for (const change of VARIANTS) {
      for (const c of cardsOf(englishSite(change))) {
        outcomes.add(`${c.id}:${c.grade}:${c.value}`);
        for (const text of ownWords(c)) expect(estonianIn(text), `${c.id}: ${text}`).toEqual([]);
      }
    }
    // The variants reach the cards' outcomes: many more than one per card.
    expect(outcomes.size).toBeGreaterThan(60);
  });

  it('each card’s why is one English sentence', () => {
    for (const c of cardsOf(englishSite({ server: server() }))) {
      expect(c.why, c.id).toMatch(/^[A-Z].*\.$/);
      expect(c.why.split(/[.!?](\s|$)/).filter((part) => part.trim()).length, `${c.id}: one sentence`).toBe(1);
    }
  });
});
