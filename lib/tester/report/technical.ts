/**
 * The report's section "Turvalisus ja tehnika": the secure connection (SSL), the server's answer, HTML errors and
 * the security settings (the findings of the tester API, in the words of finding-words.ts).
 */
import { countLabel } from '@/lib/plural';
import { findingLabel, findingText } from '@/lib/tester/report/finding-words';
import { explainFailure, explainW3cError, statusInWords } from '@/lib/tester/report/explain';
import { gradeHtmlErrors, gradeScore, type Grade } from '@/lib/tester/report/grading';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { SSL_CERTIFICATE_FAILED, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import type { SecurityFinding } from '@/lib/tester/state/schema';
import { SECURITY_NOT_RUN } from '@/lib/tester/checks/security-findings';
import { DOMAIN_NOT_RUN } from '@/lib/tester/checks/domain-trust';
import { SSL_IN_PROGRESS, FINDING_LABELS, type CardBuilder, defineCard } from '@/lib/tester/report/cards';

type SslFacts = { host: string; reason: string; certificate: string };

export const SSL_CARD = defineCard<'inProgress' | 'valid' | 'expiring' | 'notChecked' | 'invalid' | 'missing', SslFacts>({
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

export const HTTP_STATUS_CARD = defineCard<'unreachable' | 'notChecked' | Grade, { status: number; reason: string }>({
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

export const HTML_ERRORS_CARD = defineCard<'notChecked' | Grade, { errors: number; warnings: number; reason: string }>({
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
export const SECURITY_CARD = defineCard<'notRun' | 'failed' | Grade, SecurityCardFacts>({
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

type DomainCardFacts = { domain: string; findings: SecurityFinding[]; reason: string };

/** "Kontrollisime domeeni naide.ee e-posti ja DNS-i seadeid: 5 on korras, 2 vajavad tähelepanu ja 1 on puudu või vigane." */
function domainFindingsInWords({ domain, findings }: DomainCardFacts): string {
  const count = (status: SecurityFinding['status']) => findings.filter((f) => f.status === status).length;
  const [pass, warn, fail] = (['pass', 'warn', 'fail'] as const).map(count);
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
  title: 'Domeen ja e-post',
  why: 'Ilma SPF-i ja DMARC-ita saab igaüks saata kirju sinu ettevõtte nimel ja sinu enda pakkumised võivad jõuda rämpsposti; DNSSEC ja CAA kaitsevad domeeni ja sertifikaati võltsimise eest.',
  assess: ({ domainTrust }) => {
    const facts = { domain: domainTrust?.domain ?? '', findings: domainTrust?.findings ?? [], reason: domainTrust?.error ?? DOMAIN_NOT_RUN };
    if (!domainTrust || domainTrust.error === DOMAIN_NOT_RUN) return { outcome: 'notRun', grade: 'info', facts };
    if (domainTrust.error) return { outcome: 'failed', grade: 'unknown', facts };
    const has = (status: SecurityFinding['status']) => domainTrust.findings.some((f) => f.status === status);
    const grade: Grade = has('fail') ? 'bad' : has('warn') ? 'warning' : 'good';
    return { outcome: grade, grade, facts };
  },
  say: {
    notRun: {
      value: 'Ei kontrollitud',
      found: 'Domeeni ja e-posti seadeid (SPF, DMARC, DNSSEC) seekord ei kontrollitud, sest meie testiserver ei olnud kättesaadav. Vaatame need üle tasuta auditis.',
    },
    failed: { value: '–', found: ({ reason }) => `Domeeni ja e-posti seadeid ei õnnestunud kontrollida. ${explainFailure(reason)}` },
    good: { value: 'Korras', found: domainFindingsInWords },
    warning: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'warn').length, { one: 'märkus', other: 'märkust' }),
      found: domainFindingsInWords,
    },
    bad: {
      value: ({ findings }) => countLabel(findings.filter((f) => f.status === 'fail').length, { one: 'probleem', other: 'probleemi' }),
      found: domainFindingsInWords,
    },
  },
  details: ({ findings }) =>
    findings.map((f) => ({ id: f.id, label: findingLabel(f), status: f.status, statusLabel: FINDING_LABELS[f.status], text: findingText(f) })),
});

/** The section's cards, in the order shown. */
export const TECHNICAL_CARDS: CardBuilder[] = [SSL_CARD, HTTP_STATUS_CARD, HTML_ERRORS_CARD, SECURITY_CARD, DOMAIN_CARD];
