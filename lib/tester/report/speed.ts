/**
 * The report's section "Kiirus ja kvaliteet": how fast the page opens in seconds (the lab metrics of the PageSpeed
 * run), what real visitors experience (Google's CrUX data, when it has any), the largest fixes, and the four Google
 * PageSpeed Insights scores, one card each. The words are in speed-words.ts.
 */
import { formatNumber } from '@/lib/format';
import type { PageSpeedDetails } from '@/lib/tester/contract.mjs';
import { SPEED_NOT_MEASURED } from '@/lib/tester/report/explain';
import {
  gradeScore,
  gradeSpeed,
  gradeSpeedMetric,
  SPEED_METRIC_LIMITS,
  VERDICT_WORDS,
  worstGrade,
  type Grade,
  type SpeedMetric,
} from '@/lib/tester/report/grading';
import { speedFixWords, type SpeedFixWords } from '@/lib/tester/report/speed-fixes';
import { METRIC_GRADE_WORDS, METRIC_WORDS, SPEED_WORDS, type ScoreCardWords } from '@/lib/tester/report/speed-words';
import type { LighthouseResult } from '@/lib/tester/state/schema';
import { type CardBuilder, type CardDetail, defineCard } from '@/lib/tester/report/cards';

type ScoreKey = keyof Omit<LighthouseResult, 'error' | 'details'>;
type ScoreFacts = { score: number };

/** A PageSpeed score card: graded by `gradeFn`, or "not available" when PageSpeed gave no scores. */
function pageSpeedCard(
  id: string,
  title: string,
  key: ScoreKey,
  gradeFn: (score: number) => Grade,
  why: string,
  measured: Record<Grade, (score: number) => string>,
  fix: Record<'warning' | 'bad', string>,
): CardBuilder {
  return defineCard<Grade | 'unavailable', ScoreFacts>({
    id,
    title,
    why,
    assess: ({ lighthouse }) => {
      const score = lighthouse[key];
      if (lighthouse.error) return { outcome: 'unavailable', grade: 'unknown', facts: { score } };
      const grade = gradeFn(score);
      return { outcome: grade, grade, facts: { score } };
    },
    say: {
      good: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.good(score) },
      warning: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.warning(score), fix: fix.warning },
      bad: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.bad(score), fix: fix.bad },
      // The reason is said once, in the section's intro (copy review T8).
      unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Seconds

/** A number in the site's language (the Estonian decimal comma), trailing zeros dropped: 3.84 → "3,8", 4.02 → "4". */
const decimal = (value: number, digits: number) => formatNumber(Number(value.toFixed(digits)));

/** A time as the report writes it: "3,8 s"; under a second in ms ("350 ms"). */
export const inSeconds = (ms: number) => (ms < 1000 ? `${Math.round(ms / 10) * 10} ms` : `${decimal(ms / 1000, 1)} s`);

/** A size as the report writes it: "340 KB", "1,2 MB". */
const inKilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${decimal(bytes / 1024 / 1024, 1)} MB`);

const METRIC_FORMAT: Record<SpeedMetric, (value: number) => string> = {
  lcpMs: inSeconds,
  fcpMs: inSeconds,
  tbtMs: inSeconds,
  cls: (value) => decimal(value, 2),
  speedIndexMs: inSeconds,
  inpMs: inSeconds,
};

const STATUS_OF: Record<Grade, CardDetail['status']> = { good: 'pass', warning: 'warn', bad: 'fail' };

/** "hea on kuni 2,5 s": the metric's "good" limit (SPEED_METRIC_LIMITS). */
function limitText(metric: SpeedMetric): string {
  const limit = METRIC_FORMAT[metric](SPEED_METRIC_LIMITS[metric][0]);
  if (process.env.SITE_LOCALE === 'en') return `good is up to ${limit}`;
  return `hea on kuni ${limit}`;
}

function metricDetail(metric: SpeedMetric, value: number, idPrefix: string): CardDetail & { grade: Grade } {
  const grade = gradeSpeedMetric(metric, value);
  const words = METRIC_WORDS[metric];
  return {
    id: `${idPrefix}-${metric}`,
    label: `${words.label}: ${METRIC_FORMAT[metric](value)}`,
    status: STATUS_OF[grade],
    statusLabel: METRIC_GRADE_WORDS[grade],
    text: `${words.explain[0].toUpperCase()}${words.explain.slice(1)} (${limitText(metric)}).`,
    grade,
  };
}

type LabFacts = { details: (CardDetail & { grade: Grade })[]; lcp: number; fix: string };
const LAB_METRICS: readonly SpeedMetric[] = ['lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/** The lab metrics of the PageSpeed run (a phone on a slow 4G line), each against Google's limits. */
export const LAB_SPEED_CARD = defineCard<'unavailable' | 'noMetrics' | Grade, LabFacts>({
  id: 'lab-speed',
  title: SPEED_WORDS.lab.title,
  why: SPEED_WORDS.lab.why,
  assess: ({ lighthouse }) => {
    const none = { details: [], lcp: 0, fix: '' };
    if (lighthouse.error) return { outcome: 'unavailable', grade: 'unknown', facts: none };
    const lab = lighthouse.details?.lab;
    const details = LAB_METRICS.flatMap((metric) => {
      const value = lab?.[metric as keyof PageSpeedDetails['lab']];
      return typeof value === 'number' ? [metricDetail(metric, value, 'lab')] : [];
    });
    // An answer without Lighthouse's audits (never a real one): nothing to judge, but no failed check either.
    if (!details.length || typeof lab?.lcpMs !== 'number') return { outcome: 'noMetrics', grade: 'info', facts: none };
    const grade = worstGrade(details.map((d) => d.grade));
    return { outcome: grade, grade, facts: { details, lcp: lab.lcpMs, fix: speedAdvice(lighthouse.details) } };
  },
  say: {
    unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    noMetrics: { value: '–', found: SPEED_WORDS.lab.noMetrics },
    good: { value: ({ lcp }) => inSeconds(lcp), found: SPEED_WORDS.lab.good },
    warning: {
      value: ({ lcp }) => inSeconds(lcp),
      found: SPEED_WORDS.lab.warning,
      fix: ({ fix }) => fix,
    },
    bad: {
      value: ({ lcp }) => inSeconds(lcp),
      found: SPEED_WORDS.lab.bad,
      fix: ({ fix }) => fix,
    },
  },
  details: ({ details }) => details.map(({ grade: _grade, ...detail }) => detail),
});

type FieldFacts = { details: (CardDetail & { grade: Grade })[]; scope: 'page' | 'origin' | null; fix: string };
const FIELD_METRICS = ['lcpMs', 'inpMs', 'cls'] as const;

const FIELD_SCOPE: Record<'page' | 'origin', string> = SPEED_WORDS.field.scope;

/** Real visitors (CrUX, p75) for the page, else for the whole site; "no data" said plainly (small sites have none). */
export const FIELD_SPEED_CARD = defineCard<'unavailable' | 'noData' | Grade, FieldFacts>({
  id: 'field-speed',
  title: SPEED_WORDS.field.title,
  why: SPEED_WORDS.field.why,
  assess: ({ lighthouse }) => {
    // The lab card and the scores already say that PageSpeed failed; this one is not counted a second time.
    if (lighthouse.error) return { outcome: 'unavailable', grade: 'info', facts: { details: [], scope: null, fix: '' } };
    const field = lighthouse.details?.field;
    if (!field) return { outcome: 'noData', grade: 'info', facts: { details: [], scope: null, fix: '' } };
    const details = FIELD_METRICS.flatMap((metric) => {
      const value = field[metric];
      return value ? [metricDetail(metric, value.p75, 'field')] : [];
    });
    const grade = worstGrade(details.map((d) => d.grade));
    return { outcome: grade, grade, facts: { details, scope: field.scope, fix: speedAdvice(lighthouse.details) } };
  },
  say: {
    unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    noData: {
      value: SPEED_WORDS.field.noData,
      badge: SPEED_WORDS.field.noData,
      found: SPEED_WORDS.field.noDataFound,
    },
    good: { value: METRIC_GRADE_WORDS.good, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${SPEED_WORDS.field.good}` },
    warning: { value: METRIC_GRADE_WORDS.warning, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${SPEED_WORDS.field.warning}`, fix: ({ fix }) => fix },
    bad: { value: METRIC_GRADE_WORDS.bad, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${SPEED_WORDS.field.bad}`, fix: ({ fix }) => fix },
  },
  details: ({ details }) => details.map(({ grade: _grade, ...detail }) => detail),
});

/** A fix in words, with its estimated saving. */
export interface SpeedFix extends SpeedFixWords {
  id: string;
  savingsMs: number;
  savingsBytes: number;
}

/** How many fixes the report names. */
export const SPEED_FIXES_SHOWN = 3;

/**
 * The fixes with the largest savings that we have words for (one per kind: two audits about pictures are one fix),
 * and how many others PageSpeed suggested (counted, never shown in Lighthouse's own English).
 */
export function speedFixesOf(details: PageSpeedDetails | null | undefined): { shown: SpeedFix[]; others: number } {
  const shown: SpeedFix[] = [];
  const kinds = new Set<SpeedFixWords>();
  let others = 0;
  for (const fix of details?.fixes ?? []) {
    const words = speedFixWords(fix.id);
    if (!words) {
      others++;
      continue;
    }
    if (kinds.has(words)) continue;
    kinds.add(words);
    if (shown.length < SPEED_FIXES_SHOWN) shown.push({ ...fix, ...words });
    else others++;
  }
  return { shown, others };
}

/** "võit kuni 1,2 s" or "võit kuni 340 KB" */
export const savingInWords = ({ savingsMs, savingsBytes }: { savingsMs: number; savingsBytes: number }) =>
  SPEED_WORDS.saving(savingsMs > 0 ? inSeconds(savingsMs) : inKilobytes(savingsBytes));

/** The speed cards' advice: the largest translated fix PageSpeed named, else the usual first steps. */
function speedAdvice(details: PageSpeedDetails | null | undefined): string {
  const top = speedFixesOf(details).shown[0];
  return top ? SPEED_WORDS.advice(`${top.title.charAt(0).toLowerCase()}${top.title.slice(1)}`, top.how) : SPEED_WORDS.adviceGeneral;
}

type FixFacts = { shown: SpeedFix[]; others: number };

/** The largest fixes PageSpeed found, in the site's language (not graded: the speed cards grade). */
export const SPEED_FIXES_CARD = defineCard<'unavailable' | 'noAudits' | 'none' | 'fixes', FixFacts>({
  id: 'speed-fixes',
  title: SPEED_WORDS.fixes.title,
  why: SPEED_WORDS.fixes.why,
  assess: ({ lighthouse }) => {
    if (lighthouse.error) return { outcome: 'unavailable', grade: 'info', facts: { shown: [], others: 0 } };
    const { shown, others } = speedFixesOf(lighthouse.details);
    const measured = Object.values(lighthouse.details?.lab ?? {}).some((value) => value !== null);
    return { outcome: shown.length || others ? 'fixes' : measured ? 'none' : 'noAudits', grade: 'info', facts: { shown, others } };
  },
  say: {
    unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    noAudits: { value: '–', found: SPEED_WORDS.fixes.noAudits },
    none: { value: SPEED_WORDS.fixes.noneValue, badge: SPEED_WORDS.fixes.noneBadge, found: SPEED_WORDS.fixes.none },
    fixes: {
      value: ({ shown, others }) => SPEED_WORDS.fixes.count(shown.length + others),
      badge: SPEED_WORDS.fixes.badge,
      found: ({ shown, others }) => (shown.length ? `${SPEED_WORDS.fixes.shown}${SPEED_WORDS.others(others)}` : SPEED_WORDS.fixes.onlyOthers(others)),
    },
  },
  details: ({ shown }) =>
    shown.map((fix) => ({ id: fix.id, label: fix.title, status: 'warn', statusLabel: savingInWords(fix), text: fix.how })),
});

/** A PageSpeed score card from its words. */
const scoreCard = (id: string, key: ScoreKey, gradeFn: (score: number) => Grade, words: ScoreCardWords): CardBuilder =>
  pageSpeedCard(id, words.title, key, gradeFn, words.why, words.measured, words.fix);

export const SPEED_CARDS: CardBuilder[] = [
  LAB_SPEED_CARD,
  FIELD_SPEED_CARD,
  SPEED_FIXES_CARD,
  scoreCard('performance', 'performance', gradeSpeed, SPEED_WORDS.performance),
  scoreCard('seo', 'seo', gradeScore, SPEED_WORDS.seo),
  scoreCard('accessibility', 'accessibility', gradeScore, SPEED_WORDS.accessibility),
  scoreCard('best-practices', 'bestPractices', gradeScore, SPEED_WORDS.bestPractices),
];
