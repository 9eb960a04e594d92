/**
 * PageSpeed's answer beyond the four scores: lab metrics in seconds, real-visitor data (CrUX) for the page or the
 * origin, and the largest fixes in Estonian. Fixture answers: tests/fixtures/tester/pagespeed/ (with page CrUX,
 * with origin data only, without CrUX and with audit ids we do not translate).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSpeedAnswer, pageSpeedDetailsOf } from '@/lib/tester/contract.mjs';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { speedFixesOf } from '@/lib/tester/report/speed';
import { SPEED_FIX_WORDS } from '@/lib/tester/report/speed-fixes';
import { checkPageSpeed } from '@/lib/tester/checks/pagespeed';
import { sampleResult } from '../../fixtures/tester/result';

const fixture = (name: string) => JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/tester/pagespeed', `${name}.json`), 'utf8'));
const reportWith = (name: string) => {
  const details = pageSpeedDetailsOf(fixture(name));
  return buildReport(sampleResult({ lighthouse: { performance: 62, accessibility: 91, bestPractices: 78, seo: 92, error: null, details } }));
};
const cardOf = (report: ReturnType<typeof buildReport>, id: string) => report.sections.flatMap((s) => s.cards).find((c) => c.id === id) as ResultCard;
const ENGLISH = /\b(the|and|image|images|render|blocking|insight|unused|response|font|third|party|audit)\b/i;
const allText = (card: ResultCard) => [card.title, card.value, card.gradeLabel, card.found, card.why, ...(card.details ?? []).flatMap((d) => [d.label, d.statusLabel, d.text])].join('\n');

describe('pageSpeedDetailsOf (the contract: read the same by the API and the browser)', () => {
  it('with CrUX for the page: the page’s p75 (CLS from its ×100 form), the lab values and the failing audits with a saving', () => {
    const details = pageSpeedDetailsOf(fixture('with-crux'));
    expect(details.field).toEqual({ scope: 'page', lcpMs: { p75: 2100 }, inpMs: { p75: 180 }, cls: { p75: 0.05 } });
    expect(details.lab).toEqual({ lcpMs: 2304.9, fcpMs: 1210.4, tbtMs: 40, cls: 0.012, speedIndexMs: 1890.2 });
    expect(details.fixes).toEqual([{ id: 'image-delivery-insight', savingsMs: 300, savingsBytes: 0 }]);
    expect(pageSpeedAnswer.safeParse({ url: 'https://paikesekiir.test/', scores: { performance: 93, accessibility: 98, bestPractices: 96, seo: 100 }, details, fetchedAt: 'x', cached: false }).success).toBe(true);
  });

  it('origin data only (origin_fallback): the whole site’s p75; fixes sorted by the time they save, then by bytes', () => {
    const details = pageSpeedDetailsOf(fixture('origin-only'));
    expect(details.field).toEqual({ scope: 'origin', lcpMs: { p75: 3300 }, inpMs: { p75: 620 }, cls: { p75: 0.02 } });
    expect(details.fixes.map((f) => f.id)).toEqual(['render-blocking-resources', 'unused-javascript', 'uses-optimized-images', 'modern-image-formats', 'uses-long-cache-ttl']);
  });

  it('without CrUX: field is null; an answer with nothing in it never throws', () => {
    expect(pageSpeedDetailsOf(fixture('no-crux-unknown-audits')).field).toBeNull();
    for (const odd of [null, undefined, 42, 'x', {}, { lighthouseResult: { audits: { a: null, b: 'x', c: { score: 0, metricSavings: { LCP: 'NaN' } } } } }]) {
      expect(() => pageSpeedDetailsOf(odd)).not.toThrow();
      expect(pageSpeedDetailsOf(odd).fixes).toEqual([]);
    }
  });

  it('the browser’s fallback reads the same details from PageSpeed’s own answer', async () => {
    const body = JSON.stringify(fixture('origin-only'));
    const result = await checkPageSpeed('https://kirsipuu.test', 'key', async () => new Response(body, { status: 200 }));
    expect(result).toMatchObject({ performance: 62, error: null, details: { field: { scope: 'origin' } } });
  });
});

describe('the speed cards', () => {
  it('lab metrics in seconds, each judged against Google’s limits', () => {
    const card = cardOf(reportWith('no-crux-unknown-audits'), 'lab-speed');
    expect(card).toMatchObject({ title: 'Kiirus telefonis sekundites', value: '9,1 s', grade: 'bad' });
    expect(card.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      ['Suurima sisuosa ilmumine (LCP): 9,1 s', 'Kehv'],
      ['Esimese sisu ilmumine (FCP): 4,4 s', 'Kehv'],
      ['Blokeeritud aeg (TBT): 1,3 s', 'Kehv'],
      ['Paigalpüsivus (CLS): 0,31', 'Kehv'],
      ['Kiirusindeks: 8,1 s', 'Kehv'],
    ]);
    const good = cardOf(reportWith('with-crux'), 'lab-speed');
    expect(good).toMatchObject({ value: '2,3 s', grade: 'good' });
    expect(good.details?.find((d) => d.id === 'lab-tbtMs')?.label).toBe('Blokeeritud aeg (TBT): 40 ms');
  });

  it('real visitors: the page’s data rated good / needs improvement / poor, the origin’s said to be the whole site’s', () => {
    const page = cardOf(reportWith('with-crux'), 'field-speed');
    expect(page).toMatchObject({ value: 'Hea', grade: 'good' });
    expect(page.found).toMatch(/^Google’i andmed selle lehe päris külastajatelt/);
    expect(page.details?.map((d) => d.statusLabel)).toEqual(['Hea', 'Hea', 'Hea']);
    const origin = cardOf(reportWith('origin-only'), 'field-speed');
    expect(origin).toMatchObject({ value: 'Kehv', grade: 'bad' });
    expect(origin.found).toMatch(/^Selle lehe kohta eraldi andmeid pole, need on kogu saidi/);
    expect(origin.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      ['Suurima sisuosa ilmumine (LCP): 3,3 s', 'Vajab parandamist'],
      ['Reageerimine (INP): 620 ms', 'Kehv'],
      ['Paigalpüsivus (CLS): 0,02', 'Hea'],
    ]);
  });

  it('no real-visitor data: said plainly, not graded as a failure', () => {
    const card = cardOf(reportWith('no-crux-unknown-audits'), 'field-speed');
    expect(card).toMatchObject({ value: 'Andmeid pole', grade: 'info' });
    expect(card.found).toContain('Google’il pole su lehe kohta piisavalt päris külastajate andmeid');
  });

  it('the three fixes with the largest savings in Estonian; unknown audit ids counted, never shown', () => {
    const card = cardOf(reportWith('no-crux-unknown-audits'), 'speed-fixes');
    expect(card.details?.map((d) => [d.label, d.statusLabel])).toEqual([
      ['Laadi lehe suurim pilt kohe', 'võit kuni 2,9 s'],
      ['Kiirenda serveri vastust', 'võit kuni 810 ms'],
      ['Vähenda kolmandate osapoolte skripte', 'võit kuni 600 ms'],
    ]);
    expect(card.found).toContain('veel 3 väiksemat parandust');
    expect(allText(card)).not.toMatch(/future|another|insight/);
    for (const id of ['lab-speed', 'field-speed', 'speed-fixes']) expect(allText(cardOf(reportWith('no-crux-unknown-audits'), id)), id).not.toMatch(ENGLISH);
  });

  it('two audits about the same thing are one fix (pictures), the next kind takes the third place', () => {
    const { shown, others } = speedFixesOf(pageSpeedDetailsOf(fixture('origin-only')));
    expect(shown.map((f) => f.id)).toEqual(['render-blocking-resources', 'unused-javascript', 'uses-optimized-images']);
    expect(others).toBe(1);
  });

  it('every translated fix is Estonian', () => {
    for (const [id, words] of Object.entries(SPEED_FIX_WORDS)) expect(`${words.title} ${words.how}`, id).not.toMatch(/\b(the|and|your|images)\b/i);
  });

  it('PageSpeed unavailable: the three cards say it was not measured (the reason is in the section’s intro), graded unknown', () => {
    const report = buildReport(sampleResult({ lighthouse: { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error: 'Network error' } }));
    expect(cardOf(report, 'lab-speed')).toMatchObject({ value: '–', grade: 'unknown', gradeLabel: 'Ei mõõdetud' });
    // Said on the two cards that follow from it too, but not counted again as a check that failed.
    for (const id of ['field-speed', 'speed-fixes']) expect(cardOf(report, id), id).toMatchObject({ value: '–', grade: 'info', gradeLabel: 'Ei mõõdetud' });
  });
});
