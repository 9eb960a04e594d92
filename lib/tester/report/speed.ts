/**
 * The report's section "Kiirus ja kvaliteet": how fast the page opens in seconds (the lab metrics of the PageSpeed
 * run), what real visitors experience (Google's CrUX data, when it has any), the largest fixes, and the four Google
 * PageSpeed Insights scores, one card each.
 */
import { SPEED_STUDY } from '@/lib/claims';
import { formatNumber } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import type { PageSpeedDetails } from '@/lib/tester/contract.mjs';
import { SPEED_NOT_MEASURED } from '@/lib/tester/report/explain';
import {
  gradeScore,
  gradeSpeed,
  gradeSpeedMetric,
  performsWell,
  SPEED_METRIC_LIMITS,
  VERDICT_WORDS,
  worstGrade,
  type Grade,
  type SpeedMetric,
} from '@/lib/tester/report/grading';
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

const METRIC_WORDS: Record<SpeedMetric, { label: string; explain: string }> =
  process.env.SITE_LOCALE === 'en'
    ? {
        lcpMs: { label: 'Largest Contentful Paint (LCP)', explain: 'when the largest image or block of text on the page appears' },
        fcpMs: { label: 'First Contentful Paint (FCP)', explain: 'when the first text or image appears' },
        tbtMs: { label: 'Blocked time (TBT)', explain: 'how long the page ignores taps while it loads' },
        cls: { label: 'Layout stability (CLS)', explain: 'how much the content jumps about while it loads; 0 means it stays perfectly still' },
        speedIndexMs: { label: 'Speed Index', explain: 'how quickly the page visibly fills in' },
        inpMs: { label: 'Responsiveness (INP)', explain: 'how quickly the page responds to a click or a tap' },
      }
    : {
        lcpMs: { label: 'Suurima sisuosa ilmumine (LCP)', explain: 'millal ilmub lehe suurim pilt või tekstiplokk' },
        fcpMs: { label: 'Esimese sisu ilmumine (FCP)', explain: 'millal ilmub esimene tekst või pilt' },
        tbtMs: { label: 'Blokeeritud aeg (TBT)', explain: 'kui kaua leht laadimise ajal puudutustele ei reageeri' },
        cls: { label: 'Paigalpüsivus (CLS)', explain: 'kui palju sisu laadimise ajal hüppab; 0 on täiesti paigal' },
        speedIndexMs: { label: 'Kiirusindeks', explain: 'kui kiiresti leht silma järgi täitub' },
        inpMs: { label: 'Reageerimine (INP)', explain: 'kui kiiresti leht klõpsule või puudutusele vastab' },
      };

/** The words of a metric's grade against Google's limits. */
export const METRIC_GRADE_WORDS: Record<Grade, string> =
  process.env.SITE_LOCALE === 'en'
    ? { good: 'Good', warning: 'Needs improvement', bad: 'Poor' }
    : { good: 'Hea', warning: 'Vajab parandamist', bad: 'Kehv' };
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

/** A PageSpeed score card's words: its title, why it matters, what the score means per grade and what to do. */
interface ScoreCardWords {
  title: string;
  why: string;
  measured: Record<Grade, (score: number) => string>;
  fix: Record<'warning' | 'bad', string>;
}

/** Every sentence of the speed section's cards, in the site's language. */
interface SpeedWords {
  lab: { title: string; why: string; noMetrics: string; good: string; warning: string; bad: string };
  field: {
    title: string;
    why: string;
    scope: Record<'page' | 'origin', string>;
    noData: string;
    noDataFound: string;
    good: string;
    warning: string;
    bad: string;
  };
  /** "võit kuni 1,2 s" */
  saving: (amount: string) => string;
  /** The speed cards' advice: the largest fix's title (first letter lower-cased) and how. */
  advice: (title: string, how: string) => string;
  adviceGeneral: string;
  /** The fixes PageSpeed suggested beyond those shown. */
  others: (others: number) => string;
  fixes: {
    title: string;
    why: string;
    noAudits: string;
    noneValue: string;
    noneBadge: string;
    none: string;
    count: (count: number) => string;
    badge: string;
    shown: string;
    onlyOthers: (others: number) => string;
  };
  performance: ScoreCardWords;
  seo: ScoreCardWords;
  accessibility: ScoreCardWords;
  bestPractices: ScoreCardWords;
}

const WORDS: SpeedWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        lab: {
          title: 'Speed on a phone, in seconds',
          why: `Every extra second of loading loses visitors: in a 2009 Akamai/Forrester survey, ${SPEED_STUDY.share}% of online shoppers said they would leave a page that has not loaded within ${SPEED_STUDY.seconds} seconds.`,
          noMetrics: 'This time PageSpeed gave only scores, not times in seconds.',
          good: 'In Google’s test the page opened quickly on a phone: every measure is within Google’s recommended limits.',
          warning: 'In Google’s test the page opened on a phone at a reasonable speed, but some measures are over Google’s recommendation.',
          bad: 'In Google’s test the page opened slowly on a phone: at least one measure is well over Google’s limit.',
        },
        field: {
          title: 'What real visitors experience',
          why: 'These are Google’s measurements from real visitors’ phones and computers: they are also what Google takes into account in search results.',
          scope: {
            page: 'Google’s data from real visitors to this page over the last 28 days (75% of visits were this fast or faster).',
            origin:
              'There is no separate data for this page, so these figures come from real visitors to the whole site over the last 28 days (75% of visits were this fast or faster).',
          },
          noData: 'No data',
          noDataFound:
            'Google does not have enough data from real visitors to your page. That is normal for smaller sites: go by the speed in Google’s test instead.',
          good: 'All three core measures are good.',
          warning: 'Some measures need improvement.',
          bad: 'At least one measure is slow for real visitors.',
        },
        saving: (amount) => `saves up to ${amount}`,
        advice: (title, how) => `Start with the fix that saves the most: ${title}. ${how}`,
        adviceGeneral: 'Make your largest images smaller, remove scripts the page does not need and turn on caching.',
        others: (others) =>
          others ? ` Google also suggested ${countLabel(others, { one: 'smaller fix', other: 'smaller fixes' })}; we go through those in the free audit.` : '',
        fixes: {
          title: 'What would make the page faster',
          why: 'The fixes with the biggest savings give you the most speed for the least work.',
          noAudits: 'This time PageSpeed gave only scores, not suggested fixes.',
          noneValue: 'None needed',
          noneBadge: 'Good',
          none: 'Google found no fixes that would make the page noticeably faster.',
          count: (count) => countLabel(count, { one: 'suggestion', other: 'suggestions' }),
          badge: 'Suggestions',
          shown: 'The fixes with the biggest savings are listed below.',
          onlyOthers: (others) =>
            `Google suggested ${countLabel(others, { one: 'smaller fix', other: 'smaller fixes' })}; we go through those in the free audit.`,
        },
        performance: {
          title: 'Speed on mobile',
          why: 'If the page opens slowly on a phone, some visitors leave before they even see your offer.',
          measured: {
            good: (n) => `Google scores the page’s speed on a phone at ${n} out of 100: it opens quickly.`,
            warning: (n) =>
              performsWell(n)
                ? `Google scores the page’s speed on a phone at ${n} out of 100: it could still be faster.`
                : `Google scores the page’s speed on a phone at ${n} out of 100: the page is rather slow to open and worth speeding up.`,
            bad: (n) => `Google scores the page’s speed on a phone at ${n} out of 100: the page opens slowly on a phone.`,
          },
          fix: {
            warning: 'Make your largest images smaller (for example in WebP format) and remove plugins or scripts the page does not need.',
            bad: 'Start with the largest images and unnecessary scripts; if the page is still slow, have a developer look at how it loads.',
          },
        },
        seo: {
          title: 'SEO',
          why: 'The better Google understands your page, the higher it can rank in search and the more new customers find you.',
          measured: {
            good: (n) => `Google’s SEO check gave ${n} points out of 100: the technical basics are in place.`,
            warning: (n) => `Google’s SEO check gave ${n} points out of 100: some of the basics need fixing.`,
            bad: (n) => `Google’s SEO check gave ${n} points out of 100: several of the basics are missing.`,
          },
          fix: {
            warning: 'Fix the points marked in the ‘SEO basics’ section below: the title, the description and the main heading usually come first.',
            bad: 'First check that the page is not hidden from search (robots.txt, noindex), then fix the points marked in the ‘SEO basics’ section.',
          },
        },
        accessibility: {
          title: 'Accessibility',
          why: 'Readable text, enough contrast and clear buttons help every visitor through to an enquiry or a purchase, on a small screen too.',
          measured: {
            good: (n) => `The accessibility check gave ${n} points out of 100: the page is easy to use.`,
            warning: (n) => `The accessibility check gave ${n} points out of 100: some visitors will struggle.`,
            bad: (n) => `The accessibility check gave ${n} points out of 100: many visitors will find the page hard to use.`,
          },
          fix: {
            warning: 'Give images alt text and buttons and links clear names, and make light text on a light background darker.',
            bad: 'Have a developer check the page’s contrast, form field names and buttons: these are usually quick fixes.',
          },
        },
        bestPractices: {
          title: 'Best practices',
          why: 'Up-to-date technical practices keep the page reliable and avoid browser warnings that scare visitors off.',
          measured: {
            good: (n) => `The best-practices check gave ${n} points out of 100.`,
            warning: (n) => `The best-practices check gave ${n} points out of 100: some technical errors need fixing.`,
            bad: (n) => `The best-practices check gave ${n} points out of 100: the page has several technical errors.`,
          },
          fix: {
            warning: 'Update the site’s software and plugins, and make sure every image and script loads from an https address.',
            bad: 'Update the site’s software and plugins; if the errors remain, have a developer go through the error messages in the browser console.',
          },
        },
      }
    : {
        lab: {
          title: 'Kiirus telefonis sekundites',
          why: `Iga lisasekund laadimisel kaotab osa külastajaid: Akamai ja Forresteri küsitluses (aastal 2009) ütles ${SPEED_STUDY.share}% e-poodide ostjatest, et lahkub lehelt, mis pole ${SPEED_STUDY.seconds} sekundiga laadinud.`,
          noMetrics: 'PageSpeed andis seekord ainult hinded, mitte aegu sekundites.',
          good: 'Google’i testis avanes leht telefonis kiiresti: kõik näitajad on Google’i soovitatud piires.',
          warning: 'Google’i testis avanes leht telefonis mõistliku kiirusega, aga mõni näitaja jääb üle Google’i soovituse.',
          bad: 'Google’i testis avanes leht telefonis aeglaselt: vähemalt üks näitaja on Google’i piirist tunduvalt üle.',
        },
        field: {
          title: 'Päris külastajate kogemus',
          why: 'Need on Google’i mõõtmised päris külastajate telefonidest ja arvutitest: just neid arvestab Google ka otsingutulemustes.',
          scope: {
            page: 'Google’i andmed selle lehe päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
            origin:
              'Selle lehe kohta eraldi andmeid pole, need on kogu saidi päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
          },
          noData: 'Andmeid pole',
          noDataFound:
            'Google’il pole su lehe kohta piisavalt päris külastajate andmeid. Väiksemate saitide puhul on see tavaline: vaata siis kiirust Google’i testis.',
          good: 'Kõik kolm põhinäitajat on head.',
          warning: 'Mõni näitaja vajab parandamist.',
          bad: 'Vähemalt üks näitaja on päris külastajate jaoks kehv.',
        },
        saving: (amount) => `võit kuni ${amount}`,
        advice: (title, how) => `Alusta suurima võiduga parandusest: ${title}. ${how}`,
        adviceGeneral: 'Vähenda suurimate piltide failimahtu, eemalda skriptid, mida leht ei vaja, ja võta kasutusele vahemälu.',
        others: (others) =>
          others
            ? ` Lisaks soovitas Google veel ${countLabel(others, { one: 'väiksema paranduse', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.`
            : '',
        fixes: {
          title: 'Mis teeks lehe kiiremaks',
          why: 'Suurima võiduga parandused annavad kõige rohkem kiirust kõige väiksema tööga.',
          noAudits: 'PageSpeed andis seekord ainult hinded, mitte parandussoovitusi.',
          noneValue: 'Pole vaja',
          noneBadge: 'Korras',
          none: 'Google ei leidnud parandusi, mis lehte märgatavalt kiiremaks teeksid.',
          count: (count) => countLabel(count, { one: 'soovitus', other: 'soovitust' }),
          badge: 'Soovitused',
          shown: 'Suurima võiduga parandused on allpool.',
          onlyOthers: (others) =>
            `Google soovitas ${countLabel(others, { one: 'väiksema paranduse', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.`,
        },
        performance: {
          title: 'Kiirus mobiilis',
          why: 'Kui leht avaneb telefonis aeglaselt, lahkub osa külastajaid enne, kui nad su pakkumist näevadki.',
          measured: {
            good: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb kiiresti.`,
            warning: (n) =>
              performsWell(n)
                ? `Google hindab lehe kiirust telefonis ${n} punktiga sajast: kiirust saab veel parandada.`
                : `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb aeglasevõitu ja kiirust tasub parandada.`,
            bad: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb telefonis aeglaselt.`,
          },
          fix: {
            warning: 'Vähenda suurimate piltide failimahtu (näiteks WebP-vormingusse) ja eemalda pluginad või skriptid, mida leht ei vaja.',
            bad: 'Alusta suurimatest piltidest ja üleliigsetest skriptidest; kui leht jääb ikka aeglaseks, lase arendajal lehe laadimine üle vaadata.',
          },
        },
        seo: {
          title: 'SEO',
          why: 'Mida paremini Google su lehest aru saab, seda kõrgemale see otsingus jõuda võib ja seda rohkem uusi kliente sind üles leiab.',
          measured: {
            good: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: tehnilised põhitõed on korras.`,
            warning: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mõni põhiasi vajab parandamist.`,
            bad: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mitu põhiasja on puudu.`,
          },
          fix: {
            warning: 'Paranda allpool jaotises „SEO põhitõed“ märgitud kohad: pealkiri, kirjeldus ja põhipealkiri tulevad enamasti esimesena.',
            bad: 'Kontrolli kõigepealt, et leht pole otsingu eest peidetud (robots.txt, noindex), ja paranda siis jaotises „SEO põhitõed“ märgitud kohad.',
          },
        },
        accessibility: {
          title: 'Ligipääsetavus',
          why: 'Loetav tekst, piisav kontrast ja selged nupud aitavad iga külastaja päringu või ostuni, ka väikesel ekraanil.',
          measured: {
            good: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: lehte on lihtne kasutada.`,
            warning: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: osa külastajaid jääb hätta.`,
            bad: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: paljudel külastajatel on lehte raske kasutada.`,
          },
          fix: {
            warning: 'Lisa piltidele alt-tekstid, nuppudele ja linkidele selged nimed ning tee hele tekst heledal taustal tumedamaks.',
            bad: 'Lase arendajal lehe kontrastid, vormiväljade nimed ja nupud üle vaadata: need on enamasti kiired parandused.',
          },
        },
        bestPractices: {
          title: 'Head tavad',
          why: 'Tänapäevased tehnilised tavad hoiavad lehe töökindlana ja väldivad brauseri hoiatusi, mis külastajaid hirmutavad.',
          measured: {
            good: (n) => `Heade tavade kontroll andis ${n} punkti sajast.`,
            warning: (n) => `Heade tavade kontroll andis ${n} punkti sajast: mõni tehniline viga vajab parandamist.`,
            bad: (n) => `Heade tavade kontroll andis ${n} punkti sajast: lehel on mitu tehnilist viga.`,
          },
          fix: {
            warning: 'Uuenda lehe tarkvara ja pluginad ning vaata, et kõik pildid ja skriptid laaditaks https-aadressilt.',
            bad: 'Uuenda lehe tarkvara ja pluginad; kui vead jäävad, lase arendajal brauseri konsooli veateated läbi vaadata.',
          },
        },
      };

type LabFacts = { details: (CardDetail & { grade: Grade })[]; lcp: number; fix: string };
const LAB_METRICS: readonly SpeedMetric[] = ['lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

/** The lab metrics of the PageSpeed run (a phone on a slow 4G line), each against Google's limits. */
export const LAB_SPEED_CARD = defineCard<'unavailable' | 'noMetrics' | Grade, LabFacts>({
  id: 'lab-speed',
  title: WORDS.lab.title,
  why: WORDS.lab.why,
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
    noMetrics: { value: '–', found: WORDS.lab.noMetrics },
    good: { value: ({ lcp }) => inSeconds(lcp), found: WORDS.lab.good },
    warning: {
      value: ({ lcp }) => inSeconds(lcp),
      found: WORDS.lab.warning,
      fix: ({ fix }) => fix,
    },
    bad: {
      value: ({ lcp }) => inSeconds(lcp),
      found: WORDS.lab.bad,
      fix: ({ fix }) => fix,
    },
  },
  details: ({ details }) => details.map(({ grade: _grade, ...detail }) => detail),
});

type FieldFacts = { details: (CardDetail & { grade: Grade })[]; scope: 'page' | 'origin' | null; fix: string };
const FIELD_METRICS = ['lcpMs', 'inpMs', 'cls'] as const;

const FIELD_SCOPE: Record<'page' | 'origin', string> = WORDS.field.scope;

/** Real visitors (CrUX, p75) for the page, else for the whole site; "no data" said plainly (small sites have none). */
export const FIELD_SPEED_CARD = defineCard<'unavailable' | 'noData' | Grade, FieldFacts>({
  id: 'field-speed',
  title: WORDS.field.title,
  why: WORDS.field.why,
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
      value: WORDS.field.noData,
      badge: WORDS.field.noData,
      found: WORDS.field.noDataFound,
    },
    good: { value: METRIC_GRADE_WORDS.good, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${WORDS.field.good}` },
    warning: { value: METRIC_GRADE_WORDS.warning, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${WORDS.field.warning}`, fix: ({ fix }) => fix },
    bad: { value: METRIC_GRADE_WORDS.bad, found: ({ scope }) => `${FIELD_SCOPE[scope ?? 'page']} ${WORDS.field.bad}`, fix: ({ fix }) => fix },
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
  WORDS.saving(savingsMs > 0 ? inSeconds(savingsMs) : inKilobytes(savingsBytes));

/** The speed cards' advice: the largest translated fix PageSpeed named, else the usual first steps. */
function speedAdvice(details: PageSpeedDetails | null | undefined): string {
  const top = speedFixesOf(details).shown[0];
  return top ? WORDS.advice(`${top.title.charAt(0).toLowerCase()}${top.title.slice(1)}`, top.how) : WORDS.adviceGeneral;
}

type FixFacts = { shown: SpeedFix[]; others: number };

/** The largest fixes PageSpeed found, in the site's language (not graded: the speed cards grade). */
export const SPEED_FIXES_CARD = defineCard<'unavailable' | 'noAudits' | 'none' | 'fixes', FixFacts>({
  id: 'speed-fixes',
  title: WORDS.fixes.title,
  why: WORDS.fixes.why,
  assess: ({ lighthouse }) => {
    if (lighthouse.error) return { outcome: 'unavailable', grade: 'info', facts: { shown: [], others: 0 } };
    const { shown, others } = speedFixesOf(lighthouse.details);
    const measured = Object.values(lighthouse.details?.lab ?? {}).some((value) => value !== null);
    return { outcome: shown.length || others ? 'fixes' : measured ? 'none' : 'noAudits', grade: 'info', facts: { shown, others } };
  },
  say: {
    unavailable: { value: '–', badge: VERDICT_WORDS.info, found: SPEED_NOT_MEASURED },
    noAudits: { value: '–', found: WORDS.fixes.noAudits },
    none: { value: WORDS.fixes.noneValue, badge: WORDS.fixes.noneBadge, found: WORDS.fixes.none },
    fixes: {
      value: ({ shown, others }) => WORDS.fixes.count(shown.length + others),
      badge: WORDS.fixes.badge,
      found: ({ shown, others }) => (shown.length ? `${WORDS.fixes.shown}${WORDS.others(others)}` : WORDS.fixes.onlyOthers(others)),
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
  scoreCard('performance', 'performance', gradeSpeed, WORDS.performance),
  scoreCard('seo', 'seo', gradeScore, WORDS.seo),
  scoreCard('accessibility', 'accessibility', gradeScore, WORDS.accessibility),
  scoreCard('best-practices', 'bestPractices', gradeScore, WORDS.bestPractices),
];
