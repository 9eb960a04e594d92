import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { caseStudies, CASE_STUDY_STATS_CAPTION, formatPeriod } from '@/content/case-studies';
import { reviews } from '@/content/reviews';
import { normaliseDate } from '@/lib/blog/dates';
import { resolveFacts } from '@/lib/blog/facts';
import { site } from '@/lib/site';

/**
 * Stories a company founded in 2025 can tell (issue 22, item 4). The spec fixes each article's date, so these
 * checks read the articles and content/case-studies.ts as they are and fail when a text says something the dates
 * make impossible: a story's dates out of order or before the company, an article citing a result published after
 * it, an article of the first year speaking of long habit.
 */
const DIR = 'content/blog';
const articles = readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx'))
  .map((file) => {
    const { data, content } = matter(readFileSync(join(DIR, file), 'utf8'));
    return { file, slug: String(data.slug), date: String(normaliseDate(data.date)), caseStudy: data.caseStudy as string | undefined, text: resolveFacts(content).text, raw: content };
  });
const founded = `${site.organisation.foundingYear}-01-01`;
const bySlug = new Map(articles.map((a) => [a.slug, a]));

/** Words by which an article cites a client story: the company's name in any case, or its headline result. */
function citesStory(text: string, study: (typeof caseStudies)[number]): boolean {
  const stem = study.companyGenitive.slice(0, Math.min(study.company.length, study.companyGenitive.length) - 1);
  return new RegExp(`\\b${stem}\\p{L}*`, 'u').test(text) || text.includes(study.link) || /kolmekordist|kolm korda suurem müügitulu/.test(text) && study.id === 'elujoud';
}

/** Phrases of long experience that a company in its first year cannot honestly use. */
const LONG_HABIT = /nagu meil tavaks|meie kogemusest|meie auditites|aastate jooksul oleme|aastatepikkune|alati teeme|oleme (juba )?aastaid/i;

describe('client stories: dates stated once in content/case-studies.ts', () => {
  it.each(caseStudies)('$company: start ≤ launch ≤ measured period < publication, none before the company existed', ({ timeline: t }) => {
    expect(t.projectStart >= founded).toBe(true);
    expect(t.projectStart <= t.launch).toBe(true);
    expect(t.launch <= t.measuredFrom).toBe(true);
    expect(t.measuredFrom < t.measuredTo).toBe(true);
    expect(t.measuredTo < t.published).toBe(true);
    expect(t.comparedFrom < t.comparedTo).toBe(true);
    expect(t.measuredTo <= t.approved && t.approved < t.published).toBe(true);
  });

  it.each(caseStudies)('$company: the "before" period ends before the work began and is like the "after" one', ({ timeline: t }) => {
    // Not a day of the work (from the first meeting to the launch) may count as "before".
    expect(t.comparedTo < t.projectStart).toBe(true);
    const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    expect(days(t.comparedFrom, t.comparedTo)).toBe(days(t.measuredFrom, t.measuredTo));
    // Like with like: the same weeks a year earlier (the same weekdays), or the same length just before the work.
    const yearEarlier = days(t.comparedFrom, t.measuredFrom);
    const weekday = (date: string) => new Date(date).getUTCDay();
    const sameWeeks = yearEarlier >= 357 && yearEarlier <= 371 && weekday(t.comparedFrom) === weekday(t.measuredFrom);
    const justBefore = days(t.comparedTo, t.projectStart) === 1;
    expect(sameWeeks || justBefore).toBe(true);
  });

  it.each(caseStudies)('$company: the story is published on its article\'s date, and the article quotes its dates', (study) => {
    const article = articles.find((a) => a.caseStudy === study.id)!;
    expect(article.date).toBe(study.timeline.published);
    expect(article.raw).toMatch(new RegExp(`<Fact name="${study.id}\\.(launch|projectStart)" />`));
    expect(article.raw).toContain(`<Fact name="${study.id}.measured" />`);
    expect(article.raw).toContain(`<Fact name="${study.id}.compared" />`);
    expect(article.raw).toContain(`<Fact name="${study.id}.approved" />`);
    // Dates are never written out by hand in the article.
    expect(article.raw).not.toMatch(/\b\d{1,2}\. (jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|september|oktoober|november|detsember)/);
  });

  it.each(caseStudies)('$company: the English story quotes the same dates, periods and approval', (study) => {
    const english = readdirSync('content/blog-en')
      .map((file) => readFileSync(join('content/blog-en', file), 'utf8'))
      .find((text) => new RegExp(`^caseStudy: ${study.id}$`, 'm').test(text))!;
    for (const fact of ['measured', 'compared', 'approved']) expect(english).toContain(`<Fact name="${study.id}.${fact}" />`);
    expect(english).not.toMatch(/\(<Fact name="\w+\.(projectStart|launch)" \/>\)/);
  });

  it('"kahe kuuga": the supplement shop\'s results are measured over two months, compared with the same weeks a year earlier', () => {
    const { timeline: t } = caseStudies.find((s) => s.id === 'elujoud')!;
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(days(t.measuredFrom, t.measuredTo)).toBeGreaterThanOrEqual(55);
    expect(days(t.measuredFrom, t.measuredTo)).toBeLessThanOrEqual(65);
    expect(days(t.comparedFrom, t.comparedTo)).toBeGreaterThanOrEqual(55);
    expect(CASE_STUDY_STATS_CAPTION).toContain(formatPeriod(t.measuredFrom, t.measuredTo));
  });

  it('the reviews tell the same stories: the moped shop took two weeks, the supplement shop grew in its second month', () => {
    expect(reviews.find((r) => r.company === 'Mopeedikoda')!.text).toMatch(/kahe nädalaga/);
    expect(reviews.find((r) => r.company === 'Elujõud')!.text).toMatch(/teisel kuul/);
  });
});

describe('articles in order', () => {
  it('reads six articles with their dates', () => {
    expect(articles).toHaveLength(6);
    for (const a of articles) expect(a.date >= founded, a.file).toBe(true);
  });

  it('no article links to an article published after it', () => {
    const forward = articles.flatMap((a) =>
      [...a.text.matchAll(/\/blogi\/([a-z0-9-]+)/g)]
        .map((m) => bySlug.get(m[1]))
        .filter((target) => target && target.date > a.date)
        .map((target) => `${a.file} (${a.date}) -> ${target!.slug} (${target!.date})`),
    );
    expect(forward).toEqual([]);
  });

  it('no article cites a client story published after it', () => {
    const early = articles.flatMap((a) =>
      caseStudies.filter((study) => study.timeline.published > a.date && citesStory(a.text, study)).map((study) => `${a.file} (${a.date}) cites ${study.company} (${study.timeline.published})`),
    );
    expect(early).toEqual([]);
  });

  it('the check would catch the old texts', () => {
    const elujoud = caseStudies.find((s) => s.id === 'elujoud')!;
    expect(citesStory('Toidulisandite e-pood Elujõud … müügitulu kasvas kahe kuuga kolm korda.', elujoud)).toBe(true);
    expect(citesStory('[kahe kuuga](/blogi/kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab)', elujoud)).toBe(true);
    expect(LONG_HABIT.test('Arendus võttis, nagu meil tavaks, 1–2 nädalat.')).toBe(true);
    expect(LONG_HABIT.test('Meie auditites korduvad ikka samad põhjused')).toBe(true);
  });

  it('no article of the company\'s first year speaks of long habit', () => {
    const firstYear = articles.filter((a) => a.date.startsWith(String(site.organisation.foundingYear)));
    const found = firstYear.flatMap((a) => [...a.text.matchAll(new RegExp(LONG_HABIT.source, 'gi'))].map((m) => `${a.file}: "${m[0]}"`));
    expect(found).toEqual([]);
  });
});
