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
import { LINKS_CARD } from '@/lib/tester/report/links';
import { GOOGLE_CARDS } from '@/lib/tester/report/google';

export { GRADE_LABELS, FINDING_LABELS, SSL_IN_PROGRESS } from '@/lib/tester/report/cards';
export type { CardDetail, CardGrade, ResultCard, ResultSection, ResultSummary, StatsCard, TestReport } from '@/lib/tester/report/cards';
export type { PlanItem } from '@/lib/tester/report/plan';

/** The sections' titles and intros, in the site's language (the cards are in each section's own file). */
const SECTION_WORDS =
  process.env.SITE_LOCALE === 'en'
    ? {
        google: { title: 'Visibility on Google', intro: 'Whether Google can show your site in search, and whether your sitemap leads it to your pages.' },
        speed: {
          title: 'Speed and quality',
          unavailable: (reason: string) => `${reason} The other checks were done.`,
          intro:
            'Measured with Google PageSpeed Insights as a mobile phone sees your page: times in seconds, data from real visitors and scores from 0 to 100. A single measurement can vary; where real-visitor data is shown, go by that.',
        },
        technical: {
          title: 'Security and technology',
          intro: 'Whether the site opens securely, answers correctly and is written in error-free code.',
          securityNotRun: ' The security settings were not checked this time.',
        },
        server: {
          title: 'Server and connection',
          intro: 'What our test server saw when it opened your home page: redirects, protocol, compression and response speed.',
        },
        seo: { title: 'SEO basics', intro: 'What Google and social media read from your home page.' },
      }
    : {
        google: { title: 'Leitavus Google’is', intro: 'Kas Google saab su lehte otsingus näidata ja kas sisukaart juhatab ta su lehtedeni.' },
        speed: {
          title: 'Kiirus ja kvaliteet',
          unavailable: (reason: string) => `${reason} Ülejäänud kontrollid on tehtud.`,
          intro:
            'Google PageSpeed Insightsi mõõtmine mobiiltelefoni vaates: ajad sekundites, päris külastajate andmed ja hinded 0–100. Üks mõõtmine võib kõikuda; kui päris külastajate andmed on olemas, lähtu neist.',
        },
        technical: {
          title: 'Turvalisus ja tehnika',
          intro: 'Kas leht avaneb turvaliselt, vastab korrektselt ja on kirjutatud veatu koodiga.',
          securityNotRun: ' Turvaseadete kontrolli seekord ei tehtud.',
        },
        server: {
          title: 'Server ja ühendus',
          intro: 'Mida nägi meie testiserver su avalehte avades: suunamised, protokoll, pakkimine ja vastamise kiirus.',
        },
        seo: { title: 'SEO põhitõed', intro: 'Mida Google ja sotsiaalmeedia su avalehelt välja loevad.' },
      };

export const REPORT_SECTIONS: SectionDefinition[] = [
  {
    id: 'google',
    title: SECTION_WORDS.google.title,
    intro: SECTION_WORDS.google.intro,
    cards: GOOGLE_CARDS,
  },
  {
    id: 'speed',
    title: SECTION_WORDS.speed.title,
    intro: (r) => (r.lighthouse.error ? SECTION_WORDS.speed.unavailable(speedUnavailableInWords(r.lighthouse.error)) : SECTION_WORDS.speed.intro),
    cards: SPEED_CARDS,
  },
  {
    id: 'technical',
    title: SECTION_WORDS.technical.title,
    intro: (r) => `${SECTION_WORDS.technical.intro}${r.security.error === SECURITY_NOT_RUN ? SECTION_WORDS.technical.securityNotRun : ''}`,
    cards: TECHNICAL_CARDS,
  },
  {
    id: 'server',
    title: SECTION_WORDS.server.title,
    intro: SECTION_WORDS.server.intro,
    cards: SERVER_CARDS,
    when: (r) => r.server !== null,
  },
  {
    id: 'seo',
    title: SECTION_WORDS.seo.title,
    intro: SECTION_WORDS.seo.intro,
    cards: [...SEO_CARDS, LINKS_CARD],
  },
];

/**
 * The demo statistics (spec: random values within fixed ranges): an example of what analytics shows, never a
 * measurement of the tested site, so no grade. Beside each value, what a good value is (the spec's thresholds).
 */
function statsCards(r: TestResult): StatsCard[] {
  const s = r.stats;
  const t = THRESHOLDS;
  if (process.env.SITE_LOCALE === 'en') {
    return [
      { id: 'bounce-rate', title: 'Bounce rate', value: `${s.bounceRate}%`, benchmark: `Good: up to ${t.bounceRate.good}%` },
      { id: 'visit-duration', title: 'Average visit length', value: s.avgVisitDuration, benchmark: `Good: at least ${formatDuration(t.visitSeconds.good)}` },
      { id: 'pages-per-visit', title: 'Pages per visit', value: formatNumber(s.pagesPerVisit, 1), benchmark: `Good: at least ${t.pagesPerVisit.good}` },
      { id: 'monthly-visitors', title: 'Visitors a month', value: formatWhole(s.monthlyVisitors), benchmark: 'Depends on your business and your area' },
    ];
  }
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

const SUMMARY_TITLES: Record<Verdict, (site: string) => string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        hidden: (site) => `${site} is not visible on Google`,
        fix: (site) => `${site} needs fixing`,
        improve: (site) => `${site} works, but it could do better`,
        fine: (site) => `${site} works well`,
        unknown: (site) => `The analysis of ${site} is ready`,
      }
    : {
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
  if (r.lighthouse.error) {
    return process.env.SITE_LOCALE === 'en'
      ? 'There is no result from Google’s speed measurement, so we give no verdict on speed.'
      : 'Google’i kiirusemõõtmise tulemust pole, seega kiiruse kohta me hinnangut ei anna.';
  }
  const lcp = r.lighthouse.details?.lab.lcpMs;
  if (typeof lcp === 'number') {
    const grade = gradeSpeedMetric('lcpMs', lcp);
    if (process.env.SITE_LOCALE === 'en') {
      const pace = grade === 'good' ? 'quickly' : grade === 'warning' ? 'at a reasonable speed' : 'slowly';
      return `In Google’s test the page opened ${pace} on a phone: the main content was visible after ${inSeconds(lcp)}.`;
    }
    const pace = grade === 'good' ? 'kiiresti' : grade === 'warning' ? 'mõistliku kiirusega' : 'aeglaselt';
    return `Google’i testis avanes leht telefonis ${pace}: põhisisu oli nähtav ${inSeconds(lcp)} pärast.`;
  }
  return process.env.SITE_LOCALE === 'en'
    ? `Google scores the page’s speed on a phone at ${r.lighthouse.performance} out of 100.`
    : `Google hindab lehe kiirust telefonis ${r.lighthouse.performance} punktiga sajast.`;
}

/** What was found, in the words of the one verdict scale (grading.ts), and the first fix of the plan. */
function foundText(counts: ResultSummary['counts'], plan: PlanItem[]): string {
  if (process.env.SITE_LOCALE === 'en') {
    const kinds = [
      counts.bad ? countLabel(counts.bad, { one: 'problem', other: 'problems' }) : '',
      counts.warning ? `${countLabel(counts.warning, { one: 'thing', other: 'things' })} that ${counts.warning === 1 ? 'needs' : 'need'} attention` : '',
    ].filter(Boolean);
    const rest =
      kinds.length === 0
        ? 'Everything we checked is in order.'
        : !plan.length
          ? 'We found nothing major that needs fixing; the details are on the cards below.'
          : `We found ${kinds.join(' and ')}.`;
    return `${rest}${plan[0] ? ` Start with this: “${plan[0].title}”.` : ''}`;
  }
  // "Probleem", "Vajab tähelepanu".
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
  return `${rest}${first}`;
}

function summaryOf(r: TestResult, sections: ResultSection[], plan: PlanItem[]): ResultSummary {
  const counts = { good: 0, warning: 0, bad: 0, unknown: 0 };
  for (const section of sections) for (const c of section.cards) if (c.grade !== 'info') counts[c.grade]++;
  const verdict = verdictOf(r, plan);
  const hidden =
    process.env.SITE_LOCALE === 'en'
      ? 'Google does not show this page in search at the moment, so new customers cannot find you there.'
      : 'Google ei näita seda lehte praegu otsingus, seega ei leia uued kliendid sind sealt.';
  const lead = verdict === 'hidden' ? hidden : speedLead(r);
  return {
    title: SUMMARY_TITLES[verdict](r.displayUrl),
    text: `${lead} ${foundText(counts, plan)}`,
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
