/**
 * The English site's action plan (plan.ts, plan-fixes.ts): what to do first, why, how (for the owner's platform),
 * a rough effort and a link to the English article or the free audit; every fix in the data in plain English.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageSpeedDetailsOf } from '@/lib/tester/contract.mjs';
import { ROUTES } from '@/lib/routes';
import { buildReport } from '@/lib/tester/report';
import { cardPlanItems, PLAN_SIZE } from '@/lib/tester/report/plan';
import { CARD_FIXES, EFFORT, GOOGLE_FIXES, LINKS } from '@/lib/tester/report/plan-fixes';
import { THRESHOLDS } from '@/lib/tester/report/grading';
import type { ResultCard } from '@/lib/tester/report/cards';
import { sampleResult } from '../../fixtures/tester/result';
import { estonianIn, expectEnglish } from '@/tests/language';

const details = (name: string) => pageSpeedDetailsOf(JSON.parse(readFileSync(`tests/fixtures/tester/pagespeed/${name}.json`, 'utf8')));
const html = sampleResult().htmlAnalysis;

/** A site with a bit of everything wrong (as in plan.test.ts). */
const troubled = (platform: 'wordpress' | 'wix' | null = 'wordpress') =>
  sampleResult({
    displayUrl: 'trouble.test',
    ssl: { valid: false, grade: null, issuedTo: null, error: 'x', status: 'READY' },
    lighthouse: { performance: 31, accessibility: 62, bestPractices: 75, seo: 58, error: null, details: details('no-crux-unknown-audits') },
    htmlAnalysis: { ...html, title: null, titleLength: 0 },
    pageSignals: { robotsMeta: 'noindex', noindex: true, platform },
    sitemaps: { source: 'default', files: [], urlCount: 0, listsPage: false, newestLastmod: null, limited: false, error: null },
  });

/** The plan items whose words this module owns (a card without a template of its own reuses its card's words). */
const OWN = new Set(['speed', ...Object.keys(GOOGLE_FIXES).map((p) => `google-${p}`), ...Object.keys(CARD_FIXES)]);

describe('the action plan in English', () => {
  it('the costliest first, each with what to do, why, how, the effort and a link', () => {
    const { plan } = buildReport(troubled());
    expect(plan.map((p) => p.id)).toEqual(['google-noindexMeta', 'ssl', 'speed', 'title', 'google-sitemapMissing']);
    expect(plan).toHaveLength(PLAN_SIZE);
    expect(plan[0]).toMatchObject({
      title: 'Let Google show the page in search',
      why: 'The page’s head says noindex: Google leaves the page out of its search results, so not a single customer finds you there.',
      effort: 'about 10 minutes',
      link: { href: `${ROUTES.blog}/what-is-seo-and-why-you-need-it`, label: 'Read: what SEO is and how it brings you customers' },
    });
    expect(plan[1]).toMatchObject({ title: 'Switch on a secure connection (HTTPS)', effort: 'about 30 minutes', link: { href: '#audit', label: 'Book a free audit: we’ll sort it out together' } });
    expect(plan[3].title).toBe(`Give the page a title`);
    expect(plan[3].how).toBe('In WordPress: the ‘SEO title’ field in the page’s Yoast or Rank Math settings.');
  });

  it('says how for the platform the page reveals, and the general way otherwise', () => {
    expect(buildReport(troubled()).plan[0].how).toMatch(/^In WordPress: Settings → Reading → untick ‘Discourage search engines from indexing this site’/);
    expect(buildReport(troubled('wix')).plan[0].how).toMatch(/^In Wix: /);
    expect(buildReport(troubled(null)).plan[0].how).toBe('Remove noindex (or none) from the robots meta tag in the page’s head.');
  });

  it('the speed fix names the largest saving, keeping the fix’s own capitals', () => {
    const speed = buildReport(troubled()).plan.find((p) => p.id === 'speed')!;
    expect(speed).toMatchObject({ title: 'Make the page faster on phones', effort: 'half a day to a couple of days', link: { href: `${ROUTES.blog}/why-website-speed-decides-your-success` } });
    expect(speed.how).toBe(
      'Biggest saving: load the page’s largest image straight away. Do not lazy-load the main image at the top of the page (loading="lazy"), and give it high priority (fetchpriority="high").',
    );
  });

  it('a card without a fix of its own is reviewed with its own advice', () => {
    const card: ResultCard = { id: 'odd-card', title: 'Odd card', value: '–', grade: 'warning', gradeLabel: 'Needs attention', found: 'Found.', why: 'Why.', fix: 'Do this.' };
    expect(cardPlanItems([card], null)).toMatchObject([{ id: 'odd-card', title: 'Review: Odd card', how: 'Do this.', effort: 'about an hour' }]);
  });

  it('the lengths in the fixes are the grading’s (THRESHOLDS)', () => {
    expect(CARD_FIXES.title.warning?.title).toBe(`Make the page title ${THRESHOLDS.title.min}–${THRESHOLDS.title.max} characters long`);
    expect(CARD_FIXES.description.bad?.how.any).toContain(`${THRESHOLDS.description.min}–${THRESHOLDS.description.max} characters`);
  });

  it('leaves no Estonian in any fix, link or effort, nor in the plan items built from them', () => {
    expectEnglish(GOOGLE_FIXES);
    expectEnglish(CARD_FIXES);
    expectEnglish(LINKS);
    expectEnglish(EFFORT);
    for (const link of Object.values(LINKS)) expect(link.href, link.label).not.toMatch(/[õäöü]|\/(mis|miks)-/);
    for (const fix of [...Object.values(GOOGLE_FIXES), ...Object.values(CARD_FIXES).flatMap((grades) => Object.values(grades))]) {
      expect(fix.title, fix.title).toMatch(/^[A-Z].*[^.]$/);
      for (const how of Object.values(fix.how)) expect(how, fix.title).toMatch(/^[A-Z].+\.$/s);
    }
    for (const platform of ['wordpress', 'wix', null] as const) {
      for (const item of buildReport(troubled(platform)).plan.filter((p) => OWN.has(p.id))) {
        for (const text of [item.title, item.why, item.how, item.effort, item.link.label]) expect(estonianIn(text), `${item.id}: ${text}`).toEqual([]);
      }
    }
  });
});
