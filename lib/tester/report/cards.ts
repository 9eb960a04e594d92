/**
 * The report's card machinery: what a card, a section and the report are, and defineCard(), which turns a card's
 * table (assess: the outcome, the grade and the facts, no wording; say: the value, the finding and, where the
 * spec has one, the grade word, per outcome) into the card the view shows. Changing a sentence never touches
 * grading, and every word is testable. One file per report section lists its cards (speed.ts, technical.ts,
 * server.ts, seo.ts; a long section's cards and words are in files beside it); index.ts puts them in order and
 * builds the report.
 */
import { VERDICT_WORDS, type Grade } from '@/lib/tester/report/grading';
import type { SecurityFinding, TestResult } from '@/lib/tester/state/schema';
import type { PlanItem } from '@/lib/tester/report/plan';

/** A card's grade: "unknown" when the check could not be done, "info" when the tester does not grade it. */
export type CardGrade = Grade | 'unknown' | 'info';

/** A card's badge word, from the one verdict scale (grading.ts). */
export const GRADE_LABELS: Record<CardGrade, string> = {
  good: VERDICT_WORDS.good,
  warning: VERDICT_WORDS.warning,
  bad: VERDICT_WORDS.bad,
  unknown: VERDICT_WORDS.unknown,
  info: VERDICT_WORDS.info,
};

export const SSL_IN_PROGRESS: string = process.env.SITE_LOCALE === 'en' ? 'Checking...' : 'Kontrollitakse...';

export interface ResultCard {
  id: string;
  title: string;
  /** The headline value, e.g. "92/100" or "Kehtiv". */
  value: string;
  grade: CardGrade;
  /** Short word for the grade shown on the badge (a metadata or server-file grade word where the spec has one). */
  gradeLabel: string;
  /** What was found, in plain Estonian words. Values from the tested site are plain text. */
  found: string;
  /** One sentence: why this matters. */
  why: string;
  /**
   * What the owner can do about it (copy review T10): one sentence, on every warning and bad outcome (shown after
   * "Mida teha:"); kept as data, so an action plan can rank and reuse it.
   */
  fix?: string;
  /** Items behind the value (the security findings), each with its verdict; a card with items spans its row. */
  details?: CardDetail[];
}

/** One item of a card: e.g. a security finding, with what was found and what it risks. */
export interface CardDetail {
  id: string;
  label: string;
  status: SecurityFinding['status'];
  statusLabel: string;
  text: string;
  /** What to do about a finding that needs attention or is a problem. */
  fix?: string;
}

/** The words for a security finding's verdict. */
export const FINDING_LABELS: Record<SecurityFinding['status'], string> = {
  pass: VERDICT_WORDS.good,
  warn: VERDICT_WORDS.warning,
  fail: VERDICT_WORDS.bad,
  na: VERDICT_WORDS.na,
};

export interface ResultSection {
  id: string;
  title: string;
  intro: string;
  cards: ResultCard[];
}

/** One demo statistic: an example value (not measured, so not graded) and what a good value would be. */
export interface StatsCard {
  id: string;
  title: string;
  value: string;
  benchmark: string;
}

export interface ResultSummary {
  title: string;
  text: string;
  performsWell: boolean | null;
  /** Cards per grade; cards the tester does not grade ("info") are not counted. */
  counts: Record<Exclude<CardGrade, 'info'>, number>;
}

export interface TestReport {
  summary: ResultSummary;
  /** "Mida teha kõigepealt": at most five fixes, the costliest first (plan.ts). */
  plan: PlanItem[];
  sections: ResultSection[];
  stats: StatsCard[];
}

// ---------------------------------------------------------------------------------------------------------
// The table machinery

export type Text<F> = string | ((facts: F) => string);

export interface Wording<F> {
  value: Text<F>;
  found: Text<F>;
  /** The badge word; the grade's own word when not given. */
  badge?: Text<F>;
  /** What to do (one sentence, the owner's action): required wherever the outcome can be a warning or bad. */
  fix?: Text<F>;
}

export interface Assessment<K extends string, F> {
  outcome: K;
  grade: CardGrade;
  facts: F;
}

export interface CardDefinition<K extends string, F> {
  id: string;
  title: string;
  why: string;
  /** How to grade: the outcome, its grade and the facts the wording needs. */
  assess: (result: TestResult) => Assessment<K, F>;
  /** What to say for each outcome. */
  say: Record<K, Wording<F>>;
  /** The items behind the value, if the card has any. */
  details?: (facts: F) => CardDetail[];
}

export type CardBuilder = (result: TestResult) => ResultCard;

export const render = <F>(text: Text<F>, facts: F) => (typeof text === 'function' ? text(facts) : text);

export function defineCard<K extends string, F>(definition: CardDefinition<K, F>): CardBuilder {
  return (result) => {
    const { outcome, grade, facts } = definition.assess(result);
    const wording = definition.say[outcome];
    const details = definition.details?.(facts) ?? [];
    // A fix is advice for something to improve: never shown on a card that is in order or was not checked.
    const fix = wording.fix !== undefined && (grade === 'warning' || grade === 'bad') ? render(wording.fix, facts) : '';
    return {
      id: definition.id,
      title: definition.title,
      why: definition.why,
      grade,
      value: render(wording.value, facts),
      found: render(wording.found, facts),
      gradeLabel: wording.badge === undefined ? GRADE_LABELS[grade] : render(wording.badge, facts),
      ...(fix ? { fix } : {}),
      ...(details.length ? { details } : {}),
    };
  };
}

export interface SectionDefinition {
  id: string;
  title: string;
  intro: Text<TestResult>;
  cards: CardBuilder[];
  /** Shown only for results it applies to (default: always). */
  when?: (result: TestResult) => boolean;
}
