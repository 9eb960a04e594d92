/**
 * The report's section "Turvalisus ja tehnika" ("Security and technology"): the secure connection (SSL), the
 * server's answer, HTML errors and the security settings (the findings of the tester API, in the words of
 * finding-words.ts). Each card's words are in the site's language (process.env.SITE_LOCALE, compared in place).
 */
import { countLabel } from '@/lib/plural';
import { findingFix, findingLabel, findingText } from '@/lib/tester/report/finding-words';
import { CONSENT_KINDS, groupServices, SERVICE_KIND_WORDS } from '@/lib/tester/report/third-parties';
import { explainFailure, explainW3cError, statusInWords } from '@/lib/tester/report/explain';
import { gradeHtmlErrors, gradeScore, type Grade } from '@/lib/tester/report/grading';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { TIMEOUTS } from '@/lib/tester/engine/deps';
import { SSL_CERTIFICATE_FAILED, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import type { SecurityFinding, SecurityResult } from '@/lib/tester/state/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/checks/security-findings';
import { DOMAIN_NOT_RUN } from '@/lib/tester/checks/domain-trust';
import { SSL_IN_PROGRESS, FINDING_LABELS, type CardBuilder, type CardDetail, defineCard } from '@/lib/tester/report/cards';

type SslFacts = { host: string; reason: string; certificate: string };

/** How long the secure connection is waited for, in seconds (the check's own timeout). */
const SSL_SECONDS = TIMEOUTS.ssl / 1000;

export const SSL_CARD = defineCard<'inProgress' | 'valid' | 'expiring' | 'notChecked' | 'invalid' | 'missing', SslFacts>({
  id: 'ssl',
  title: process.env.SITE_LOCALE === 'en' ? 'Secure connection (SSL)' : 'Turvaline ühendus (SSL)',
  why:
    process.env.SITE_LOCALE === 'en'
      ? 'Without HTTPS, the browser shows a “Not secure” warning and many visitors leave at once.'
      : 'Ilma HTTPS-ita näitab brauser hoiatust „Pole turvaline“ ja paljud külastajad lahkuvad kohe.',
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
  say: process.env.SITE_LOCALE === 'en' ? {
    inProgress: {
      value: SSL_IN_PROGRESS,
      found: `The page did not answer an HTTPS request within ${SSL_SECONDS} seconds, so there was no time to check the certificate.`,
      fix: 'Run the test again in a few minutes; if the page is still slow to answer, ask your hosting provider why the server is slow.',
    },
    valid: {
      value: 'Valid',
      found: ({ host, certificate }) => `The page opens over a secure HTTPS connection (${host}).${certificate ? ` ${certificate}` : ''}`,
    },
    expiring: {
      value: 'Expiring',
      found: ({ certificate }) => certificate,
      fix: 'Ask your hosting provider to renew the certificate and turn on automatic renewal (for example Let’s Encrypt).',
    },
    notChecked: { value: '–', found: ({ reason }) => reason },
    invalid: {
      value: 'Invalid',
      found: ({ reason }) => reason,
      fix: 'Ask your hosting provider to install a valid certificate for this address (free, for example, from Let’s Encrypt).',
    },
    missing: {
      value: 'Missing',
      found: ({ reason }) => reason || 'The page does not open over a secure HTTPS connection.',
      fix: 'Ask your hosting provider to turn on HTTPS with a free certificate (for example Let’s Encrypt).',
    },
  } : {
    inProgress: {
      value: SSL_IN_PROGRESS,
      found: `Leht ei vastanud HTTPS-päringule ${SSL_SECONDS} sekundi jooksul, nii et sertifikaati ei jõutud kontrollida.`,
      fix: 'Proovi testi mõne minuti pärast uuesti; kui leht vastab ikka aeglaselt, küsi majutajalt, miks server viivitab.',
    },
    valid: {
      value: 'Kehtiv',
      found: ({ host, certificate }) => `Leht avaneb turvalise HTTPS-ühendusega (${host}).${certificate ? ` ${certificate}` : ''}`,
    },
    expiring: {
      value: 'Aegumas',
      found: ({ certificate }) => certificate,
      fix: 'Palu majutajal sertifikaat uuendada ja lülitada sisse automaatne uuendamine (näiteks Let’s Encrypt).',
    },
    notChecked: { value: '–', found: ({ reason }) => reason },
    invalid: {
      value: 'Vigane',
      found: ({ reason }) => reason,
      fix: 'Palu majutajal paigaldada sellele aadressile kehtiv sertifikaat (tasuta näiteks Let’s Encrypt).',
    },
    missing: {
      value: 'Puudub',
      found: ({ reason }) => reason || 'Leht ei avane turvalise HTTPS-ühendusega.',
      fix: 'Palu majutajal lülitada sisse HTTPS ja tasuta sertifikaat (näiteks Let’s Encrypt).',
    },
  },
});

export const HTTP_STATUS_CARD = defineCard<'unreachable' | 'notChecked' | Grade, { status: number; reason: string }>({
  id: 'http-status',
  title: process.env.SITE_LOCALE === 'en' ? 'Server response' : 'Serveri vastus',
  why: process.env.SITE_LOCALE === 'en' ? 'If the server answers with an error, neither visitors nor Google see the page.' : 'Kui server vastab veaga, ei näe lehte ei külastaja ega Google.',
  assess: ({ httpStatus: { status, error } }) => {
    if (status === 0) {
      const outcome = !error || error === HTTP_UNREACHABLE ? 'unreachable' : 'notChecked';
      return { outcome, grade: outcome === 'unreachable' ? 'bad' : 'unknown', facts: { status, reason: error ? explainFailure(error) : '' } };
    }
    const grade: Grade = status < 300 ? 'good' : status < 400 ? 'warning' : 'bad';
    return { outcome: grade, grade, facts: { status, reason: '' } };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    unreachable: {
      value: 'No answer',
      found: `The server did not answer the request. ${HTTP_UNREACHABLE}.`,
      fix: 'Open the page in your own browser; if it does not open, contact your hosting provider.',
    },
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: { value: ({ status }) => statusInWords(status), found: 'The server answers correctly and the page opens.' },
    warning: {
      value: ({ status }) => statusInWords(status),
      found: 'The server redirects the request to another address.',
      fix: 'Check that the redirect leads to the right home page, and use the final address straight away in your links and adverts.',
    },
    bad: {
      value: ({ status }) => statusInWords(status),
      found: 'The server answers with an error, so the page does not open properly.',
      fix: 'Open the page in your own browser and give the error code to your hosting provider or developer: fix this before anything else.',
    },
  } : {
    unreachable: {
      value: 'Vastust pole',
      found: `Server ei vastanud päringule. ${HTTP_UNREACHABLE}.`,
      fix: 'Ava leht ise brauseris; kui see ei avane, võta ühendust majutajaga.',
    },
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: { value: ({ status }) => statusInWords(status), found: 'Server vastab korrektselt ja leht avaneb.' },
    warning: {
      value: ({ status }) => statusInWords(status),
      found: 'Server suunab päringu edasi teisele aadressile.',
      fix: 'Kontrolli, et suunamine viib õigele avalehele, ja kasuta lehe lingides ja reklaamides kohe lõplikku aadressi.',
    },
    bad: {
      value: ({ status }) => statusInWords(status),
      found: 'Server vastab veateatega, leht ei avane korralikult.',
      fix: 'Ava leht ise brauseris ja anna veakood majutajale või arendajale: see tuleb parandada enne kõike muud.',
    },
  },
});

/** The English site's counts of the validator's findings. */
const ERRORS = { one: 'error', other: 'errors' };
const WARNINGS = { one: 'warning', other: 'warnings' };

/** "W3C validaator leidis 2 viga ja 1 hoiatuse." (no "ja 0 hoiatust", copy review T22) */
const validatorFound = ({ errors, warnings }: { errors: number; warnings: number }) =>
  process.env.SITE_LOCALE === 'en'
    ? `The W3C validator found ${countLabel(errors, ERRORS)}${warnings ? ` and ${countLabel(warnings, WARNINGS)}` : ''}.`
    : `W3C validaator leidis ${countLabel(errors, { one: 'vea', other: 'viga' })}${warnings ? ` ja ${countLabel(warnings, { one: 'hoiatuse', other: 'hoiatust' })}` : ''}.`;

export const HTML_ERRORS_CARD = defineCard<'notChecked' | Grade, { errors: number; warnings: number; reason: string }>({
  id: 'html-errors',
  title: process.env.SITE_LOCALE === 'en' ? 'HTML errors' : 'HTML-vead',
  why:
    process.env.SITE_LOCALE === 'en'
      ? 'Faulty code can make the page look broken in some browsers and makes it harder for Google to read.'
      : 'Vigane kood võib lehe mõnes brauseris katki näidata ja teeb Google’ile lehe lugemise raskemaks.',
  assess: ({ w3c: { errors, warnings, error } }) => {
    if (error) return { outcome: 'notChecked', grade: 'unknown', facts: { errors, warnings, reason: explainW3cError(error) } };
    const grade = gradeHtmlErrors(errors);
    return { outcome: grade, grade, facts: { errors, warnings, reason: '' } };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: {
      value: countLabel(0, ERRORS),
      found: ({ warnings }) => `The W3C validator found no errors${warnings ? `, only ${countLabel(warnings, WARNINGS)}` : ''}.`,
    },
    warning: {
      value: ({ errors }) => countLabel(errors, ERRORS),
      found: validatorFound,
      fix: 'Ask your developer to go through the errors in the W3C validator (validator.w3.org); a few errors can usually be fixed quickly.',
    },
    bad: {
      value: ({ errors }) => countLabel(errors, ERRORS),
      found: validatorFound,
      fix: 'Ask your developer to go through the errors in the W3C validator (validator.w3.org) and fix them, starting with the page’s header and menu.',
    },
  } : {
    notChecked: { value: '–', found: ({ reason }) => reason },
    good: {
      value: '0 viga',
      found: ({ warnings }) => `W3C validaator ei leidnud ühtegi viga${warnings ? `, küll aga ${countLabel(warnings, { one: 'hoiatuse', other: 'hoiatust' })}` : ''}.`,
    },
    warning: {
      value: ({ errors }) => countLabel(errors, { one: 'viga', other: 'viga' }),
      found: validatorFound,
      fix: 'Lase arendajal vead W3C validaatoris (validator.w3.org) läbi vaadata; väheseid vigu saab enamasti kiiresti parandada.',
    },
    bad: {
      value: ({ errors }) => countLabel(errors, { one: 'viga', other: 'viga' }),
      found: validatorFound,
      fix: 'Lase arendajal vead W3C validaatoris (validator.w3.org) läbi vaadata ja parandada, alustades lehe ülaosast ja menüüst.',
    },
  },
});

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

type ThirdPartyFacts = { services: ReturnType<typeof groupServices>; total: number };

/**
 * The other sites' services the home page loads (by host, named from lib/tester/report/third-parties.ts): what
 * runs on the site besides its own code. Information, not a grade; a neutral note on consent where it applies.
 */
export const THIRD_PARTY_CARD = defineCard<'notRun' | 'none' | 'some', ThirdPartyFacts>({
  id: 'third-parties',
  title: process.env.SITE_LOCALE === 'en' ? 'External services' : 'Välised teenused',
  why: process.env.SITE_LOCALE === 'en'
    ? 'Every external service loads someone else’s code on your page: it slows the page down, may collect visitors’ data and often needs cookie consent.'
    : 'Iga väline teenus laadib sinu lehele kellegi teise koodi: see aeglustab lehte, võib koguda külastajate andmeid ja vajab sageli küpsiste nõusolekut.',
  assess: ({ security }) => {
    const list = security.thirdParties;
    if (!security.measured || !list) return { outcome: 'notRun', grade: 'info', facts: { services: [], total: 0 } };
    const services = groupServices(list.hosts);
    return { outcome: services.length ? 'some' : 'none', grade: 'info', facts: { services, total: list.total } };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRun: { value: '–', found: 'External services were not counted this time (our test server could not read the page’s code).' },
    none: { value: '0', found: 'The home page loads no files or scripts from other sites: everything comes from your own server.' },
    some: {
      value: ({ services }) => countLabel(services.length, { one: 'service', other: 'services' }),
      found: ({ services, total }) => {
        const consent = services.some((s) => CONSENT_KINDS.has(s.kind));
        return (
          `The home page loads files from ${countLabel(total, { one: 'other address', other: 'other addresses' })}.` +
          (consent ? ' Analytics, advertising and video services usually set cookies, which need the visitor’s consent.' : '')
        );
      },
    },
  } : {
    notRun: { value: '–', found: 'Väliseid teenuseid seekord ei loetud (lehe koodi ei saanud meie testiserveri kaudu lugeda).' },
    none: { value: '0', found: 'Avaleht ei laadi faile ega skripte teistelt saitidelt: kõik tuleb sinu enda serverist.' },
    some: {
      value: ({ services }) => countLabel(services.length, { one: 'teenus', other: 'teenust' }),
      found: ({ services, total }) => {
        const consent = services.some((s) => CONSENT_KINDS.has(s.kind));
        return (
          `Avaleht laadib faile ${countLabel(total, { one: 'teiselt aadressilt', other: 'teiselt aadressilt' })}.` +
          (consent ? ' Analüütika-, reklaami- ja videoteenused seavad tavaliselt küpsiseid, mille jaoks on vaja külastaja nõusolekut.' : '')
        );
      },
    },
  },
  details: ({ services }) =>
    services.map((s) => ({
      id: `service-${s.hosts[0]}`,
      label: s.name,
      status: 'na' as const,
      statusLabel: SERVICE_KIND_WORDS[s.kind],
      text: `${s.hosts.join(', ')} · ${countLabel(s.count, process.env.SITE_LOCALE === 'en' ? { one: 'file', other: 'files' } : { one: 'fail', other: 'faili' })}`,
    })),
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

/** The section's cards, in the order shown. */
export const TECHNICAL_CARDS: CardBuilder[] = [SSL_CARD, HTTP_STATUS_CARD, HTML_ERRORS_CARD, SECURITY_CARD, DOMAIN_CARD, THIRD_PARTY_CARD];
