/**
 * What the results view shows: the report's sections in order (each section's cards are in its own file), the
 * summary at the top, the locked statistics panel, and buildReport(), which the view renders.
 */
import { countLabel } from '@/lib/plural';
import { SPEED_UNAVAILABLE } from '@/lib/tester/report/explain';
import { gradeBounceRate, gradePagesPerVisit, gradeSpeed, gradeVisitDuration, performsWell } from '@/lib/tester/report/grading';
import type { LighthouseResult, TestResult } from '@/lib/tester/state/schema';
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
        ? `${SPEED_UNAVAILABLE} Ülejäänud kontrollid on tehtud.`
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
 * "4 321": thousands grouped with a no-break space, as Estonian writes numbers. (Not toLocaleString: its first
 * call loads the locale's number data, a long main-thread task on a slow phone.)
 */
/** The site's rule for numbers: whole up to 9999 ("4321"), grouped with a no-break space from 10 000 up. */
export const groupThousands = (n: number) => {
  const whole = String(Math.round(n));
  return whole.replace(/^-/, '').length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
};

function statsCards(r: TestResult): StatsCard[] {
  const s = r.stats;
  return [
    { id: 'bounce-rate', title: 'Põrkemäär', value: `${s.bounceRate}%`, grade: gradeBounceRate(s.bounceRate) },
    { id: 'visit-duration', title: 'Keskmine külastuse aeg', value: s.avgVisitDuration, grade: gradeVisitDuration(s.avgVisitDuration) },
    { id: 'pages-per-visit', title: 'Lehti külastuse kohta', value: s.pagesPerVisit.toFixed(1).replace('.', ','), grade: gradePagesPerVisit(s.pagesPerVisit) },
    { id: 'monthly-visitors', title: 'Külastajaid kuus', value: groupThousands(s.monthlyVisitors), grade: 'good' },
  ];
}

/** The summary's verdict on speed: the spec's "performs well" from 70, but "toimib hästi" only with a good grade. */
type SpeedVerdict = 'unknown' | 'fast' | 'fair' | 'slow';

const SUMMARY_WORDING: Record<SpeedVerdict, { title: (site: string) => string; lead: (score: number) => string }> = {
  unknown: {
    title: (site) => `${site} analüüs on valmis`,
    lead: () => `${SPEED_UNAVAILABLE} Seepärast me kiiruse kohta seekord hinnangut ei anna.`,
  },
  fast: {
    title: (site) => `${site} toimib hästi`,
    lead: (score) => `Leht avaneb telefonis kiiresti (${score}/100).`,
  },
  fair: {
    title: (site) => `${site} toimib, aga kiirust saab parandada`,
    lead: (score) => `Leht avaneb telefonis mõistliku kiirusega (${score}/100), kuid kiiremaks saab seda veel teha.`,
  },
  slow: {
    title: (site) => `${site} vajab parandamist`,
    lead: (score) => `Leht on telefonis aeglane (${score}/100) ja see peletab külastajaid.`,
  },
};

function speedVerdict(lighthouse: LighthouseResult): SpeedVerdict {
  if (lighthouse.error) return 'unknown';
  if (!performsWell(lighthouse.performance)) return 'slow';
  return gradeSpeed(lighthouse.performance) === 'good' ? 'fast' : 'fair';
}

function summaryOf(r: TestResult, sections: ResultSection[]): ResultSummary {
  const counts = { good: 0, warning: 0, bad: 0, unknown: 0 };
  for (const section of sections) for (const c of section.cards) if (c.grade !== 'info') counts[c.grade]++;
  const verdict = speedVerdict(r.lighthouse);
  const wording = SUMMARY_WORDING[verdict];
  const issues = counts.bad + counts.warning;
  const kinds = [
    counts.bad ? countLabel(counts.bad, { one: 'oluline', other: 'olulist' }) : '',
    counts.warning ? countLabel(counts.warning, { one: 'väiksem', other: 'väiksemat' }) : '',
  ].filter(Boolean);
  const rest =
    issues === 0
      ? 'Kõik kontrollitud näitajad on korras.'
      : `Leidsime ${countLabel(issues, { one: 'koha', other: 'kohta' })}, mida tasub parandada: ${kinds.join(' ja ')}.`;
  return {
    title: wording.title(r.displayUrl),
    text: `${wording.lead(r.lighthouse.performance)} ${rest}`,
    performsWell: verdict === 'unknown' ? null : performsWell(r.lighthouse.performance),
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
  return { summary: summaryOf(result, sections), sections, stats: statsCards(result) };
}
