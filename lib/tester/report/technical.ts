/**
 * The report's section "Turvalisus ja tehnika" ("Security and technology"): the secure connection (SSL), the
 * server's answer, HTML errors and the security settings (the findings of the tester API, in the words of
 * finding-words.ts). Each card's words are in the site's language (process.env.SITE_LOCALE, compared in place).
 * The security and domain cards are in security.ts, the external services' card in third-party-card.ts.
 */
import { countLabel } from '@/lib/plural';
import { findingText } from '@/lib/tester/report/finding-words';
import { explainFailure, explainW3cError, statusInWords } from '@/lib/tester/report/explain';
import { gradeHtmlErrors, type Grade } from '@/lib/tester/report/grading';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { TIMEOUTS } from '@/lib/tester/engine/deps';
import { SSL_CERTIFICATE_FAILED, SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { SSL_IN_PROGRESS, type CardBuilder, defineCard } from '@/lib/tester/report/cards';
import { DOMAIN_CARD, SECURITY_CARD } from '@/lib/tester/report/security';
import { THIRD_PARTY_CARD } from '@/lib/tester/report/third-party-card';

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

/** The section's cards, in the order shown. */
export const TECHNICAL_CARDS: CardBuilder[] = [SSL_CARD, HTTP_STATUS_CARD, HTML_ERRORS_CARD, SECURITY_CARD, DOMAIN_CARD, THIRD_PARTY_CARD];
