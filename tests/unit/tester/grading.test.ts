import { describe, expect, it } from 'vitest';
import {
  gradeBounceRate,
  gradeDescriptionLength,
  gradeH1Count,
  gradeHtmlErrors,
  gradeMetadata,
  gradePagesPerVisit,
  gradeScore,
  gradeServerFiles,
  gradeSpeed,
  gradeTitleLength,
  gradeVisitDuration,
  performsWell,
} from '@/lib/tester/report/grading';
import type { HtmlAnalysis } from '@/lib/tester/state/schema';

describe('tester grading boundaries', () => {
  it.each([
    [100, 'good'],
    [90, 'good'],
    [89, 'warning'],
    [50, 'warning'],
    [49, 'bad'],
    [0, 'bad'],
  ])('speed %i is %s', (score, grade) => expect(gradeSpeed(score)).toBe(grade));

  it.each([
    [90, 'good'],
    [89, 'warning'],
    [70, 'warning'],
    [69, 'bad'],
  ])('SEO, accessibility and best practices %i are %s', (score, grade) => expect(gradeScore(score)).toBe(grade));

  it.each([
    [0, 'good'],
    [1, 'warning'],
    [4, 'warning'],
    [5, 'bad'],
    [120, 'bad'],
  ])('%i HTML errors are %s', (errors, grade) => expect(gradeHtmlErrors(errors)).toBe(grade));

  it.each([
    [35, 'good'],
    [40, 'good'],
    [41, 'warning'],
    [60, 'warning'],
    [61, 'bad'],
  ])('bounce rate %i%% is %s', (rate, grade) => expect(gradeBounceRate(rate)).toBe(grade));

  it.each([
    ['3:00', 'good'],
    ['2:00', 'good'],
    ['1:30', 'good'],
    ['1:29', 'warning'],
    ['1:00', 'warning'],
    ['0:59', 'bad'],
    ['broken', 'bad'],
  ])('average visit %s is %s', (duration, grade) => expect(gradeVisitDuration(duration)).toBe(grade));

  it.each([
    [4, 'good'],
    [3, 'good'],
    [2.9, 'warning'],
    [2, 'warning'],
    [1.9, 'bad'],
  ])('%f pages per visit is %s', (pages, grade) => expect(gradePagesPerVisit(pages)).toBe(grade));

  it.each([
    [0, 'bad'],
    [29, 'warning'],
    [30, 'good'],
    [60, 'good'],
    [61, 'warning'],
  ])('title of %i characters is %s', (length, grade) => expect(gradeTitleLength(length)).toBe(grade));

  it.each([
    [0, 'bad'],
    [119, 'warning'],
    [120, 'good'],
    [160, 'good'],
    [161, 'warning'],
  ])('description of %i characters is %s', (length, grade) => expect(gradeDescriptionLength(length)).toBe(grade));

  it.each([
    [0, 'bad'],
    [1, 'good'],
    [2, 'warning'],
  ])('%i H1 headings are %s', (count, grade) => expect(gradeH1Count(count)).toBe(grade));

  it('the summary calls the site well-performing from speed 70', () => {
    expect(performsWell(70)).toBe(true);
    expect(performsWell(69)).toBe(false);
  });
});

describe('metadata grade words', () => {
  const perfect: HtmlAnalysis = {
    title: 't',
    titleLength: 45,
    metaDescription: 'd',
    metaDescriptionLength: 140,
    h1Count: 1,
    langAttribute: 'et',
    canonicalUrl: 'https://x.ee/',
    error: null,
  };

  it.each([
    [{}, 'Suurepärane', 'good'],
    [{ canonicalUrl: null }, 'Hea', 'good'],
    [{ canonicalUrl: null, h1Count: 2 }, 'Vajab tähelepanu', 'warning'],
    [{ canonicalUrl: null, h1Count: 0, langAttribute: null }, 'Vajab tähelepanu', 'warning'],
    [{ canonicalUrl: null, h1Count: 0, langAttribute: null, titleLength: 8 }, 'Palju puudujääke', 'bad'],
  ])('%j gives %s', (change, label, grade) => {
    expect(gradeMetadata({ ...perfect, ...change })).toMatchObject({ label, grade });
  });
});

describe('server-file grade words', () => {
  const robots = (exists: boolean, blocksAll = false, blocksGooglebot = blocksAll) => ({ exists, blocksAll, blocksGooglebot, content: null, error: null });
  const sitemap = (exists: boolean) => ({ exists, error: null });

  it('both files: all fine', () => expect(gradeServerFiles(robots(true), sitemap(true))).toEqual({ label: 'Kõik korras', grade: 'good' }));
  it('one file: partly fine', () => {
    expect(gradeServerFiles(robots(true), sitemap(false)).label).toBe('Osaliselt korras');
    expect(gradeServerFiles(robots(false), sitemap(true)).label).toBe('Osaliselt korras');
  });
  it('robots.txt shutting everything out: blocked', () =>
    expect(gradeServerFiles(robots(true, true), sitemap(true))).toEqual({ label: 'Blokeeritud', grade: 'bad' }));
  it('robots.txt shutting out Googlebot only: blocked too', () =>
    expect(gradeServerFiles(robots(true, false, true), sitemap(true))).toEqual({ label: 'Blokeeritud', grade: 'bad' }));
  it('neither: problems', () => expect(gradeServerFiles(robots(false), sitemap(false))).toEqual({ label: 'Probleemid', grade: 'bad' }));
});
