/**
 * The security cards of the section "Turvalisus ja tehnika": the security settings (the tester API's findings, in
 * the words of finding-words.ts, and the Mozilla Observatory grade) and the domain's e-mail and DNS settings.
 */
import { countLabel } from '@/lib/plural';
import { findingFix, findingLabel, findingText } from '@/lib/tester/report/finding-words';
import { explainFailure } from '@/lib/tester/report/explain';
import { gradeScore, type Grade } from '@/lib/tester/report/grading';
import type { SecurityFinding, SecurityResult } from '@/lib/tester/state/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/checks/security-findings';
import { DOMAIN_NOT_RUN } from '@/lib/tester/checks/domain-trust';
import { FINDING_LABELS, type CardDetail, defineCard } from '@/lib/tester/report/cards';

const SECURITY_FIX = process.env.SITE_LOCALE === 'en'
  ? 'Fix the settings marked below: most of them are one line in the hosting or server configuration, which your hosting provider or developer can add.'
  : 'Paranda allpool märgitud seaded: enamik neist on üks rida majutaja või serveri seadistuses, mille saab lisada majutaja või arendaja.';

type Observatory = NonNullable<SecurityResult['observatory']>;
type SecurityCardFacts = { score: number; findings: SecurityFinding[]; reason: string; observatory: Observatory | null };

/** "Mozilla Observatory hinne: B (70 punkti)." */
const observatoryLine = (o: Observatory | null) => {
  if (!o) return '';
  return process.env.SITE_LOCALE === 'en' ? ` Mozilla Observatory grade: ${o.grade} (${o.score} points).` : ` Mozilla Observatory hinne: ${o.grade} (${o.score} punkti).`;
};

/** The Observatory's grade as a card item: its penalties and bonuses apart, and why a bonus did not count. */
function observatoryDetail(o: Observatory): CardDetail {
  const penalties = o.tests.filter((t) => t.modifier < 0);
  const bonuses = o.tests.filter((t) => t.modifier > 0);
  const sum = (tests: typeof o.tests) => tests.reduce((total, t) => total + t.modifier, 0);
  const bonusCounted = 100 + sum(penalties) >= 90;
  const status: CardDetail['status'] = o.grade.startsWith('A') ? 'pass' : o.grade.startsWith('B') || o.grade.startsWith('C') ? 'warn' : 'fail';
  const parts = process.env.SITE_LOCALE === 'en' ? [
    `Mozilla HTTP Observatory would grade this page ${o.grade} (${o.score} points; 100 points is A+).`,
    penalties.length ? `Points deducted: ${-sum(penalties)} (${countLabel(penalties.length, { one: 'test', other: 'tests' })}).` : 'No points deducted.',
    bonuses.length
      ? bonusCounted
        ? `Bonus points: ${sum(bonuses)}.`
        : `The bonus points (${sum(bonuses)}) were not counted, because Observatory only gives them when at least 90 points remain after deductions.`
      : '',
  ] : [
    `Mozilla HTTP Observatory annaks sellele lehele hinde ${o.grade} (${o.score} punkti; 100 punkti on A+).`,
    penalties.length ? `Miinuspunkte ${-sum(penalties)} (${countLabel(penalties.length, { one: 'test', other: 'testi' })}).` : 'Miinuspunkte pole.',
    bonuses.length
      ? bonusCounted
        ? `Lisapunkte ${sum(bonuses)}.`
        : `Lisapunkte (${sum(bonuses)}) ei arvestatud, sest Observatory annab neid ainult siis, kui miinuspunktide järel on alles vähemalt 90 punkti.`
      : '',
  ];
  return {
    id: 'observatory',
    label: process.env.SITE_LOCALE === 'en' ? 'Mozilla Observatory grade' : 'Mozilla Observatory hinne',
    status,
    statusLabel: o.grade,
    text: parts.filter(Boolean).join(' '),
    ...(status === 'pass'
      ? {}
      : {
          fix: process.env.SITE_LOCALE === 'en'
            ? 'Fix the settings marked in red and yellow below; they are also what lowers the Mozilla grade.'
            : 'Paranda allpool punase ja kollasega märgitud seaded; just need langetavad ka Mozilla hinnet.',
        }),
  };
}

/** A finding as a card item: its verdict, what was found, and on a warning or a problem what to do. */
function findingDetail(f: SecurityFinding): CardDetail {
  const fix = f.status === 'warn' || f.status === 'fail' ? findingFix(f) : null;
  return { id: f.id, label: findingLabel(f), status: f.status, statusLabel: FINDING_LABELS[f.status], text: findingText(f), ...(fix ? { fix } : {}) };
}

/** The English site's "6 are fine, 2 need attention and 1 is missing or faulty" (null when there is nothing). */
function statusList(pass: number, warn: number, fail: number): string | null {
  const parts = [
    pass ? `${pass} ${pass === 1 ? 'is' : 'are'} fine` : '',
    warn ? `${warn} ${warn === 1 ? 'needs' : 'need'} attention` : '',
    fail ? `${fail} ${fail === 1 ? 'is' : 'are'} missing or faulty` : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}

/** "Kontrollisime 9 turvaseadet: 6 on korras, 2 vajavad tähelepanu ja 1 on puudu või vigane." */
function findingsInWords(findings: SecurityFinding[]): string {
  const count = (status: SecurityFinding['status']) => findings.filter((f) => f.status === status).length;
  const [pass, warn, fail, na] = (['pass', 'warn', 'fail', 'na'] as const).map(count);
  if (process.env.SITE_LOCALE === 'en') {
    const notApplicable = na ? ` ${na === 1 ? '1 setting does not apply to this address and was' : `${na} settings do not apply to this address and were`} left out of the score.` : '';
    return `We checked ${countLabel(findings.length - na, { one: 'security setting', other: 'security settings' })}: ${statusList(pass, warn, fail) ?? 'none'}.${notApplicable}`;
  }
  const parts = [
    pass ? `${pass} on korras` : '',
    warn ? `${warn} ${warn === 1 ? 'vajab' : 'vajavad'} tähelepanu` : '',
    fail ? `${fail} on puudu või ${fail === 1 ? 'vigane' : 'vigased'}` : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ja ${parts.at(-1)}` : parts[0];
  const notApplicable = na ? ` ${na === 1 ? '1 seade ei rakendu' : `${na} seadet ei rakendu`} selle aadressi puhul ja jäi hindest välja.` : '';
  return `Kontrollisime ${findings.length - na} turvaseadet: ${list}.${notApplicable}`;
}

/**
 * Security: measured by the tester API (the score and one finding per item), or, without the API, not measured:
 * the spec's fixed 75 stays in the result data and the notification, but the card never shows it as a score.
 */
export const SECURITY_CARD = defineCard<'notRun' | 'failed' | Grade, SecurityCardFacts>({
  id: 'security',
  title: process.env.SITE_LOCALE === 'en' ? 'Security settings' : 'Turvaseaded',
  why:
    process.env.SITE_LOCALE === 'en'
      ? 'These settings keep the connection secure and make common attacks harder (an injected script, the page hidden in another site’s frame), but they do not stop hacking: sites are usually broken into through out-of-date software, which this card does not check.'
      : 'Need seaded hoiavad ühenduse turvalisena ja raskendavad levinud rünnakuid (võõra skripti käivitamist, lehe peitmist võõrasse raami), kuid häkkimise eest need ei kaitse: lehti häkitakse enamasti uuendamata tarkvara kaudu, mida see kaart ei kontrolli.',
  assess: ({ security }) => {
    const facts = { score: security.score, findings: security.findings, reason: security.error ?? '', observatory: security.observatory ?? null };
    if (!security.measured) return { outcome: security.error === SECURITY_NOT_RUN ? 'notRun' : 'failed', grade: security.error === SECURITY_NOT_RUN ? 'info' : 'unknown', facts };
    const grade = gradeScore(security.score);
    return { outcome: grade, grade, facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRun: {
      value: '–',
      found:
        'The security check was not run this time, because our test server was not available. We review the certificate, security headers and redirects in the free audit.',
    },
    failed: { value: '–', found: ({ reason }) => `The security settings could not be checked. ${explainFailure(reason)}` },
    good: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory) },
    warning: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory), fix: SECURITY_FIX },
    bad: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory), fix: SECURITY_FIX },
  } : {
    notRun: {
      value: '–',
      found: 'Turvakontrolli seekord ei tehtud, sest meie testiserver ei olnud kättesaadav. Sertifikaadi, turvapäised ja suunamised vaatame üle tasuta auditis.',
    },
    failed: { value: '–', found: ({ reason }) => `Turvaseadeid ei õnnestunud kontrollida. ${explainFailure(reason)}` },
    good: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory) },
    warning: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory), fix: SECURITY_FIX },
    bad: { value: ({ score }) => `${score}/100`, found: ({ findings, observatory }) => findingsInWords(findings) + observatoryLine(observatory), fix: SECURITY_FIX },
  },
  details: ({ findings, observatory }) => [
    ...(observatory ? [observatoryDetail(observatory)] : []),
    ...findings.map(findingDetail),
  ],
});

/** The domain card's advice on a warning or a problem; each item below says its own fix. */
const DOMAIN_FIX = process.env.SITE_LOCALE === 'en'
  ? 'Fix the settings marked below in the domain’s DNS: you can change them in your account with your domain registrar or DNS provider, and a developer can help if needed.'
  : 'Paranda allpool märgitud seaded domeeni DNS-is: neid saab muuta registripidaja või DNS-teenuse pakkuja iseteeninduses, vajaduse korral aitab arendaja.';

type DomainCardFacts = { domain: string; findings: SecurityFinding[]; reason: string };

/** "Kontrollisime domeeni naide.ee e-posti ja DNS-i seadeid: 5 on korras, 2 vajavad tähelepanu ja 1 on puudu või vigane." */
function domainFindingsInWords({ domain, findings }: DomainCardFacts): string {
  const count = (status: SecurityFinding['status']) => findings.filter((f) => f.status === status).length;
  const [pass, warn, fail] = (['pass', 'warn', 'fail'] as const).map(count);
  if (process.env.SITE_LOCALE === 'en') return `We checked the e-mail and DNS settings of the domain ${domain}: ${statusList(pass, warn, fail) ?? 'none of them could be checked'}.`;
  const parts = [
    pass ? `${pass} on korras` : '',
    warn ? `${warn} ${warn === 1 ? 'vajab' : 'vajavad'} tähelepanu` : '',
    fail ? `${fail} on puudu või ${fail === 1 ? 'vigane' : 'vigased'}` : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ja ${parts.at(-1)}` : (parts[0] ?? 'ühtegi ei õnnestunud kontrollida');
  return `Kontrollisime domeeni ${domain} e-posti ja DNS-i seadeid: ${list}.`;
}

/**
 * Domain and e-mail trust (GET /api/dns): one verdict over its findings (a failing item makes it bad, an item that
 * needs attention makes it a warning), and one item per finding with what it means and what to do. Without the
 * API (the CORS proxy cannot ask DNS) it says that the domain was not checked.
 */
export const DOMAIN_CARD = defineCard<'notRun' | 'failed' | Grade, DomainCardFacts>({
  id: 'domain-trust',
  title: process.env.SITE_LOCALE === 'en' ? 'Domain and e-mail' : 'Domeen ja e-post',
  why: process.env.SITE_LOCALE === 'en'
    ? 'Without SPF and DMARC, anyone can send e-mails in your company’s name and your own offers may land in spam; DNSSEC lets resolvers check that DNS answers are genuine, and CAA says which certificate authorities may issue certificates for your domain.'
    : 'Ilma SPF-i ja DMARC-ita saab igaüks saata kirju sinu ettevõtte nimel ja sinu enda pakkumised võivad jõuda rämpsposti; DNSSEC laseb nimeserveritel kontrollida, et DNS-vastused on ehtsad, ja CAA ütleb, millised sertifikaadikeskused tohivad su domeenile sertifikaate väljastada.',
  assess: ({ domainTrust }) => {
    const facts = { domain: domainTrust?.domain ?? '', findings: domainTrust?.findings ?? [], reason: domainTrust?.error ?? DOMAIN_NOT_RUN };
    if (!domainTrust || domainTrust.error === DOMAIN_NOT_RUN) return { outcome: 'notRun', grade: 'info', facts };
    if (domainTrust.error) return { outcome: 'failed', grade: 'unknown', facts };
    const has = (status: SecurityFinding['status']) => domainTrust.findings.some((f) => f.status === status);
    const grade: Grade = has('fail') ? 'bad' : has('warn') ? 'warning' : 'good';
    return { outcome: grade, grade, facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRun: {
      value: 'Not checked',
      found:
        'The domain and e-mail settings (SPF, DMARC, DNSSEC) were not checked this time, because our test server was not available. We review them in the free audit.',
    },
    failed: { value: '–', found: ({ reason }) => `The domain and e-mail settings could not be checked. ${explainFailure(reason)}` },
    good: { value: 'OK', found: domainFindingsInWords },
    warning: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'warn').length, { one: 'note', other: 'notes' }),
      found: domainFindingsInWords,
      fix: DOMAIN_FIX,
    },
    bad: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'fail').length, { one: 'problem', other: 'problems' }),
      found: domainFindingsInWords,
      fix: DOMAIN_FIX,
    },
  } : {
    notRun: {
      value: 'Ei kontrollitud',
      found: 'Domeeni ja e-posti seadeid (SPF, DMARC, DNSSEC) seekord ei kontrollitud, sest meie testiserver ei olnud kättesaadav. Vaatame need üle tasuta auditis.',
    },
    failed: { value: '–', found: ({ reason }) => `Domeeni ja e-posti seadeid ei õnnestunud kontrollida. ${explainFailure(reason)}` },
    good: { value: 'Korras', found: domainFindingsInWords },
    warning: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'warn').length, { one: 'märkus', other: 'märkust' }),
      found: domainFindingsInWords,
      fix: DOMAIN_FIX,
    },
    bad: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'fail').length, { one: 'probleem', other: 'probleemi' }),
      found: domainFindingsInWords,
      fix: DOMAIN_FIX,
    },
  },
  details: ({ findings }) => findings.map(findingDetail),
});
