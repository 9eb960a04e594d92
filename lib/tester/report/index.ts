/**
 * What the results view shows: the report's sections in order (each section's cards are in its own file), the
 * summary at the top, the locked statistics panel, and buildReport(), which the view renders.
 */
import { formatNumber, formatWhole } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import { speedUnavailableInWords } from '@/lib/tester/report/explain';
import { gradeSpeedMetric, performsWell, THRESHOLDS } from '@/lib/tester/report/grading';
import { actionPlan, type PlanItem } from '@/lib/tester/report/plan';
import { inSeconds } from '@/lib/tester/report/speed';
import { formatDuration } from '@/lib/tester/checks/stats';
import type { TestResult } from '@/lib/tester/state/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/checks/security-findings';
import {
  type ResultSection,
  type StatsCard,
  type ResultSummary,
  type TestReport,
  render,
  type SectionDefinition,
} from '@/lib/tester/report/cards';
import { SPEED_CARDS } from '@/lib/tester/report/speed';
import { TECHNICAL_CARDS } from '@/lib/tester/report/technical';
import { SERVER_CARDS } from '@/lib/tester/report/server';
import { SEO_CARDS } from '@/lib/tester/report/seo';
import { GOOGLE_CARDS } from '@/lib/tester/report/google';

export { GRADE_LABELS, FINDING_LABELS, SSL_IN_PROGRESS } from '@/lib/tester/report/cards';
export type { CardDetail, CardGrade, ResultCard, ResultSection, ResultSummary, StatsCard, TestReport } from '@/lib/tester/report/cards';
export type { PlanItem } from '@/lib/tester/report/plan';

export const REPORT_SECTIONS: SectionDefinition[] = [
  {
    id: 'google',
    title: 'Leitavus Google’is',
    intro: 'Kas Google saab su lehte otsingus näidata ja kas sisukaart juhatab ta su lehtedeni.',
    cards: GOOGLE_CARDS,
  },
  {
    id: 'speed',
    title: 'Kiirus ja kvaliteet',
    intro: (r) =>
      r.lighthouse.error
        ? `${speedUnavailableInWords(r.lighthouse.error)} Ülejäänud kontrollid on tehtud.`
        : 'Google PageSpeed Insightsi mõõtmine mobiiltelefoni vaates: ajad sekundites, päris külastajate andmed ja hinded 0–100. Üks mõõtmine võib kõikuda, seepärast vaata eelkõige sekundeid.',
    cards: SPEED_CARDS,
  },
  {
    id: 'technical',
    title: 'Turvalisus ja tehnika',
    intro: (r) =>
      `Kas leht avaneb turvaliselt, vastab korrektselt ja on kirjutatud veatu koodiga.${r.security.error === SECURITY_NOT_RUN ? ' Turvaseadete kontrolli seekord ei tehtud.' : ''}`,
    cards: TECHNICAL_CARDS,
  },
  {
    id: 'server',
    title: 'Server ja ühendus',
    intro: 'Mida nägi meie testiserver su avalehte avades: suunamised, protokoll, pakkimine ja vastamise kiirus.',
    cards: SERVER_CARDS,
    when: (r) => r.server !== null,
  },
  {
    id: 'seo',
    title: 'SEO põhitõed',
    intro: 'Mida Google ja sotsiaalmeedia su avalehelt välja loevad.',
    cards: SEO_CARDS,
  },
];

/**
 * The demo statistics (spec: random values within fixed ranges): an example of what analytics shows, never a
 * measurement of the tested site, so no grade. Beside each value, what a good value is (the spec's thresholds).
 */
function statsCards(r: TestResult): StatsCard[] {
  const s = r.stats;
  const t = THRESHOLDS;
  return [
    { id: 'bounce-rate', title: 'Põrkemäär', value: `${s.bounceRate}%`, benchmark: `Hea: kuni ${t.bounceRate.good}%` },
    { id: 'visit-duration', title: 'Keskmine külastuse aeg', value: s.avgVisitDuration, benchmark: `Hea: vähemalt ${formatDuration(t.visitSeconds.good)}` },
    {
      id: 'pages-per-visit',
      title: 'Lehti külastuse kohta',
      value: formatNumber(s.pagesPerVisit, 1),
      benchmark: `Hea: vähemalt ${t.pagesPerVisit.good}`,
    },
    { id: 'monthly-visitors', title: 'Külastajaid kuus', value: formatWhole(s.monthlyVisitors), benchmark: 'Sõltub su ärist ja piirkonnast' },
  ];
}

/** From this cost on, a problem graded bad makes the headline "vajab parandamist". */
const SEVERE_COST = 20;

/**
 * The summary's verdict, built from the action plan (plan.ts), not from the one PageSpeed number that swings from
 * run to run: a page Google cannot show; a problem a card graded bad; only things worth attention; nothing to fix
 * (and, when PageSpeed gave nothing, no claim about speed). performsWell stays the spec's rule (speed >= 70).
 */
type Verdict = 'hidden' | 'fix' | 'improve' | 'fine' | 'unknown';

const SUMMARY_TITLES: Record<Verdict, (site: string) => string> = {
  hidden: (site) => `${site} pole Google’is nähtav`,
  fix: (site) => `${site} vajab parandamist`,
  improve: (site) => `${site} toimib, aga paremaks saab teha`,
  fine: (site) => `${site} toimib hästi`,
  unknown: (site) => `${site} analüüs on valmis`,
};

function verdictOf(r: TestResult, plan: PlanItem[]): Verdict {
  if (plan.some((item) => item.blocking)) return 'hidden';
  // A problem graded bad that costs the owner something real (a missing share picture alone does not).
  if (plan.some((item) => item.severe && item.cost >= SEVERE_COST)) return 'fix';
  if (plan.length) return 'improve';
  return r.lighthouse.error ? 'unknown' : 'fine';
}

/** What the phone test measured, in seconds (the lab LCP), or that speed was not measured. */
function speedLead(r: TestResult): string {
  // The reason is said once, in the speed section's intro (copy review T8).
  if (r.lighthouse.error) return 'Google’i kiirusemõõtmise tulemust pole, seega kiiruse kohta me hinnangut ei anna.';
  const lcp = r.lighthouse.details?.lab.lcpMs;
  if (typeof lcp === 'number') {
    const grade = gradeSpeedMetric('lcpMs', lcp);
    const pace = grade === 'good' ? 'kiiresti' : grade === 'warning' ? 'mõistliku kiirusega' : 'aeglaselt';
    return `Google’i testis avanes leht telefonis ${pace}: põhisisu oli nähtav ${inSeconds(lcp)} pärast.`;
  }
  return `Google hindab lehe kiirust telefonis ${r.lighthouse.performance} punktiga sajast.`;
}

function summaryOf(r: TestResult, sections: ResultSection[], plan: PlanItem[]): ResultSummary {
  const counts = { good: 0, warning: 0, bad: 0, unknown: 0 };
  for (const section of sections) for (const c of section.cards) if (c.grade !== 'info') counts[c.grade]++;
  const verdict = verdictOf(r, plan);
  // In the words of the one verdict scale (grading.ts): "Probleem", "Vajab tähelepanu".
  const kinds = [
    counts.bad ? countLabel(counts.bad, { one: 'probleemi', other: 'probleemi' }) : '',
    counts.warning ? `${countLabel(counts.warning, { one: 'koha', other: 'kohta' })}, mis ${counts.warning === 1 ? 'vajab' : 'vajavad'} tähelepanu` : '',
  ].filter(Boolean);
  const rest =
    kinds.length === 0
      ? 'Kõik kontrollitud näitajad on korras.'
      : !plan.length
        ? 'Suuremaid parandamist vajavaid kohti me ei leidnud, üksikasjad on allpool kaartidel.'
        : `Leidsime ${kinds.join(' ja ')}.`;
  const first = plan[0] ? ` Alusta sellest: „${plan[0].title}“.` : '';
  const lead = verdict === 'hidden' ? 'Google ei näita seda lehte praegu otsingus, seega ei leia uued kliendid sind sealt.' : speedLead(r);
  return {
    title: SUMMARY_TITLES[verdict](r.displayUrl),
    text: `${lead} ${rest}${first}`,
    performsWell: r.lighthouse.error ? null : performsWell(r.lighthouse.performance),
    counts,
  };
}

export function buildReport(result: TestResult): TestReport {
  const sections = REPORT_SECTIONS.filter((section) => section.when?.(result) ?? true).map((section) => ({
    id: section.id,
    title: section.title,
    intro: render(section.intro, result),
    cards: section.cards.map((build) => build(result)),
  }));
  const plan = actionPlan(result, sections);
  return { summary: summaryOf(result, sections, plan), plan, sections, stats: statsCards(result) };
}
