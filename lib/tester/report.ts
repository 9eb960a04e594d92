/**
 * What the results view shows, as tables: one definition per card with its title, why it matters, how it is
 * graded (assess: the outcome, the grade and the facts, no wording) and what it says for each outcome (say:
 * the value, the finding and, where the spec has one, the grade word). Changing a sentence never touches
 * grading, and every word is testable. The view renders the cards buildReport() makes from these tables.
 */
import { countLabel } from '@/lib/plural';
import { findingLabel, findingText } from '@/lib/tester/finding-words';
import { explainFailure, explainSpeedError, explainW3cError, SPEED_UNAVAILABLE, statusInWords } from '@/lib/tester/explain';
import {
  gradeBounceRate,
  gradeDescriptionLength,
  gradeH1Count,
  gradeHtmlErrors,
  gradeMetadata,
  gradePagesPerVisit,
  gradeResponseTime,
  gradeScore,
  gradeServerFiles,
  gradeSpeed,
  gradeTitleLength,
  gradeVisitDuration,
  performsWell,
  THRESHOLDS,
  type Grade,
} from '@/lib/tester/grading';
import { shorten } from '@/lib/tester/http';
import { HTTP_UNREACHABLE } from '@/lib/tester/http-status';
import type { LighthouseResult, SecurityFinding, ServerFacts, TestResult } from '@/lib/tester/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/security';
import { SSL_CERTIFICATE_FAILED, SSL_NO_HTTPS } from '@/lib/tester/ssl';

/** A card's grade: "unknown" when the check could not be done, "info" when the tester does not grade it. */
export type CardGrade = Grade | 'unknown' | 'info';

export const GRADE_LABELS: Record<CardGrade, string> = {
  good: 'Hea',
  warning: 'Keskmine',
  bad: 'Nõrk',
  unknown: 'Ei õnnestunud kontrollida',
  info: 'Ei mõõdetud',
};

export const SSL_IN_PROGRESS = 'Kontrollitakse...';

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
}

/** The words for a security finding's verdict. */
export const FINDING_LABELS: Record<SecurityFinding['status'], string> = {
  pass: 'Korras',
  warn: 'Vajab tähelepanu',
  fail: 'Probleem',
  na: 'Ei kehti',
};

export interface ResultSection {
  id: string;
  title: string;
  intro: string;
  cards: ResultCard[];
}

export interface StatsCard {
  id: string;
  title: string;
  value: string;
  grade: Grade;
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
  sections: ResultSection[];
  stats: StatsCard[];
}

// ---------------------------------------------------------------------------------------------------------
// The table machinery

type Text<F> = string | ((facts: F) => string);

interface Wording<F> {
  value: Text<F>;
  found: Text<F>;
  /** The badge word; the grade's own word when not given. */
  badge?: Text<F>;
}

interface Assessment<K extends string, F> {
  outcome: K;
  grade: CardGrade;
  facts: F;
}

interface CardDefinition<K extends string, F> {
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

type CardBuilder = (result: TestResult) => ResultCard;

const render = <F>(text: Text<F>, facts: F) => (typeof text === 'function' ? text(facts) : text);

function defineCard<K extends string, F>(definition: CardDefinition<K, F>): CardBuilder {
  return (result) => {
    const { outcome, grade, facts } = definition.assess(result);
    const wording = definition.say[outcome];
    const details = definition.details?.(facts) ?? [];
    return {
      id: definition.id,
      title: definition.title,
      why: definition.why,
      grade,
      value: render(wording.value, facts),
      found: render(wording.found, facts),
      gradeLabel: wording.badge === undefined ? GRADE_LABELS[grade] : render(wording.badge, facts),
      ...(details.length ? { details } : {}),
    };
  };
}

interface SectionDefinition {
  id: string;
  title: string;
  intro: Text<TestResult>;
  cards: CardBuilder[];
  /** Shown only for results it applies to (default: always). */
  when?: (result: TestResult) => boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Speed and quality (Google PageSpeed Insights)

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

const SPEED_CARDS: CardBuilder[] = [
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

// ---------------------------------------------------------------------------------------------------------
// Security and technology

type SslFacts = { host: string; reason: string; certificate: string };

const SSL_CARD = defineCard<'inProgress' | 'valid' | 'expiring' | 'notChecked' | 'invalid' | 'missing', SslFacts>({
  id: 'ssl',
  title: 'Turvaline ühendus (SSL)',
  why: 'Ilma HTTPS-ita näitab brauser hoiatust „Pole turvaline“ ja paljud külastajad lahkuvad kohe.',
  assess: ({ ssl, httpStatus, displayUrl, security }) => {
    // With the tester API, the certificate itself was checked too (its finding says how long it is valid).
    const certificate = security.findings.find((f) => f.id === 'certificate');
    const facts = { host: ssl.issuedTo ?? displayUrl, reason: '', certificate: certificate ? findingText(certificate) : '' };
    if (ssl.status === 'IN_PROGRESS') return { outcome: 'inProgress', grade: 'warning', facts };
    if (ssl.valid) return certificate?.status === 'warn' ? { outcome: 'expiring', grade: 'warning', facts } : { outcome: 'valid', grade: 'good', facts };
    if (ssl.error && ssl.error !== SSL_NO_HTTPS && httpStatus.status === 0) {
      return { outcome: 'notChecked', grade: 'unknown', facts: { ...facts, reason: explainFailure(ssl.error) } };
    }
    if (certificate?.status === 'fail' && ssl.error === SSL_CERTIFICATE_FAILED) return { outcome: 'invalid', grade: 'bad', facts: { ...facts, reason: findingText(certificate) } };
    return { outcome: 'missing', grade: 'bad', facts: { ...facts, reason: ssl.error === SSL_NO_HTTPS ? SSL_NO_HTTPS : '' } };
  },
  say: {
    inProgress: { value: SSL_IN_PROGRESS, found: 'HTTPS-ühendus ei vastanud 5 sekundi jooksul, tulemus selgub hiljem.' },
    valid: {
      value: 'Kehtiv',
      found: ({ host, certificate }) => `Leht avaneb turvalise HTTPS-ühendusega (${host}).${certificate ? ` ${certificate}` : ''}`,
    },
    expiring: { value: 'Aegumas', found: ({ certificate }) => certificate },
    notChecked: { value: '–', found: ({ reason }) => reason },
    invalid: { value: 'Vigane', found: ({ reason }) => reason },
    missing: { value: 'Puudub', found: ({ reason }) => reason || 'Leht ei avane turvalise HTTPS-ühendusega.' },
  },
});

const HTTP_STATUS_CARD = defineCard<'unreachable' | 'notChecked' | Grade, { status: number; reason: string }>({
  id: 'http-status',
  title: 'Serveri vastus',
  why: 'Kui server vastab veaga, ei näe lehte ei külastaja ega Google.',
  assess: ({ httpStatus: { status, error } }) => {
    if (status === 0) {
      const outcome = !error || error === HTTP_UNREACHABLE ? 'unreachable' : 'notChecked';
      return { outcome, grade: outcome === 'unreachable' ? 'bad' : 'unknown', facts: { status, reason: error ? explainFailure(error) : '' } };
    }
    const grade: Grade = status < 300 ? 'good' : status < 400 ? 'warning' : 'bad';
    return { outcome: grade, grade, facts: { status, reason: '' } };
  },
  say: {
    unreachable: { value: 'Vastust pole', found: `Server ei vastanud päringule. ${HTTP_UNREACHABLE}.` },
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: { value: ({ status }) => statusInWords(status), found: 'Server vastab korrektselt ja leht avaneb.' },
    warning: { value: ({ status }) => statusInWords(status), found: 'Server suunab päringu edasi teisele aadressile.' },
    bad: { value: ({ status }) => statusInWords(status), found: 'Server vastab veateatega, leht ei avane korralikult.' },
  },
});

const HTML_ERRORS_CARD = defineCard<'notChecked' | Grade, { errors: number; warnings: number; reason: string }>({
  id: 'html-errors',
  title: 'HTML-vead',
  why: 'Vigane kood võib lehe mõnes brauseris katki näidata ja teeb Google’ile lehe lugemise raskemaks.',
  assess: ({ w3c: { errors, warnings, error } }) => {
    if (error) return { outcome: 'notChecked', grade: 'unknown', facts: { errors, warnings, reason: explainW3cError(error) } };
    const grade = gradeHtmlErrors(errors);
    return { outcome: grade, grade, facts: { errors, warnings, reason: '' } };
  },
  say: {
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: {
      value: '0 viga',
      found: ({ warnings }) => `W3C validaator ei leidnud ühtegi viga${warnings ? `, küll aga ${countLabel(warnings, { one: 'hoiatuse', other: 'hoiatust' })}` : ''}.`,
    },
    warning: {
      value: ({ errors }) => countLabel(errors, { one: 'viga', other: 'viga' }),
      found: ({ errors, warnings }) => `W3C validaator leidis ${countLabel(errors, { one: 'vea', other: 'viga' })} ja ${countLabel(warnings, { one: 'hoiatuse', other: 'hoiatust' })}.`,
    },
    bad: {
      value: ({ errors }) => countLabel(errors, { one: 'viga', other: 'viga' }),
      found: ({ errors, warnings }) => `W3C validaator leidis ${countLabel(errors, { one: 'vea', other: 'viga' })} ja ${countLabel(warnings, { one: 'hoiatuse', other: 'hoiatust' })}.`,
    },
  },
});

type SecurityCardFacts = { score: number; findings: SecurityFinding[]; reason: string };

/** "Kontrollisime 9 turvaseadet: 6 on korras, 2 vajavad tähelepanu ja 1 on puudu või vigane." */
function findingsInWords(findings: SecurityFinding[]): string {
  const count = (status: SecurityFinding['status']) => findings.filter((f) => f.status === status).length;
  const [pass, warn, fail, na] = (['pass', 'warn', 'fail', 'na'] as const).map(count);
  const parts = [
    pass ? `${pass} on korras` : '',
    warn ? `${warn} ${warn === 1 ? 'vajab' : 'vajavad'} tähelepanu` : '',
    fail ? `${fail} on puudu või ${fail === 1 ? 'vigane' : 'vigased'}` : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ja ${parts.at(-1)}` : parts[0];
  const notApplicable = na ? ` ${na === 1 ? '1 seade ei kehti' : `${na} seadet ei kehti`} selle aadressi puhul ja jäi hindest välja.` : '';
  return `Kontrollisime ${findings.length - na} turvaseadet: ${list}.${notApplicable}`;
}

/**
 * Security: measured by the tester API (the score and one finding per item), or, without the API, not measured:
 * the spec's fixed 75 stays in the result data and the notification, but the card never shows it as a score.
 */
const SECURITY_CARD = defineCard<'notRun' | 'failed' | Grade, SecurityCardFacts>({
  id: 'security',
  title: 'Turvaseaded',
  why: 'Uuendamata tarkvara ja puuduvad turvaseaded on kõige sagedasem põhjus, miks väikeettevõtte veebileht häkitakse.',
  assess: ({ security }) => {
    const facts = { score: security.score, findings: security.findings, reason: security.error ?? '' };
    if (!security.measured) return { outcome: security.error === SECURITY_NOT_RUN ? 'notRun' : 'failed', grade: security.error === SECURITY_NOT_RUN ? 'info' : 'unknown', facts };
    const grade = gradeScore(security.score);
    return { outcome: grade, grade, facts };
  },
  say: {
    notRun: {
      value: 'Tasuta auditis',
      found: 'Turvakontrolli seekord ei tehtud, sest meie testiserver ei olnud kättesaadav. Sertifikaadi, turvapäised ja suunamised vaatame üle tasuta auditis.',
    },
    failed: { value: '–', found: ({ reason }) => `Turvaseadeid ei õnnestunud kontrollida. ${explainFailure(reason)}` },
    good: { value: ({ score }) => `${score}/100`, found: ({ findings }) => findingsInWords(findings) },
    warning: { value: ({ score }) => `${score}/100`, found: ({ findings }) => findingsInWords(findings) },
    bad: { value: ({ score }) => `${score}/100`, found: ({ findings }) => findingsInWords(findings) },
  },
  details: ({ findings }) =>
    findings.map((f) => ({ id: f.id, label: findingLabel(f), status: f.status, statusLabel: FINDING_LABELS[f.status], text: findingText(f) })),
});

// ---------------------------------------------------------------------------------------------------------
// Server and connection (only with the tester API, which sees the server's answers)

/**
 * A card of what the tester API saw of the server. Built only for results that have those facts (the server
 * section's `when`).
 */
function serverCard<K extends string, F>(
  definition: Omit<CardDefinition<K, F>, 'assess'> & { assess: (server: ServerFacts) => Assessment<K, F> },
): CardBuilder {
  return defineCard<K, F>({ ...definition, assess: (r) => definition.assess(r.server as ServerFacts) });
}

const ADDRESS_MAX = 70;

type RedirectFacts = { from: string; to: string; status: string; hops: number; chain: string };

/** "Avaleht suunab ühe korra: https://naide.ee → https://www.naide.ee/." */
const chainInWords = ({ hops, chain }: RedirectFacts) =>
  hops === 0 ? 'Avaleht avaneb ilma edasisuunamiseta.' : `Avaleht suunab ${hops === 1 ? 'ühe korra' : `${hops} korda`}: ${chain}.`;
const httpsInWords = ({ from, to, status }: RedirectFacts) => `${from} suunab turvalisele aadressile ${to}${status}.`;

const REDIRECTS_CARD = serverCard<'good' | 'long' | 'noHttps' | 'httpSilent' | 'notApplicable', RedirectFacts>({
  id: 'redirects',
  title: 'Suunamised',
  why: 'Kui http-aadress ei suuna turvalisele https-aadressile, näeb osa külastajaid lehte krüpteerimata, ja iga lisasuunamine teeb avanemise aeglasemaks.',
  assess: ({ redirects, httpsRedirect: r }) => {
    const chain = [redirects[0]?.url, ...redirects.map((hop) => hop.location)].filter(Boolean).map((url) => shorten(url as string, ADDRESS_MAX));
    const facts = {
      from: shorten(r.from ?? 'http-aadress', ADDRESS_MAX),
      to: shorten(r.to ?? '', ADDRESS_MAX),
      status: r.status ? ` (${r.status})` : '',
      hops: redirects.length,
      chain: chain.join(' → '),
    };
    if (!r.applicable) return { outcome: 'notApplicable', grade: 'info', facts };
    if (!r.reachable) return { outcome: 'httpSilent', grade: 'warning', facts };
    if (!r.redirects) return { outcome: 'noHttps', grade: 'bad', facts };
    if (redirects.length > THRESHOLDS.redirects.warningAbove) return { outcome: 'long', grade: 'warning', facts };
    return { outcome: 'good', grade: 'good', facts };
  },
  say: {
    good: { value: 'Korras', found: (f) => `${httpsInWords(f)} ${chainInWords(f)}` },
    long: {
      value: ({ hops }) => countLabel(hops, { one: 'suunamine', other: 'suunamist' }),
      found: (f) => `${chainInWords(f)} Iga suunamine lisab avanemisele aega, soovitus on kuni ${THRESHOLDS.redirects.warningAbove}.`,
    },
    noHttps: {
      value: 'Puudub',
      found: ({ from }) => `${from} ei suuna https-aadressile: kes kirjutab aadressi ilma https-ita, näeb lehte krüpteerimata ühendusega.`,
    },
    httpSilent: { value: '–', found: ({ from }) => `${from} ei vasta: kes kirjutab aadressi ilma https-ita, võib näha veateadet.` },
    notApplicable: { value: '–', found: (f) => `Http-aadressi suunamist selle aadressi puhul kontrollida ei saa. ${chainInWords(f)}` },
  },
});

const HTTP2_CARD = serverCard<'yes' | 'no' | 'unknown', null>({
  id: 'http2',
  title: 'HTTP/2',
  why: 'HTTP/2 laadib lehe pildid, stiilid ja skriptid korraga ühe ühendusega, nii avaneb leht eriti telefonis kiiremini.',
  assess: ({ http2 }) =>
    http2 === null ? { outcome: 'unknown', grade: 'unknown', facts: null } : { outcome: http2 ? 'yes' : 'no', grade: http2 ? 'good' : 'warning', facts: null },
  say: {
    yes: { value: 'Olemas', found: 'Server kasutab HTTP/2 protokolli.' },
    no: { value: 'Puudub', found: 'Server kasutab vanemat HTTP/1.1 protokolli: failid laaditakse järjest ja leht avaneb aeglasemalt.' },
    unknown: { value: '–', found: 'HTTP/2 saab kontrollida ainult turvalise https-ühendusega, mida selle lehega ei õnnestunud luua.' },
  },
});

/** "12 kB", "850 baiti" */
const sizeInWords = (bytes: number) => (bytes < 1024 ? `${bytes} baiti` : `${Math.round(bytes / 1024)} kB`);

const COMPRESSION_NAMES: Record<string, string> = { br: 'Brotli', gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', zstd: 'Zstandard' };

const COMPRESSION_CARD = serverCard<'brotli' | 'other' | 'none', { name: string; size: string }>({
  id: 'compression',
  title: 'Pakkimine',
  why: 'Pakitud leht liigub võrgus mitu korda väiksemana ja avaneb aeglase mobiiliühendusega kiiremini.',
  assess: ({ compression, bodyBytes }) => {
    const facts = { name: compression ? (COMPRESSION_NAMES[compression] ?? compression) : '', size: sizeInWords(bodyBytes) };
    if (!compression) return { outcome: 'none', grade: 'warning', facts };
    return { outcome: compression === 'br' ? 'brotli' : 'other', grade: 'good', facts };
  },
  say: {
    brotli: { value: 'Brotli', found: ({ size }) => `Server pakib lehe Brotliga, kõige tõhusama levinud viisiga (avalehe HTML liigub võrgus ${size}).` },
    other: { value: ({ name }) => name, found: ({ name, size }) => `Server pakib lehe (${name}, avalehe HTML liigub võrgus ${size}).` },
    none: { value: 'Puudub', found: ({ size }) => `Server saadab lehe pakkimata (avalehe HTML ${size}): see liigub võrgus mitu korda suuremana kui vaja.` },
  },
});

/** "350 ms", "1,2 s" */
const durationInWords = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
const RESPONSE_ADVICE = `soovitus on alla ${durationInWords(THRESHOLDS.responseMs.good)}`;

const RESPONSE_TIME_CARD = serverCard<Grade, { first: string; total: string }>({
  id: 'response-time',
  title: 'Serveri reageerimisaeg',
  why: 'Kui server mõtleb kaua, vaatab külastaja tühja ekraani enne, kui leht üldse laadima hakkab.',
  assess: ({ ttfbMs, totalMs }) => {
    const grade = gradeResponseTime(ttfbMs);
    return { outcome: grade, grade, facts: { first: durationInWords(ttfbMs), total: durationInWords(totalMs) } };
  },
  say: {
    good: { value: ({ first }) => first, found: ({ first, total }) => `Server hakkas vastama ${first} pärast ja avalehe HTML jõudis kohale ${total} pärast: kiire.` },
    warning: {
      value: ({ first }) => first,
      found: ({ first, total }) => `Server hakkas vastama ${first} pärast (avalehe HTML jõudis kohale ${total} pärast), ${RESPONSE_ADVICE}.`,
    },
    bad: {
      value: ({ first }) => first,
      found: ({ first, total }) => `Server hakkas vastama alles ${first} pärast (avalehe HTML jõudis kohale ${total} pärast), ${RESPONSE_ADVICE}.`,
    },
  },
});

// ---------------------------------------------------------------------------------------------------------
// SEO basics

const WHY = {
  title: 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb, ja hea pealkiri toob rohkem klikke.',
  description: 'Kirjeldus on otsingutulemuses pealkirja all olev tekst, mis veenab inimest just sinu lehele tulema.',
  h1: 'Üks selge põhipealkiri ütleb nii külastajale kui ka Google’ile kohe, millest leht räägib.',
  metadata: 'Korras metaandmed aitavad Google’il lehte õigesti näidata ja õigele keelele pakkuda.',
  images: 'Alt-tekst kirjeldab pilti ekraanilugejale ja Google’i pildiotsingule, ilma selleta jääb osa sisust nähtamatuks.',
  structuredData: 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid, mis toovad rohkem klikke.',
  social: 'Kui keegi jagab su lehte Facebookis, LinkedInis või X-is, otsustavad pilt ja pealkiri, kas sellele klikitakse.',
  serverFiles: 'Need failid juhatavad Google’i su lehtedeni, ja vale robots.txt võib terve saidi otsingust peita.',
};

/** The finding for a page that could not be read: the reason in Estonian. */
const unread = (error: string | null | undefined) => explainFailure(error ?? '');

type LengthFacts = { text: string; length: number; reason: string };

function lengthCard(
  id: string,
  title: string,
  why: string,
  read: (r: TestResult) => { text: string | null; length: number },
  gradeFn: (length: number) => Grade,
  limits: { min: number; max: number },
  missing: string,
): CardBuilder {
  const { min, max } = limits;
  return defineCard<'notRead' | 'missing' | 'good' | 'short' | 'long', LengthFacts>({
    id,
    title,
    why,
    assess: (r) => {
      const { text, length } = read(r);
      const facts = { text: text ?? '', length, reason: unread(r.htmlAnalysis.error) };
      if (r.htmlAnalysis.error) return { outcome: 'notRead', grade: 'unknown', facts };
      if (!text) return { outcome: 'missing', grade: 'bad', facts };
      const grade = gradeFn(length);
      return { outcome: grade === 'good' ? 'good' : length < min ? 'short' : 'long', grade, facts };
    },
    say: {
      notRead: { value: '–', found: ({ reason }) => reason },
      missing: { value: 'Puudub', found: missing },
      good: { value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }), found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki)` },
      short: { value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }), found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki, see on lühem)` },
      long: { value: ({ length }) => countLabel(length, { one: 'märk', other: 'märki' }), found: ({ text }) => `„${text}“ (soovitus ${min}–${max} märki, see on pikem)` },
    },
  });
}

const TITLE_CARD = lengthCard(
  'title',
  'Lehe pealkiri',
  WHY.title,
  (r) => ({ text: r.htmlAnalysis.title, length: r.htmlAnalysis.titleLength }),
  gradeTitleLength,
  THRESHOLDS.title,
  'Lehel puudub pealkiri (title).',
);

const DESCRIPTION_CARD = lengthCard(
  'description',
  'Metakirjeldus',
  WHY.description,
  (r) => ({ text: r.htmlAnalysis.metaDescription, length: r.htmlAnalysis.metaDescriptionLength }),
  gradeDescriptionLength,
  THRESHOLDS.description,
  'Lehel puudub metakirjeldus, Google valib otsingusse ise suvalise lõigu.',
);

const H1_CARD = defineCard<'notRead' | 'one' | 'none' | 'several', { count: number; reason: string }>({
  id: 'h1',
  title: 'Põhipealkiri (H1)',
  why: WHY.h1,
  assess: ({ htmlAnalysis: html }) => {
    const facts = { count: html.h1Count, reason: unread(html.error) };
    if (html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const grade = gradeH1Count(html.h1Count);
    return { outcome: html.h1Count === 1 ? 'one' : html.h1Count === 0 ? 'none' : 'several', grade, facts };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    one: { value: '1', found: 'Lehel on täpselt üks põhipealkiri, nagu peab.' },
    none: { value: '0', found: 'Lehel pole ühtegi põhipealkirja (H1).' },
    several: { value: ({ count }) => String(count), found: ({ count }) => `Lehel on ${count} põhipealkirja, soovitus on üks.` },
  },
});

const METADATA_CARD = defineCard<'notRead' | 'read', { label: string; lang: string | null; canonical: boolean; shortcomings: number; reason: string }>({
  id: 'metadata',
  title: 'Metaandmed kokku',
  why: WHY.metadata,
  assess: ({ htmlAnalysis: html }) => {
    if (html.error) return { outcome: 'notRead', grade: 'unknown', facts: { label: '', lang: null, canonical: false, shortcomings: 0, reason: unread(html.error) } };
    const meta = gradeMetadata(html);
    return {
      outcome: 'read',
      grade: meta.grade,
      facts: { label: meta.label, lang: html.langAttribute, canonical: Boolean(html.canonicalUrl), shortcomings: meta.shortcomings, reason: '' },
    };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    read: {
      value: ({ label }) => label,
      badge: ({ label }) => label,
      found: ({ lang, canonical, shortcomings }) =>
        `Keel: ${lang ?? 'määramata'} · kanooniline aadress: ${canonical ? 'olemas' : 'puudub'} · ${countLabel(shortcomings, { one: 'puudujääk', other: 'puudujääki' })}.`,
    },
  },
});

const IMAGES_CARD = defineCard<'notRead' | 'none' | 'allDescribed' | 'someMissing', { total: number; withoutAlt: number; emptyAlt: number; coverage: number; reason: string }>({
  id: 'images',
  title: 'Piltide alt-tekstid',
  why: WHY.images,
  assess: ({ imageAnalysis: img, htmlAnalysis: html }) => {
    const facts = { total: img.totalImages, withoutAlt: img.imagesWithoutAlt, emptyAlt: img.imagesWithEmptyAlt, coverage: img.altCoverage, reason: unread(html.error ?? img.error) };
    if (img.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const grade = gradeScore(img.altCoverage);
    if (img.totalImages === 0) return { outcome: 'none', grade, facts };
    return { outcome: img.imagesWithoutAlt + img.imagesWithEmptyAlt === 0 ? 'allDescribed' : 'someMissing', grade, facts };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    none: { value: '100%', found: 'Lehel pole pilte, seega pole ka alt-tekste vaja.' },
    allDescribed: {
      value: ({ coverage }) => `${coverage}%`,
      found: ({ total }) => `Lehel on ${countLabel(total, { one: 'pilt', other: 'pilti' })} ja ${total === 1 ? 'sellel' : 'kõigil'} on kirjeldus (alt-tekst).`,
    },
    someMissing: {
      value: ({ coverage }) => `${coverage}%`,
      found: ({ total, withoutAlt, emptyAlt }) =>
        `${countLabel(total, { one: 'pilt', other: 'pilti' })}, neist ${withoutAlt + emptyAlt} ilma kirjelduseta (${withoutAlt} ilma alt-tekstita, ${emptyAlt} tühja alt-tekstiga).`,
    },
  },
});

type StructuredFacts = { jsonLd: number; invalid: number; microdata: number; types: string[]; reason: string };

/** "2 JSON-LD plokki ja 1 mikroandmete element, tüübid: Organization, WebSite" */
const structuredParts = ({ jsonLd, microdata, types }: StructuredFacts) => {
  const parts = [
    jsonLd ? countLabel(jsonLd, { one: 'JSON-LD plokk', other: 'JSON-LD plokki' }) : '',
    microdata ? countLabel(microdata, { one: 'mikroandmete element', other: 'mikroandmete elementi' }) : '',
  ].filter(Boolean);
  return `${parts.join(' ja ')}${types.length ? `, tüübid: ${types.join(', ')}` : ''}`;
};

const invalidBlocks = ({ invalid }: StructuredFacts) =>
  `${countLabel(invalid, { one: 'JSON-LD plokk', other: 'JSON-LD plokki' })} on ${invalid === 1 ? 'vigane' : 'vigased'} (näiteks koma viimase väärtuse järel, tühi plokk või HTML-kommentaar ploki ümber), nii et otsingumootorid jätavad ${invalid === 1 ? 'selle' : 'need'} vahele.`;

const STRUCTURED_DATA_CARD = defineCard<'notRead' | 'valid' | 'validAndInvalid' | 'onlyInvalid' | 'none', StructuredFacts>({
  id: 'structured-data',
  title: 'Struktureeritud andmed',
  why: WHY.structuredData,
  assess: ({ structuredData: sd, htmlAnalysis: html }) => {
    const facts = { jsonLd: sd.jsonLdCount, invalid: sd.invalidJsonLdCount, microdata: sd.microdataCount, types: sd.types, reason: unread(html.error ?? sd.error) };
    if (sd.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    const has = sd.hasJsonLd || sd.hasMicrodata;
    if (has) return sd.invalidJsonLdCount ? { outcome: 'validAndInvalid', grade: 'warning', facts } : { outcome: 'valid', grade: 'good', facts };
    return { outcome: sd.invalidJsonLdCount ? 'onlyInvalid' : 'none', grade: 'warning', facts };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    valid: { value: 'Olemas', found: (f) => `${structuredParts(f)}.` },
    validAndInvalid: { value: 'Osaliselt vigane', found: (f) => `${structuredParts(f)}. ${invalidBlocks(f)}` },
    onlyInvalid: { value: 'Vigane', found: (f) => invalidBlocks(f) },
    none: { value: 'Puudub', found: 'Lehel pole struktureeritud andmeid (JSON-LD ega mikroandmeid).' },
  },
});

const SOCIAL_CARD = defineCard<'notRead' | 'read', { score: number; og: number; twitter: number; favicon: boolean; reason: string }>({
  id: 'social',
  title: 'Jagamine sotsiaalmeedias',
  why: WHY.social,
  assess: ({ socialMeta: sm, htmlAnalysis: html }) => {
    const facts = { score: sm.overallScore, og: sm.openGraph.coverage, twitter: sm.twitterCard.coverage, favicon: sm.hasFavicon, reason: unread(html.error ?? sm.error) };
    if (sm.error || html.error) return { outcome: 'notRead', grade: 'unknown', facts };
    return { outcome: 'read', grade: gradeScore(sm.overallScore), facts };
  },
  say: {
    notRead: { value: '–', found: ({ reason }) => reason },
    read: {
      value: ({ score }) => `${score}%`,
      found: ({ og, twitter, favicon }) => `Open Graph ${og}%, X-i (Twitteri) kaart ${twitter}%, favicon ${favicon ? 'olemas' : 'puudub'}.`,
    },
  },
});

/** What robots.txt says, in words. */
function robotsInWords({ robotsTxt: robots }: TestResult): string {
  if (robots.error) return 'ei õnnestunud kontrollida';
  if (!robots.exists) return 'puudub';
  if (robots.blocksAll && robots.blocksGooglebot) return 'keelab kogu saidi kõigile otsingumootoritele';
  if (robots.blocksGooglebot) return 'keelab kogu saidi Google’i robotile (Googlebot)';
  if (robots.blocksAll) return 'keelab kogu saidi otsingumootoritele, Google’i robotile (Googlebot) on see lubatud';
  return 'olemas';
}

const SERVER_FILES_CARD = defineCard<'notChecked' | 'graded', { label: string; robots: string; sitemap: string }>({
  id: 'server-files',
  title: 'robots.txt ja sitemap.xml',
  why: WHY.serverFiles,
  assess: (r) => {
    const facts = {
      label: '',
      robots: robotsInWords(r),
      sitemap: r.sitemapXml.error ? 'ei õnnestunud kontrollida' : r.sitemapXml.exists ? 'olemas' : 'puudub',
    };
    if (r.robotsTxt.error && r.sitemapXml.error) return { outcome: 'notChecked', grade: 'unknown', facts };
    const files = gradeServerFiles(r.robotsTxt, r.sitemapXml);
    return { outcome: 'graded', grade: files.grade, facts: { ...facts, label: files.label } };
  },
  say: {
    notChecked: { value: '–', found: ({ robots, sitemap }) => `robots.txt: ${robots} · sitemap.xml: ${sitemap}.` },
    graded: { value: ({ label }) => label, badge: ({ label }) => label, found: ({ robots, sitemap }) => `robots.txt: ${robots} · sitemap.xml: ${sitemap}.` },
  },
});

// ---------------------------------------------------------------------------------------------------------
// The report

export const SECTIONS: SectionDefinition[] = [
  {
    id: 'speed',
    title: 'Kiirus ja kvaliteet',
    intro: (r) =>
      r.lighthouse.error
        ? `${SPEED_UNAVAILABLE} Ülejäänud kontrollid on tehtud.`
        : 'Google PageSpeed Insightsi mõõtmine mobiiltelefoni vaates, hinne 0–100.',
    cards: SPEED_CARDS,
  },
  {
    id: 'technical',
    title: 'Turvalisus ja tehnika',
    intro: (r) =>
      `Kas leht avaneb turvaliselt, vastab korrektselt ja on kirjutatud veatu koodiga.${r.security.error === SECURITY_NOT_RUN ? ' Turvaseadete kontrolli seekord ei tehtud.' : ''}`,
    cards: [SSL_CARD, HTTP_STATUS_CARD, HTML_ERRORS_CARD, SECURITY_CARD],
  },
  {
    id: 'server',
    title: 'Server ja ühendus',
    intro: 'Mida nägi meie testiserver su avalehte avades: suunamised, protokoll, pakkimine ja vastamise kiirus.',
    cards: [REDIRECTS_CARD, HTTP2_CARD, COMPRESSION_CARD, RESPONSE_TIME_CARD],
    when: (r) => r.server !== null,
  },
  {
    id: 'seo',
    title: 'SEO põhitõed',
    intro: 'Mida Google ja sotsiaalmeedia su avalehelt välja loevad.',
    cards: [TITLE_CARD, DESCRIPTION_CARD, H1_CARD, METADATA_CARD, IMAGES_CARD, STRUCTURED_DATA_CARD, SOCIAL_CARD, SERVER_FILES_CARD],
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
  const sections = SECTIONS.filter((section) => section.when?.(result) ?? true).map((section) => ({
    id: section.id,
    title: section.title,
    intro: render(section.intro, result),
    cards: section.cards.map((build) => build(result)),
  }));
  return { summary: summaryOf(result, sections), sections, stats: statsCards(result) };
}
