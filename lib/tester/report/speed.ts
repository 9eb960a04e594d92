/**
 * The report's section "Kiirus ja kvaliteet": how fast the page opens in seconds (the lab metrics of the PageSpeed
 * run), what real visitors experience (Google's CrUX data, when it has any), the largest fixes, and the four Google
 * PageSpeed Insights scores, one card each.
 */
import { formatNumber } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import type { PageSpeedDetails } from '@/lib/tester/contract.mjs';
import { SPEED_NOT_MEASURED } from '@/lib/tester/report/explain';
import { gradeScore, gradeSpeed, gradeSpeedMetric, performsWell, VERDICT_WORDS, worstGrade, type Grade, type SpeedMetric } from '@/lib/tester/report/grading';
import { speedFixWords, type SpeedFixWords } from '@/lib/tester/report/speed-fixes';
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

/** A number with the Estonian decimal comma, trailing zeros dropped: 3.84 → "3,8", 4.02 → "4". */
const decimal = (value: number, digits: number) => formatNumber(Number(value.toFixed(digits)));

/** A time as the report writes it: "3,8 s"; under a second in ms ("350 ms"). */
export const inSeconds = (ms: number) => (ms < 1000 ? `${Math.round(ms / 10) * 10} ms` : `${decimal(ms / 1000, 1)} s`);

/** A size as the report writes it: "340 KB", "1,2 MB". */
const inKilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${decimal(bytes / 1024 / 1024, 1)} MB`);

const METRIC_WORDS: Record<SpeedMetric, { label: string; explain: string; format: (value: number) => string }> = {
  lcpMs: { label: 'Suurim sisu nähtav (LCP)', explain: 'millal ilmub lehe suurim pilt või tekstiplokk', format: inSeconds },
  fcpMs: { label: 'Esimene sisu nähtav (FCP)', explain: 'millal ilmub esimene tekst või pilt', format: inSeconds },
  tbtMs: { label: 'Blokeeritud aeg (TBT)', explain: 'kui kaua leht laadimise ajal puudutustele ei reageeri', format: inSeconds },
  cls: { label: 'Paigalpüsivus (CLS)', explain: 'kui palju sisu laadimise ajal hüppab; 0 on täiesti paigal', format: (value) => decimal(value, 2) },
  speedIndexMs: { label: 'Kiirusindeks', explain: 'kui kiiresti leht silma järgi täitub', format: inSeconds },
  inpMs: { label: 'Reageerimine (INP)', explain: 'kui kiiresti leht klikile või puudutusele vastab', format: inSeconds },
};

/** The words of a metric's grade against Google's limits. */
export const METRIC_GRADE_WORDS: Record<Grade, string> = { good: 'Hea', warning: 'Vajab parandamist', bad: 'Aeglane' };
const STATUS_OF: Record<Grade, CardDetail['status']> = { good: 'pass', warning: 'warn', bad: 'fail' };

/** "hea: kuni 2,5 s" */
function limitText(metric: SpeedMetric): string {
  const limits: Record<SpeedMetric, number> = { lcpMs: 2500, fcpMs: 1800, tbtMs: 200, cls: 0.1, speedIndexMs: 3400, inpMs: 200 };
  return `hea on kuni ${METRIC_WORDS[metric].format(limits[metric])}`;
}

function metricDetail(metric: SpeedMetric, value: number, idPrefix: string): CardDetail & { grade: Grade } {
  const grade = gradeSpeedMetric(metric, value);
  const words = METRIC_WORDS[metric];
  return {
    id: `${idPrefix}-${metric}`,
    label: `${words.label}: ${words.format(value)}`,
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
  title: 'Kiirus telefonis sekundites',
  why: 'Iga lisasekund laadimisel kaotab osa külastajaid: umbes 40% lahkub, kui leht ei avane kolme sekundiga.',
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
    noMetrics: { value: '–', found: 'PageSpeed andis seekord ainult hinded, mitte aegu sekundites.' },
    good: { value: ({ lcp }) => inSeconds(lcp), found: 'Google’i testis avanes leht telefonis kiiresti: kõik näitajad on Google’i soovitatud piires.' },
    warning: {
      value: ({ lcp }) => inSeconds(lcp),
      found: 'Google’i testis avanes leht telefonis mõistliku kiirusega, aga mõni näitaja jääb üle Google’i soovituse.',
      fix: ({ fix }) => fix,
    },
    bad: {
      value: ({ lcp }) => inSeconds(lcp),
      found: 'Google’i testis avanes leht telefonis aeglaselt: vähemalt üks näitaja on Google’i piirist tunduvalt üle.',
      fix: ({ fix }) => fix,
    },
  },
  details: ({ details }) => details.map(({ grade: _grade, ...detail }) => detail),
});

type FieldFacts = { details: (CardDetail & { grade: Grade })[]; scope: 'page' | 'origin' | null; fix: string };
const FIELD_METRICS = ['lcpMs', 'inpMs', 'cls'] as const;

const FIELD_SCOPE: Record<'page' | 'origin', string> = {
  page: 'Google’i andmed selle lehe päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
  origin: 'Selle lehe kohta eraldi andmeid pole, need on kogu saidi päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
};

/** Real visitors (CrUX, p75) for the page, else for the whole site; "no data" said plainly (small sites have none). */
export const FIELD_SPEED_CARD = defineCard<'unavailable' | 'noData' | Grade, FieldFacts>({
  id: 'field-speed',
  title: 'Päris külastajate kogemus',
  why: 'Need on Google’i mõõtmised päris külastajate telefonidest ja arvutitest: just neid arvestab Google ka otsingutulemustes.',
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
      value: 'Andmeid pole',
      badge: 'Andmeid pole',
      found: 'Google’il pole su lehe kohta piisavalt päris külastajate andmeid. Väiksemate saitide puhul on see tavaline: vaata siis kiirust Google’i testis.',
    },
    good: { value: METRIC_GRADE_WORDS.good, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} Kõik kolm põhinäitajat on head.` },
    warning: { value: METRIC_GRADE_WORDS.warning, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} Mõni näitaja vajab parandamist.`, fix: ({ fix }) => fix },
    bad: { value: METRIC_GRADE_WORDS.bad, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} Vähemalt üks näitaja on päris külastajatele aeglane.`, fix: ({ fix }) => fix },
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
 * and how many others PageSpeed suggested (counted, never shown in English).
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
  savingsMs > 0 ? `võit kuni ${inSeconds(savingsMs)}` : `võit kuni ${inKilobytes(savingsBytes)}`;

/** The speed cards' advice: the largest translated fix PageSpeed named, else the usual first steps. */
function speedAdvice(details: PageSpeedDetails | null | undefined): string {
  const top = speedFixesOf(details).shown[0];
  return top
    ? `Alusta suurima võiduga parandusest: ${top.title.charAt(0).toLowerCase()}${top.title.slice(1)}. ${top.how}`
    : 'Vähenda suurimate piltide failimahtu, eemalda skriptid, mida leht ei vaja, ja võta kasutusele vahemälu.';
}

type FixFacts = { shown: SpeedFix[]; others: number };

const othersText = (others: number) =>
  others ? ` Lisaks soovitas Google veel ${countLabel(others, { one: 'väiksemat parandust', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.` : '';

/** The largest fixes PageSpeed found, in Estonian (not graded: the speed cards grade). */
export const SPEED_FIXES_CARD = defineCard<'unavailable' | 'noAudits' | 'none' | 'fixes', FixFacts>({
  id: 'speed-fixes',
  title: 'Mis teeks lehe kiiremaks',
  why: 'Suurima võiduga parandused annavad kõige rohkem kiirust kõige väiksema tööga.',
  assess: ({ lighthouse }) => {
    if (lighthouse.error) return { outcome: 'unavailable', grade: 'info', facts: { shown: [], others: 0 } };
    const { shown, others } = speedFixesOf(lighthouse.details);
    const measured = Object.values(lighthouse.details?.lab ?? {}).some((value) => value !== null);
    return { outcome: shown.length || others ? 'fixes' : measured ? 'none' : 'noAudits', grade: 'info', facts: { shown, others } };
  },
  say: {
    unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    noAudits: { value: '–', found: 'PageSpeed andis seekord ainult hinded, mitte parandussoovitusi.' },
    none: { value: 'Pole vaja', badge: 'Korras', found: 'Google ei leidnud parandusi, mis lehte märgatavalt kiiremaks teeksid.' },
    fixes: {
      value: ({ shown, others }) => countLabel(shown.length + others, { one: 'soovitus', other: 'soovitust' }),
      badge: 'Soovitused',
      found: ({ shown, others }) =>
        shown.length
          ? `Suurima võiduga parandused on allpool.${othersText(others)}`
          : `Google soovitas ${countLabel(others, { one: 'väiksema paranduse', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.`,
    },
  },
  details: ({ shown }) =>
    shown.map((fix) => ({ id: fix.id, label: fix.title, status: 'warn', statusLabel: savingInWords(fix), text: fix.how })),
});

export const SPEED_CARDS: CardBuilder[] = [
  LAB_SPEED_CARD,
  FIELD_SPEED_CARD,
  SPEED_FIXES_CARD,
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
