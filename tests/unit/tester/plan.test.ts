/** "Mida teha kõigepealt": the ranking across cards, the platform's advice, and the headline built from it. */
import { describe, expect, it } from 'vitest';
import { pageSpeedDetailsOf } from '@/lib/tester/contract.mjs';
import { buildReport } from '@/lib/tester/report';
import { cardPlanItems, PLAN_SIZE, rankPlan } from '@/lib/tester/report/plan';
import { siteCards } from '@/lib/tester/report/site';
import type { SiteFindings } from '@/lib/tester/crawl/findings';
import { readFileSync } from 'node:fs';
import { sampleResult } from '../../fixtures/tester/result';

const details = (name: string) => pageSpeedDetailsOf(JSON.parse(readFileSync(`tests/fixtures/tester/pagespeed/${name}.json`, 'utf8')));
const html = sampleResult().htmlAnalysis;

/** A site with a bit of everything wrong. */
const troubled = () =>
  sampleResult({
    displayUrl: 'mure.test',
    ssl: { valid: false, grade: null, issuedTo: null, error: 'x', status: 'READY' },
    lighthouse: { performance: 31, accessibility: 62, bestPractices: 75, seo: 58, error: null, details: details('no-crux-unknown-audits') },
    htmlAnalysis: { ...html, title: null, titleLength: 0 },
    pageSignals: { robotsMeta: 'noindex', noindex: true, platform: 'wordpress' },
    sitemaps: { source: 'default', files: [], urlCount: 0, listsPage: false, newestLastmod: null, limited: false, error: null },
  });

describe('the action plan', () => {
  it('ranks by cost across every card: a page Google cannot show first, then https, speed, the title; at most five', () => {
    const { plan } = buildReport(troubled());
    expect(plan.map((p) => p.id)).toEqual(['google-noindexMeta', 'ssl', 'speed', 'title', 'google-sitemapMissing']);
    expect(plan).toHaveLength(PLAN_SIZE);
    expect(plan[0]).toMatchObject({ blocking: true, severe: true, title: 'Luba Google’il lehte otsingus näidata', effort: 'umbes 10 minutit', link: { href: '/blogi/mis-on-seo-ja-milleks-seda-vaja-on' } });
  });

  it('says how for the platform the page reveals (WordPress here), and the general way otherwise', () => {
    const wordpress = buildReport(troubled()).plan[0];
    expect(wordpress.how).toContain('WordPressis: Seaded → Lugemine');
    const unknown = buildReport(sampleResult({ ...troubled(), pageSignals: { robotsMeta: 'noindex', noindex: true, platform: null } })).plan[0];
    expect(unknown.how).toBe('Eemalda lehe koodis (<head>-osas) robots-märgendist noindex (või none).');
    const wix = buildReport(sampleResult({ ...troubled(), pageSignals: { robotsMeta: 'noindex', noindex: true, platform: 'wix' } })).plan[0];
    expect(wix.how).toMatch(/^Wixis:/);
  });

  it('the speed fix names the largest translated saving; the two speed cards make one fix', () => {
    const speed = buildReport(troubled()).plan.find((p) => p.id === 'speed')!;
    expect(speed.how).toBe('Suurim võit: laadi lehe suurim pilt kohe. Ära laadi lehe ülaosa põhipilti laisalt (loading="lazy") ja anna sellele kõrge prioriteet (fetchpriority="high").');
    expect(buildReport(troubled()).plan.filter((p) => p.id === 'speed')).toHaveLength(1);
  });

  it('the headline comes from the plan, not from the speed score', () => {
    expect(buildReport(troubled()).summary).toMatchObject({ title: 'mure.test pole Google’is nähtav', performsWell: false });
    expect(buildReport(troubled()).summary.text).toContain('Alusta sellest: „Luba Google’il lehte otsingus näidata“.');
    // The same speed score, without the blockers: a problem graded bad.
    const slow = sampleResult({ displayUrl: 'aeglane.test', lighthouse: { ...troubled().lighthouse } });
    expect(buildReport(slow).summary.title).toBe('aeglane.test vajab parandamist');
    // A low score alone does not make the headline: with good seconds and nothing else wrong, the site is fine.
    const fine = sampleResult({
      displayUrl: 'korras.test',
      lighthouse: { performance: 48, accessibility: 100, bestPractices: 100, seo: 100, error: null, details: details('with-crux') },
      w3c: { valid: true, errors: 0, warnings: 0, info: 0, error: null },
      htmlAnalysis: { ...html, metaDescription: 'x'.repeat(130), metaDescriptionLength: 130 },
      imageAnalysis: { totalImages: 1, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] },
      socialMeta: { ...sampleResult().socialMeta, overallScore: 100 },
    });
    const report = buildReport(fine);
    expect(report.plan.map((p) => p.id)).toEqual(['performance'].filter(() => false));
    expect(report.summary.title).toBe('korras.test toimib hästi');
    expect(report.summary.text).toMatch(/^Google’i testis avanes leht telefonis kiiresti: põhisisu oli nähtav 2,3 s pärast\./);
    expect(report.summary.performsWell).toBe(false);
  });

  it('ranks the security and domain findings too, with the worst item’s own fix', () => {
    const risky = sampleResult({
      security: { score: 40, measured: true, error: null, findings: [{ id: 'csp', status: 'fail', facts: { case: 'missing' } }, { id: 'x-content-type-options', status: 'warn', facts: { case: 'missing' } }] },
      domainTrust: { domain: 'näide.ee', error: null, findings: [{ id: 'spf', status: 'fail', facts: { case: 'missing', domain: 'näide.ee' } }, { id: 'dnssec', status: 'warn', facts: { case: 'unsigned', domain: 'näide.ee' } }] },
    });
    const { plan } = buildReport(risky);
    const ids = plan.map((p) => p.id);
    // A domain anyone can send mail as (40) and security graded bad (32: the headers limit damage, they are not
    // why sites get hacked) rank among the page's own fixes.
    expect(ids).toEqual(['speed', 'domain-trust', 'security', 'images', 'description']);
    expect(plan.find((p) => p.id === 'domain-trust')).toMatchObject({ title: 'Kaitse oma domeeni nime e-kirjades', severe: true, blocking: false });
    // How: the fix of the card's worst item (the missing SPF record), not a general sentence.
    expect(plan.find((p) => p.id === 'domain-trust')?.how).toMatch(/^Lisa DNS-i TXT-kirje „v=spf1 include:… ~all“/);
    expect(plan.find((p) => p.id === 'security')?.how).toMatch(/^Lase arendajal lisada esmalt Content-Security-Policy-Report-Only/);
  });

  it('joins the whole-site check’s findings to the page’s plan, ranked by the same costs', () => {
    const findings: SiteFindings = {
      pagesRead: 12,
      linksChecked: 30,
      unchecked: 0,
      blockedByRobots: 0,
      stopped: false,
      brokenLinks: [{ url: 'https://naide.ee/vana', status: 404, error: null, foundOn: ['https://naide.ee/'] }],
      redirectChains: [],
      duplicateTitles: [{ text: 'Avaleht', pages: ['https://naide.ee/', 'https://naide.ee/b'] }],
      duplicateDescriptions: [],
      missing: [],
      noindexInSitemap: [],
      failingSitemapUrls: [],
    };
    const page = buildReport(troubled()).plan;
    const site = cardPlanItems(siteCards(findings), 'wordpress');
    expect(site.map((p) => p.id)).toEqual(['site-broken-links', 'site-titles']);
    expect(site[0].how).toMatch(/^WordPressis: paranda link lehe redaktoris/);
    const joined = rankPlan([...page, ...site]);
    expect(joined).toHaveLength(PLAN_SIZE);
    // Broken links (cost 50) come after a page Google cannot show, https and slow phones, before the title.
    expect(joined.map((p) => p.id)).toEqual(['google-noindexMeta', 'ssl', 'speed', 'site-broken-links', 'title']);
  });
});

