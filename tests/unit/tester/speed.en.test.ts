/**
 * The English site's speed section (speed.ts, speed-fixes.ts): the seconds on a phone and Google's limits, real
 * visitors, the largest fixes with their savings, and the four PageSpeed scores, in plain English; no Estonian left.
 * Decimals come from lib/format.ts (formatNumber), so the expectations use it too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format';
import { pageSpeedDetailsOf } from '@/lib/tester/contract.mjs';
import { savingInWords, SPEED_CARDS } from '@/lib/tester/report/speed';
import { METRIC_GRADE_WORDS } from '@/lib/tester/report/speed-words';
import { SPEED_FIX_WORDS } from '@/lib/tester/report/speed-fixes';
import { THRESHOLDS } from '@/lib/tester/report/grading';
import type { ResultCard } from '@/lib/tester/report/cards';
import type { TestResult } from '@/lib/tester/state/schema';
import { sampleResult } from '../../fixtures/tester/result';
import { estonianIn, expectEnglish } from '@/tests/language';

const details = (name: string) => pageSpeedDetailsOf(JSON.parse(readFileSync(`tests/fixtures/tester/pagespeed/${name}.json`, 'utf8')));
const withScores = (performance: number, quality: number, name?: string): TestResult =>
  sampleResult({
    lighthouse: { performance, accessibility: quality, bestPractices: quality, seo: quality, error: null, details: name ? details(name) : undefined },
  });
const cards = (result: TestResult): ResultCard[] => SPEED_CARDS.map((build) => build(result));
const cardOf = (result: TestResult, id: string) => cards(result).find((c) => c.id === id)!;
const s = (seconds: number) => `${formatNumber(seconds)} s`;

describe('the speed section in English', () => {
  it('the seconds on a phone, each against Google’s limit', () => {
    const card = cardOf(withScores(31, 62, 'no-crux-unknown-audits'), 'lab-speed');
    expect(card).toMatchObject({ title: 'Speed on a phone, in seconds', value: s(9.1), grade: 'bad', gradeLabel: 'Problem' });
    expect(card.found).toBe('In Google’s test the page opened slowly on a phone: at least one measure is well over Google’s limit.');
    expect(card.details?.[0]).toMatchObject({
      label: `Largest Contentful Paint (LCP): ${s(9.1)}`,
      statusLabel: 'Poor',
      text: `When the largest image or block of text on the page appears (good is up to ${s(2.5)}).`,
    });
    expect(card.details?.map((d) => d.label.split(':')[0])).toEqual([
      'Largest Contentful Paint (LCP)',
      'First Contentful Paint (FCP)',
      'Blocked time (TBT)',
      'Layout stability (CLS)',
      'Speed Index',
    ]);
    expect(card.fix).toMatch(/^Start with the fix that saves the most: load the page’s largest image straight away\. /);
  });

  it('real visitors: the page’s own data, the whole site’s, or none (said plainly)', () => {
    const page = cardOf(withScores(62, 91, 'with-crux'), 'field-speed');
    expect(page).toMatchObject({ title: 'What real visitors experience', value: 'Good', grade: 'good' });
    expect(page.found).toBe(
      'Google’s data from real visitors to this page over the last 28 days (75% of visits were this fast or faster). All three core measures are good.',
    );
    const origin = cardOf(withScores(62, 91, 'origin-only'), 'field-speed');
    expect(origin).toMatchObject({ value: 'Poor', grade: 'bad' });
    expect(origin.found).toMatch(/^There is no separate data for this page, so these figures come from real visitors to the whole site/);
    expect(origin.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      [`Largest Contentful Paint (LCP): ${s(3.3)}`, 'Needs improvement'],
      ['Responsiveness (INP): 620 ms', 'Poor'],
      [`Layout stability (CLS): ${formatNumber(0.02)}`, 'Good'],
    ]);
    const none = cardOf(withScores(62, 91, 'no-crux-unknown-audits'), 'field-speed');
    expect(none).toMatchObject({ value: 'No data', gradeLabel: 'No data', grade: 'info' });
    expect(none.found).toMatch(/^Google does not have enough data from real visitors to your page\./);
  });

  it('the largest fixes with what each saves; the ones without words are counted', () => {
    const card = cardOf(withScores(31, 62, 'no-crux-unknown-audits'), 'speed-fixes');
    expect(card).toMatchObject({ title: 'What would make the page faster', value: '6 suggestions', gradeLabel: 'Suggestions' });
    expect(card.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      ['Load the page’s largest image straight away', `saves up to ${s(2.9)}`],
      ['Speed up the server’s response', 'saves up to 810 ms'],
      ['Cut down third-party scripts', 'saves up to 600 ms'],
    ]);
    expect(card.found).toBe('The fixes with the biggest savings are listed below. Google also suggested 3 smaller fixes; we go through those in the free audit.');
    expect(savingInWords({ savingsMs: 0, savingsBytes: 350_000 })).toBe('saves up to 342 KB');
  });

  it('the four scores say what the score means and what to do', () => {
    const slow = cards(withScores(31, 62));
    expect(slow.find((c) => c.id === 'performance')).toMatchObject({
      title: 'Speed on mobile',
      value: '31/100',
      found: 'Google scores the page’s speed on a phone at 31 out of 100: the page opens slowly on a phone.',
      fix: 'Start with the largest images and unnecessary scripts; if the page is still slow, have a developer look at how it loads.',
    });
    expect(slow.find((c) => c.id === 'seo')?.found).toBe('Google’s SEO check gave 62 points out of 100: several of the basics are missing.');
    expect(slow.find((c) => c.id === 'accessibility')?.title).toBe('Accessibility');
    expect(slow.find((c) => c.id === 'best-practices')?.title).toBe('Best practices');
    // A score between "needs work" and "performs well" (THRESHOLDS.performsWell) says it could still be faster.
    const fair = cardOf(withScores(THRESHOLDS.performsWell, 95), 'performance');
    expect(fair.found).toBe(`Google scores the page’s speed on a phone at ${THRESHOLDS.performsWell} out of 100: it could still be faster.`);
  });

  it('leaves no Estonian in any speed card, any grade or any fix PageSpeed can name', () => {
    const results = [
      withScores(31, 62, 'no-crux-unknown-audits'),
      withScores(62, 91, 'with-crux'),
      withScores(62, 80, 'origin-only'),
      withScores(95, 95, 'with-crux'),
      withScores(82, 75),
      sampleResult({ lighthouse: { performance: 90, accessibility: 90, bestPractices: 90, seo: 90, error: null, details: { field: null, lab: { lcpMs: null, fcpMs: null, tbtMs: null, cls: null, speedIndexMs: null }, fixes: [] } } }),
    ];
    for (const card of results.flatMap(cards)) {
      for (const text of [card.title, card.value, card.gradeLabel, card.found, card.why, card.fix ?? '', ...(card.details ?? []).flatMap((d) => [d.label, d.statusLabel, d.text])]) {
        expect(estonianIn(text), `${card.id}: ${text}`).toEqual([]);
      }
    }
    expectEnglish(METRIC_GRADE_WORDS);
    expectEnglish(SPEED_FIX_WORDS);
    for (const [id, { title, how }] of Object.entries(SPEED_FIX_WORDS)) {
      expect(title, id).toMatch(/^[A-Z].*[^.]$/);
      expect(how, id).toMatch(/^[A-Z].+\.$/);
    }
  });
});
