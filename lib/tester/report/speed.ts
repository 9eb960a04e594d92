/**
 * The report's section "Kiirus ja kvaliteet": the four Google PageSpeed Insights scores, one card each.
 */
import { SPEED_NOT_MEASURED } from '@/lib/tester/report/explain';
import { gradeScore, gradeSpeed, performsWell, VERDICT_WORDS, type Grade } from '@/lib/tester/report/grading';
import type { LighthouseResult } from '@/lib/tester/state/schema';
import { type CardBuilder, defineCard } from '@/lib/tester/report/cards';

type ScoreKey = keyof Omit<LighthouseResult, 'error'>;
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

export const SPEED_CARDS: CardBuilder[] = [
  pageSpeedCard(
    'performance',
    'Kiirus mobiilis',
    'performance',
    gradeSpeed,
    'Kui leht avaneb telefonis aeglaselt, lahkub osa külastajaid enne, kui nad su pakkumist näevadki.',
    {
      good: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb kiiresti.`,
      warning: (n) =>
        performsWell(n)
          ? `Google hindab lehe kiirust telefonis ${n} punktiga sajast: kiirust saab veel parandada.`
          : `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb aeglasevõitu ja kiirust tasub parandada.`,
      bad: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb telefonis aeglaselt.`,
    },
    {
      warning: 'Vähenda suurimate piltide failimahtu (näiteks WebP-vormingusse) ja eemalda pistikprogrammid või skriptid, mida leht ei vaja.',
      bad: 'Alusta suurimatest piltidest ja üleliigsetest skriptidest; kui leht jääb ikka aeglaseks, lase arendajal lehe laadimine üle vaadata.',
    },
  ),
  pageSpeedCard(
    'seo',
    'SEO',
    'seo',
    gradeScore,
    'Mida paremini Google su lehest aru saab, seda kõrgemale see otsingus jõuda võib ja seda rohkem uusi kliente sind üles leiab.',
    {
      good: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: tehnilised põhitõed on korras.`,
      warning: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mõni põhitõde vajab parandamist.`,
      bad: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mitu põhitõde on puudu.`,
    },
    {
      warning: 'Paranda allpool jaotises „SEO põhitõed“ märgitud kohad: pealkiri, kirjeldus ja põhipealkiri tulevad enamasti esimesena.',
      bad: 'Kontrolli kõigepealt, et leht pole otsingu eest peidetud (robots.txt, noindex), ja paranda siis jaotises „SEO põhitõed“ märgitud kohad.',
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
    {
      warning: 'Lisa piltidele alt-tekstid, nuppudele ja linkidele selged nimed ning tee hele tekst heledal taustal tumedamaks.',
      bad: 'Lase arendajal lehe kontrastid, vormiväljade nimed ja nupud üle vaadata: need on enamasti kiired parandused.',
    },
  ),
  pageSpeedCard(
    'best-practices',
    'Head tavad',
    'bestPractices',
    gradeScore,
    'Tänapäevased tehnilised tavad hoiavad lehe töökindlana ja väldivad brauseri hoiatusi, mis külastajaid hirmutavad.',
    {
      good: (n) => `Heade tavade kontroll andis ${n} punkti sajast.`,
      warning: (n) => `Heade tavade kontroll andis ${n} punkti sajast: mõni tehniline viga vajab parandamist.`,
      bad: (n) => `Heade tavade kontroll andis ${n} punkti sajast: lehel on mitu tehnilist viga.`,
    },
    {
      warning: 'Uuenda lehe tarkvara ja pistikprogrammid ning vaata, et kõik pildid ja skriptid laaditaks https-aadressilt.',
      bad: 'Uuenda lehe tarkvara ja pistikprogrammid; kui vead jäävad, lase arendajal brauseri konsooli veateated läbi vaadata.',
    },
  ),
];
