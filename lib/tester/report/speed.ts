/**
 * The report's section "Kiirus ja kvaliteet": the four Google PageSpeed Insights scores, one card each.
 */
import { explainSpeedError, SPEED_UNAVAILABLE } from '@/lib/tester/report/explain';
import { gradeScore, gradeSpeed, type Grade } from '@/lib/tester/report/grading';
import type { LighthouseResult } from '@/lib/tester/state/schema';
import { type CardBuilder, defineCard } from '@/lib/tester/report/cards';

type ScoreKey = keyof Omit<LighthouseResult, 'error'>;
type ScoreFacts = { score: number; reason: string };

/** A PageSpeed score card: graded by `gradeFn`, or "not available" when PageSpeed gave no scores. */
function pageSpeedCard(
  id: string,
  title: string,
  key: ScoreKey,
  gradeFn: (score: number) => Grade,
  why: string,
  measured: Record<Grade, (score: number) => string>,
): CardBuilder {
  return defineCard<Grade | 'unavailable', ScoreFacts>({
    id,
    title,
    why,
    assess: ({ lighthouse }) => {
      const score = lighthouse[key];
      if (lighthouse.error) return { outcome: 'unavailable', grade: 'unknown', facts: { score, reason: explainSpeedError(lighthouse.error) } };
      const grade = gradeFn(score);
      return { outcome: grade, grade, facts: { score, reason: '' } };
    },
    say: {
      good: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.good(score) },
      warning: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.warning(score) },
      bad: { value: ({ score }) => `${score}/100`, found: ({ score }) => measured.bad(score) },
      unavailable: { value: '–', badge: 'Pole mõõdetud', found: ({ reason }) => `${SPEED_UNAVAILABLE} ${reason}` },
    },
  });
}

export const SPEED_CARDS: CardBuilder[] = [
  pageSpeedCard(
    'performance',
    'Kiirus mobiilis',
    'performance',
    gradeSpeed,
    'Kui leht avaneb telefonis aeglaselt, lahkub osa külastajaid enne, kui nad su pakkumist näevadki.',
    {
      good: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb kiiresti.`,
      warning: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: kiirust saab veel parandada.`,
      bad: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb telefonis aeglaselt.`,
    },
  ),
  pageSpeedCard(
    'seo',
    'SEO',
    'seo',
    gradeScore,
    'Mida paremini Google su lehest aru saab, seda kõrgemal see otsingus on ja seda rohkem uusi kliente su üles leiab.',
    {
      good: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: tehnilised põhitõed on korras.`,
      warning: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mõni põhitõde vajab parandamist.`,
      bad: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mitu põhitõde on puudu.`,
    },
  ),
  pageSpeedCard(
    'accessibility',
    'Ligipääsetavus',
    'accessibility',
    gradeScore,
    'Loetav tekst, piisav kontrast ja selged nupud aitavad iga külastaja päringu või ostuni, ka väikesel ekraanil.',
    {
      good: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: lehte on lihtne kasutada.`,
      warning: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: osa külastajaid jääb hätta.`,
      bad: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: paljudel külastajatel on lehte raske kasutada.`,
    },
  ),
  pageSpeedCard(
    'best-practices',
    'Head tavad',
    'bestPractices',
    gradeScore,
    'Tänapäevased tehnilised tavad hoiavad lehe töökindla ja väldivad brauseri hoiatusi, mis külastajaid hirmutavad.',
    {
      good: (n) => `Heade tavade kontroll andis ${n} punkti sajast.`,
      warning: (n) => `Heade tavade kontroll andis ${n} punkti sajast: mõni tehniline viga vajab parandamist.`,
      bad: (n) => `Heade tavade kontroll andis ${n} punkti sajast: lehel on mitu tehnilist viga.`,
    },
  ),
];
