/** Tester grading, with the spec's thresholds. Every threshold is here, once. */
import { parseDuration } from '@/lib/tester/checks/stats';
import type { HtmlAnalysis, RobotsTxtResult, SitemapXmlResult } from '@/lib/tester/state/schema';

export type Grade = 'good' | 'warning' | 'bad';

/**
 * The one scale of verdict words (copy review T9), used by every card's badge, the summary's counts and the
 * security findings: the same meaning always has the same word. "unknown" = the check was tried and could not
 * be done; "info" = the tester does not measure it (here); "na" (a security finding only) = does not apply.
 * The metadata and server-file grades keep the spec's own word scales (METADATA_GRADES, SERVER_FILE_GRADES).
 */
export const VERDICT_WORDS =
  process.env.SITE_LOCALE === 'en'
    ? ({
        good: 'Good',
        warning: 'Needs attention',
        bad: 'Problem',
        unknown: 'Could not be checked',
        info: 'Not measured',
        na: 'Does not apply',
      } as const)
    : ({
        good: 'Korras',
        warning: 'Vajab tähelepanu',
        bad: 'Probleem',
        unknown: 'Ei õnnestunud kontrollida',
        info: 'Ei mõõdetud',
        na: 'Ei rakendu',
      } as const);

/** How good a verdict is, for saying whether a change is for the better (higher is better). */
export const VERDICT_RANK: Record<Grade, number> = { bad: 0, warning: 1, good: 2 };

export const THRESHOLDS = {
  speed: { good: 90, warning: 50 },
  quality: { good: 90, warning: 70 },
  htmlErrors: { warningBelow: 5 },
  bounceRate: { good: 40, warning: 60 },
  /** "2 min or 1:30 or more" as given: 1:30 is the effective limit. */
  visitSeconds: { good: 90, warning: 60 },
  pagesPerVisit: { good: 3, warning: 2 },
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
  performsWell: 70,
  /** Server response time (time to first byte) in ms: web.dev's "good" and "needs improvement" limits. */
  responseMs: { good: 800, warning: 1800 },
  /** Redirects before the page: more than this many is a warning (each costs a round trip). */
  redirects: { warningAbove: 2 },
} as const;

const atLeast = (value: number, { good, warning }: { good: number; warning: number }): Grade =>
  value >= good ? 'good' : value >= warning ? 'warning' : 'bad';

/** PageSpeed performance: >= 90 good, >= 50 warning, else bad. */
export const gradeSpeed = (score: number): Grade => atLeast(score, THRESHOLDS.speed);

/** SEO, accessibility, best practices (and other 0-100 scores): >= 90 good, >= 70 warning, else bad. */
export const gradeScore = (score: number): Grade => atLeast(score, THRESHOLDS.quality);

/** Server response time (ms): up to 800 good, up to 1800 warning, else bad. */
export const gradeResponseTime = (ms: number): Grade =>
  ms <= THRESHOLDS.responseMs.good ? 'good' : ms <= THRESHOLDS.responseMs.warning ? 'warning' : 'bad';

/** HTML errors: 0 good, under 5 warning, else bad. */
export const gradeHtmlErrors = (errors: number): Grade =>
  errors === 0 ? 'good' : errors < THRESHOLDS.htmlErrors.warningBelow ? 'warning' : 'bad';

/**
 * The spec's grades of the demo statistics. The report shows those values as an example only, never graded (issue
 * 24); their "good" limits are said beside them (report/index.ts statsCards).
 */
/** Bounce rate %: <= 40 good, <= 60 warning, else bad. */
export const gradeBounceRate = (rate: number): Grade =>
  rate <= THRESHOLDS.bounceRate.good ? 'good' : rate <= THRESHOLDS.bounceRate.warning ? 'warning' : 'bad';

/** Average visit "m:ss": from 1:30 good, from 1:00 warning, else bad. */
export const gradeVisitDuration = (duration: string): Grade => {
  const seconds = parseDuration(duration);
  return Number.isNaN(seconds) ? 'bad' : atLeast(seconds, THRESHOLDS.visitSeconds);
};

/** Pages per visit: >= 3 good, >= 2 warning, else bad. */
export const gradePagesPerVisit = (pages: number): Grade => atLeast(pages, THRESHOLDS.pagesPerVisit);

const lengthGrade = (length: number, { min, max }: { min: number; max: number }): Grade =>
  length === 0 ? 'bad' : length >= min && length <= max ? 'good' : 'warning';

/** Title: 30-60 characters optimal, missing is bad. */
export const gradeTitleLength = (length: number): Grade => lengthGrade(length, THRESHOLDS.title);

/** Meta description: 120-160 characters optimal, missing is bad. */
export const gradeDescriptionLength = (length: number): Grade => lengthGrade(length, THRESHOLDS.description);

/** Exactly one H1 is good; none is bad; several is a warning. */
export const gradeH1Count = (count: number): Grade => (count === 1 ? 'good' : count === 0 ? 'bad' : 'warning');

/** The metadata grade words. */
export const METADATA_GRADES =
  process.env.SITE_LOCALE === 'en'
    ? ({ perfect: 'Perfect', good: 'Good', attention: 'Needs attention', many: 'Many shortcomings' } as const)
    : ({
        perfect: 'Suurepärane',
        good: 'Hea',
        attention: 'Vajab tähelepanu',
        many: 'Palju puudujääke',
      } as const);

export interface WordGrade {
  label: string;
  grade: Grade;
}

/**
 * Metadata: title length, description length, one H1, lang and canonical. All five in order is perfect,
 * one shortcoming good, two or three need attention, more are many shortcomings.
 */
export function gradeMetadata(html: HtmlAnalysis): WordGrade & { shortcomings: number } {
  const checks = [
    gradeTitleLength(html.titleLength) === 'good',
    gradeDescriptionLength(html.metaDescriptionLength) === 'good',
    gradeH1Count(html.h1Count) === 'good',
    Boolean(html.langAttribute),
    Boolean(html.canonicalUrl),
  ];
  const shortcomings = checks.filter((ok) => !ok).length;
  if (shortcomings === 0) return { label: METADATA_GRADES.perfect, grade: 'good', shortcomings };
  if (shortcomings === 1) return { label: METADATA_GRADES.good, grade: 'good', shortcomings };
  if (shortcomings <= 3) return { label: METADATA_GRADES.attention, grade: 'warning', shortcomings };
  return { label: METADATA_GRADES.many, grade: 'bad', shortcomings };
}

/** The server-file grade words (robots.txt and sitemap.xml). */
export const SERVER_FILE_GRADES =
  process.env.SITE_LOCALE === 'en'
    ? ({ allFine: 'All fine', partlyFine: 'Partly fine', blocked: 'Blocked', problems: 'Problems' } as const)
    : ({
        allFine: 'Kõik korras',
        partlyFine: 'Osaliselt korras',
        blocked: 'Blokeeritud',
        problems: 'Probleemid',
      } as const);

/**
 * robots.txt shutting out the whole site (for every crawler, or for Googlebot) is "blocked"; both files
 * present "all fine"; one of them "partly fine"; neither (or a failed check) "problems".
 */
export function gradeServerFiles(robots: RobotsTxtResult, sitemap: SitemapXmlResult): WordGrade {
  if (robots.exists && (robots.blocksAll || robots.blocksGooglebot)) return { label: SERVER_FILE_GRADES.blocked, grade: 'bad' };
  if (robots.exists && sitemap.exists) return { label: SERVER_FILE_GRADES.allFine, grade: 'good' };
  if (robots.exists || sitemap.exists) return { label: SERVER_FILE_GRADES.partlyFine, grade: 'warning' };
  return { label: SERVER_FILE_GRADES.problems, grade: 'bad' };
}

/**
 * Google's limits for the speed metrics, [good up to, needs improvement up to] (web.dev: Core Web Vitals for LCP,
 * INP and CLS; Lighthouse's mobile scoring curves' "good" and "poor" control points for FCP, TBT and Speed Index).
 * Times in ms, CLS unitless. The same limits judge a lab value and a real visitors' 75th percentile.
 */
export const SPEED_METRIC_LIMITS = {
  lcpMs: [2500, 4000],
  fcpMs: [1800, 3000],
  tbtMs: [200, 600],
  cls: [0.1, 0.25],
  speedIndexMs: [3400, 5800],
  inpMs: [200, 500],
} as const;

export type SpeedMetric = keyof typeof SPEED_METRIC_LIMITS;

/** A speed metric against Google's limits: good, needs improvement (warning) or poor (bad). */
export const gradeSpeedMetric = (metric: SpeedMetric, value: number): Grade => {
  const [good, poor] = SPEED_METRIC_LIMITS[metric];
  return value <= good ? 'good' : value <= poor ? 'warning' : 'bad';
};

/** The worst of some grades (Google's Core Web Vitals pass only when every metric is good). */
export const worstGrade = (grades: Grade[]): Grade => (grades.includes('bad') ? 'bad' : grades.includes('warning') ? 'warning' : 'good');

/** The summary calls the site well-performing from a speed score of 70. */
export const performsWell = (speed: number): boolean => speed >= THRESHOLDS.performsWell;
