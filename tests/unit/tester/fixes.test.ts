/**
 * Copy review T10: every warning and every problem of every card says what to do (one "Mida teha:" sentence, kept as
 * data beside the card's words), and nothing that is in order, not checked or not measured gets advice.
 */
import { describe, expect, it } from 'vitest';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { FINDING_WORDS } from '@/lib/tester/report/finding-words';
import { SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import type { SecurityFinding, ServerFacts, TestResult } from '@/lib/tester/state/schema';
import { sampleResult } from '../../fixtures/tester/result';

const server = (change: Partial<ServerFacts> = {}): ServerFacts => ({
  finalUrl: 'https://xn--nide-loa.ee/',
  redirects: [],
  httpsRedirect: { applicable: true, reachable: true, redirects: true, from: 'http://xn--nide-loa.ee/', to: 'https://xn--nide-loa.ee/', status: 301 },
  http2: true,
  compression: 'br',
  bodyBytes: 12_000,
  ttfbMs: 200,
  totalMs: 300,
  ...change,
});

/** Every case of every security item that is a warning or a problem, as the API judges it. */
const ADVISED_CASES: Record<string, { status: SecurityFinding['status']; cases: string[] }> = {
  'https-redirect': { status: 'fail', cases: ['first-hop-http', 'no-http', 'off-host', 'stays-http'] },
  certificate: { status: 'fail', cases: ['none', 'expired', 'untrusted', 'wrong-host', 'expiring'] },
  tls: { status: 'fail', cases: ['none', 'outdated'] },
  hsts: { status: 'fail', cases: ['plain-http', 'missing', 'short', 'invalid', 'invalid-cert'] },
  csp: {
    status: 'fail',
    cases: ['report-only', 'missing', 'no-script-rules', 'unsafe-inline', 'invalid', 'too-broad', 'insecure-scheme', 'unsafe-eval', 'insecure-images'],
  },
  nosniff: { status: 'fail', cases: ['missing'] },
  frame: { status: 'fail', cases: ['ancestors-open', 'x-frame-options-obsolete', 'x-frame-options-invalid', 'missing'] },
  'referrer-policy': { status: 'warn', cases: ['origin', 'full-address', 'invalid'] },
  'permissions-policy': { status: 'warn', cases: ['missing'] },
  cookies: { status: 'fail', cases: ['prefix-broken', 'not-secure', 'session-not-httponly', 'samesite-invalid', 'no-samesite'] },
  sri: { status: 'fail', cases: ['insecure', 'missing'] },
  'mixed-content': { status: 'fail', cases: ['active', 'passive'] },
};

const findings: SecurityFinding[] = Object.entries(ADVISED_CASES).flatMap(([id, { status, cases }]) =>
  cases.map((c) => ({ id, status, facts: { case: c, daysLeft: 5, maxAge: 86400, minMaxAge: 15552000, protocol: 'TLSv1', value: 'unsafe-url' } })),
);

/** Every domain and e-mail case that is a warning or a problem, as the API judges it (api/domain-trust.mjs). */
const DOMAIN_ADVISED_CASES: Record<string, { status: SecurityFinding['status']; cases: string[] }> = {
  mx: { status: 'warn', cases: ['missing'] },
  spf: { status: 'fail', cases: ['missing', 'multiple', 'syntax'] },
  'spf-lookups': { status: 'fail', cases: ['too-many', 'loop', 'missing-include', 'unresolved'] },
  'spf-all': { status: 'fail', cases: ['pass-all', 'neutral-all', 'no-all'] },
  dmarc: { status: 'fail', cases: ['missing', 'multiple', 'invalid', 'none', 'partial'] },
  'dmarc-reports': { status: 'warn', cases: ['no-rua'] },
  dnssec: { status: 'fail', cases: ['unsigned', 'no-ds', 'no-keys', 'bogus'] },
  caa: { status: 'warn', cases: ['missing'] },
};

const domainFindings: SecurityFinding[] = Object.entries(DOMAIN_ADVISED_CASES).flatMap(([id, { status, cases }]) =>
  cases.map((c) => ({ id, status, facts: { case: c, domain: 'naide.ee', count: 2, lookups: 14, limit: 10, unresolved: 1, name: '_spf.naide.ee', term: 'ip5:1', record: 'v=spf1 ip5:1 -all', policy: 'none', pct: 50 } })),
);

/** Results that between them reach every warning and bad outcome of every card. */
const VARIANTS: [string, Partial<TestResult>][] = [
  ['sample', {}],
  [
    'everything poor',
    {
      ssl: { valid: false, grade: null, issuedTo: null, error: SSL_NO_HTTPS, status: 'READY' },
      lighthouse: { performance: 30, accessibility: 40, bestPractices: 50, seo: 60, error: null },
      w3c: { valid: false, errors: 12, warnings: 0, info: 0, error: null },
      httpStatus: { status: 500, statusText: 'Internal Server Error', error: null },
      robotsTxt: { exists: true, blocksAll: true, blocksGooglebot: true, content: 'User-agent: *\nDisallow: /', error: null },
      sitemapXml: { exists: false, error: null },
      htmlAnalysis: { title: null, titleLength: 0, metaDescription: null, metaDescriptionLength: 0, h1Count: 0, langAttribute: null, canonicalUrl: null, error: null },
      imageAnalysis: { totalImages: 5, imagesWithoutAlt: 5, imagesWithEmptyAlt: 0, altCoverage: 0 },
      structuredData: { hasJsonLd: false, hasMicrodata: false, jsonLdCount: 0, invalidJsonLdCount: 0, microdataCount: 0, types: [] },
      socialMeta: {
        openGraph: { hasTitle: false, hasDescription: false, hasImage: false, hasUrl: false, coverage: 0 },
        twitterCard: { hasCard: false, hasTitle: false, hasDescription: false, hasImage: false, coverage: 0 },
        hasFavicon: false,
        overallScore: 0,
      },
      security: { score: 20, measured: true, findings, error: null },
      domainTrust: { domain: 'naide.ee', findings: domainFindings, error: null },
      server: server({ httpsRedirect: { applicable: true, reachable: true, redirects: false, from: 'http://xn--nide-loa.ee/', to: null, status: 200 }, http2: false, compression: null, ttfbMs: 2500 }),
    },
  ],
  [
    'middling',
    {
      ssl: { valid: false, grade: null, issuedTo: null, error: null, status: 'IN_PROGRESS' },
      lighthouse: { performance: 60, accessibility: 75, bestPractices: 80, seo: 85, error: null },
      httpStatus: { status: 301, statusText: 'Moved Permanently', error: null },
      robotsTxt: { exists: false, blocksAll: false, blocksGooglebot: false, content: null, error: null },
      htmlAnalysis: { title: 'Lühike', titleLength: 6, metaDescription: 'x'.repeat(200), metaDescriptionLength: 200, h1Count: 3, langAttribute: 'et', canonicalUrl: null, error: null },
      imageAnalysis: { totalImages: 4, imagesWithoutAlt: 1, imagesWithEmptyAlt: 2, altCoverage: 75, missingAltFiles: ['pood.jpg'] },
      structuredData: { hasJsonLd: true, hasMicrodata: false, jsonLdCount: 1, invalidJsonLdCount: 1, microdataCount: 0, types: ['Organization'] },
      security: { score: 80, measured: true, findings: [], error: null },
      domainTrust: { domain: 'naide.ee', findings: [{ id: 'dnssec', status: 'warn', facts: { case: 'unsigned', domain: 'naide.ee' } }], error: null },
      server: server({
        redirects: [
          { url: 'http://a.ee/', status: 301, location: 'https://a.ee/' },
          { url: 'https://a.ee/', status: 301, location: 'https://www.a.ee/' },
          { url: 'https://www.a.ee/', status: 301, location: 'https://www.a.ee/et/' },
        ],
        ttfbMs: 1200,
      }),
    },
  ],
  [
    'long title, only broken structured data, http silent',
    {
      htmlAnalysis: { title: 'x'.repeat(80), titleLength: 80, metaDescription: 'Lühike.', metaDescriptionLength: 7, h1Count: 1, langAttribute: null, canonicalUrl: 'https://a.ee/', error: null },
      structuredData: { hasJsonLd: false, hasMicrodata: false, jsonLdCount: 0, invalidJsonLdCount: 2, microdataCount: 0, types: [] },
      w3c: { valid: false, errors: 2, warnings: 1, info: 0, error: null },
      server: server({ httpsRedirect: { applicable: true, reachable: false, redirects: false, from: 'http://a.ee/', to: null, status: null } }),
    },
  ],
];

const allCards = (result: TestResult): ResultCard[] => buildReport(result).sections.flatMap((s) => s.cards);

describe('"Mida teha:" on every warning and problem (copy review T10)', () => {
  it.each(VARIANTS)('%s: a warning or a problem has one sentence of advice; anything else has none', (_, change) => {
    for (const card of allCards(sampleResult(change))) {
      if (card.grade === 'warning' || card.grade === 'bad') {
        expect(card.fix, card.id).toMatch(/^[A-ZÕÄÖÜ].{15,}\.$/s);
      } else {
        expect(card.fix, card.id).toBeUndefined();
      }
    }
  });

  it('the variants reach a warning and a problem on every card that has them', () => {
    const seen = new Set(VARIANTS.flatMap(([, change]) => allCards(sampleResult(change)).filter((c) => c.grade === 'warning' || c.grade === 'bad').map((c) => `${c.id}:${c.grade}`)));
    for (const id of ['performance', 'seo', 'accessibility', 'best-practices', 'ssl', 'http-status', 'html-errors', 'security', 'title', 'description', 'h1', 'metadata', 'images', 'social', 'server-files', 'redirects', 'compression', 'response-time']) {
      expect(seen.has(`${id}:warning`) || seen.has(`${id}:bad`), id).toBe(true);
    }
    for (const id of ['structured-data', 'http2']) expect(seen.has(`${id}:warning`), id).toBe(true);
    for (const id of ['domain-trust']) expect([seen.has(`${id}:warning`), seen.has(`${id}:bad`)], id).toEqual([true, true]);
  });

  it('every security finding that needs attention or is a problem says what to do; one in order does not', () => {
    const security = allCards(sampleResult(VARIANTS[1][1])).find((c) => c.id === 'security');
    expect(security?.details).toHaveLength(findings.length);
    for (const detail of security?.details ?? []) expect(detail.fix, `${detail.id}`).toMatch(/^[A-ZÕÄÖÜ].{10,}\.$/);
    const passing = allCards(sampleResult({ security: { score: 100, measured: true, findings: [{ id: 'nosniff', status: 'pass', facts: { case: 'on' } }], error: null } }));
    expect(passing.find((c) => c.id === 'security')?.details?.[0].fix).toBeUndefined();
    // Every case the words know that can be a warning or a problem is covered above or below.
    for (const [id, words] of Object.entries(FINDING_WORDS)) {
      for (const c of Object.keys(words.fix ?? {})) expect({ ...ADVISED_CASES, ...DOMAIN_ADVISED_CASES }[id]?.cases, `${id}:${c}`).toContain(c);
    }
  });

  it('every domain and e-mail finding that needs attention or is a problem says what to do, apart from what was found', () => {
    const domain = allCards(sampleResult(VARIANTS[1][1])).find((c) => c.id === 'domain-trust');
    expect(domain?.details).toHaveLength(domainFindings.length);
    for (const detail of domain?.details ?? []) {
      expect(detail.fix, `${detail.id}`).toMatch(/^[A-ZÕÄÖÜ].{10,}\.$/);
      expect(detail.text, `${detail.id}`).not.toContain(detail.fix);
    }
  });
});
