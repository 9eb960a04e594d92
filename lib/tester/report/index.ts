/**
 * What the results view shows: the report's sections in order (each section's cards are in its own file), the
 * summary at the top, the locked statistics panel, and buildReport(), which the view renders.
 */
import { formatNumber, formatWhole } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import { speedUnavailableInWords } from '@/lib/tester/report/explain';
import { gradeSpeed, performsWell, THRESHOLDS } from '@/lib/tester/report/grading';
import { formatDuration } from '@/lib/tester/checks/stats';
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

export { GRADE_LABELS, FINDING_LABELS, SSL_IN_PROGRESS } from '@/lib/tester/report/cards';
export type { CardDetail, CardGrade, ResultCard, ResultSection, ResultSummary, StatsCard, TestReport } from '@/lib/tester/report/cards';

export const REPORT_SECTIONS: SectionDefinition[] = [
  {
    id: 'speed',
    title: 'Kiirus ja kvaliteet',
    intro: (r) =>
      r.lighthouse.error
        ? `${speedUnavailableInWords(r.lighthouse.error)} Ülejäänud kontrollid on tehtud.`
        : 'Google PageSpeed Insightsi mõõtmine mobiiltelefoni vaates, hinne 0–100.',
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

/** The summary's verdict on speed: the spec's "performs well" from 70, but "toimib hästi" only with a good grade. */
type SpeedVerdict = 'unknown' | 'fast' | 'fair' | 'slow';

const SUMMARY_WORDING: Record<SpeedVerdict, { title: (site: string) => string; lead: (score: number) => string }> = {
  unknown: {
    title: (site) => `${site} analüüs on valmis`,
    lead: () => 'Google’i kiirusemõõtmise tulemust pole, seega kiiruse kohta me hinnangut ei anna.',
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
    // 50-69 is the spec's "warning" speed grade below its "performs well" line (T13): slowish, not slow.
    lead: (score) =>
      gradeSpeed(score) === 'warning'
        ? `Leht avaneb telefonis aeglasevõitu (${score}/100): kiirust tasub parandada.`
        : `Leht on telefonis aeglane (${score}/100) ja see peletab külastajaid.`,
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
  // In the words of the one verdict scale (grading.ts): "Probleem", "Vajab tähelepanu".
  const kinds = [
    counts.bad ? countLabel(counts.bad, { one: 'probleemi', other: 'probleemi' }) : '',
    counts.warning ? `${countLabel(counts.warning, { one: 'koha', other: 'kohta' })}, mis ${counts.warning === 1 ? 'vajab' : 'vajavad'} tähelepanu` : '',
  ].filter(Boolean);
  const rest = kinds.length === 0 ? 'Kõik kontrollitud näitajad on korras.' : `Leidsime ${kinds.join(' ja ')}.`;
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
