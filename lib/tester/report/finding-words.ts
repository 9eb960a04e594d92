/**
 * The security findings in words: each item's name, and what each of its cases (facts.case, decided by the
 * tester API's judging in api/security-score.mjs) means for the visitor: what was found and what it risks. The
 * only place these sentences are written; the API and the saved results carry the facts.
 */
import { DOMAIN_WORDS } from '@/lib/tester/report/domain-words';
import type { SecurityFinding } from '@/lib/tester/state/schema';

type Facts = SecurityFinding['facts'];
type Say = (facts: Facts) => string;

const str = (facts: Facts, key: string) => String(facts[key] ?? '');
const num = (facts: Facts, key: string) => Number(facts[key] ?? 0);

/** "1 päev", "12 päeva". */
const daysText = (days: number) => `${days} ${days === 1 ? 'päev' : 'päeva'}`;

const NA_HTTP_TEST = 'Ei kehti: testaadress avati krüpteerimata http kaudu ja erandliku pordiga, seda saab hinnata ainult https-ühendusel.';

/** Why a certificate is not trusted, by OpenSSL's reason. */
const UNTRUSTED_REASONS: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'sertifikaat on isesigneeritud',
  SELF_SIGNED_CERT_IN_CHAIN: 'ahelas on isesigneeritud sertifikaat',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'sertifikaadi väljaandjat ei saa kontrollida',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'sertifikaadi väljaandjat ei saa kontrollida',
  UNABLE_TO_GET_ISSUER_CERT: 'sertifikaadi väljaandjat ei saa kontrollida',
  CERT_NOT_YET_VALID: 'sertifikaat ei kehti veel',
  CERT_REVOKED: 'sertifikaat on tühistatud',
};

/** Where the page's content security policy was found, for the CSP sentences. */
const cspWhere = (facts: Facts) => (facts.inHeader && facts.inMeta ? ' (päises ja lehe meta-sildis)' : facts.inMeta ? ' (lehe meta-sildis)' : '');

/** Every item the API judges: its name, and a sentence per case. */
export const FINDING_WORDS: Record<string, { label: string; say: Record<string, Say> }> = {
  'https-redirect': {
    label: 'Suunamine http-lt https-le',
    say: {
      redirects: () => 'Http-aadress suunab külastaja turvalisele https-aadressile.',
      'no-counterpart': () => 'Ei kehti: testaadressil on erandlik port, sellele vastavat http-aadressi ei saa kontrollida.',
      'http-test': () => NA_HTTP_TEST,
      silent: () => 'Http-aadress ei vasta. Kes kirjutab aadressi ilma https-ita, võib näha veateadet.',
      'stays-http': () => 'Http-aadress ei suuna https-aadressile: osa külastajaid näeb lehte krüpteerimata ühendusega.',
    },
  },
  certificate: {
    label: 'SSL-sertifikaat',
    say: {
      'http-test': () => NA_HTTP_TEST,
      none: () => 'Lehel ei ole töötavat https-ühendust: andmed liiguvad krüpteerimata.',
      expired: (f) => `Sertifikaat aegus ${daysText(Math.max(1, -num(f, 'daysLeft')))} tagasi: brauserid hoiatavad külastajaid.`,
      untrusted: (f) =>
        `Sertifikaat ei ole usaldusväärne (${UNTRUSTED_REASONS[str(f, 'error')] ?? `põhjus: ${str(f, 'error')}`}): brauserid hoiatavad külastajaid.`,
      'wrong-host': () => 'Sertifikaat on välja antud teisele aadressile: brauserid hoiatavad külastajaid.',
      expiring: (f) => `Sertifikaat kehtib veel ${daysText(num(f, 'daysLeft'))}. Uuenda see kohe, muidu hoiatavad brauserid külastajaid.`,
      valid: (f) => `Sertifikaat on usaldusväärne ja kehtib veel ${daysText(num(f, 'daysLeft'))}.`,
    },
  },
  tls: {
    label: 'TLS-protokolli versioon',
    say: {
      'http-test': () => NA_HTTP_TEST,
      none: () => 'Turvalist ühendust ei saanud luua.',
      modern: (f) => `Ühendus kasutab kaasaegset protokolli ${str(f, 'protocol').replace('TLSv', 'TLS ')}.`,
      outdated: (f) => `Ühendus kasutab aegunud protokolli ${str(f, 'protocol')}. Vaja on vähemalt TLS 1.2.`,
    },
  },
  hsts: {
    label: 'HSTS (alati turvaline ühendus)',
    say: {
      'http-test': () => 'Ei kehti: HSTS töötab ainult https-ühendusega, testaadress avati http kaudu.',
      'plain-http': () => 'HSTS puudub, sest leht avaneb krüpteerimata http-ühendusega.',
      missing: () => 'HSTS puudub: brauser võib lehte avada ka krüpteerimata ühendusega, kus andmeid saab pealt kuulata.',
      short: (f) =>
        `HSTS kehtib ainult ${daysText(Math.floor(num(f, 'maxAge') / 86400))}. Soovitame vähemalt 6 kuud (max-age=${num(f, 'minMaxAge')}).`,
      on: (f) => `HSTS on sees (${daysText(Math.floor(num(f, 'maxAge') / 86400))}): brauser avab lehte alati turvalise ühendusega.`,
    },
  },
  csp: {
    label: 'Sisuturbe poliitika (CSP)',
    say: {
      'report-only': () => 'Sisuturbe poliitika on ainult jälgimisrežiimis (Report-Only) ega takista midagi.',
      missing: () => 'Sisuturbe poliitika puudub: kui lehele satub võõras skript, ei takista brauser selle käivitamist.',
      'no-script-rules': (f) => `Sisuturbe poliitika${cspWhere(f)} on olemas, kuid ei piira skripte (script-src ja default-src puuduvad).`,
      'unsafe-inline': (f) => `Sisuturbe poliitika${cspWhere(f)} lubab skriptides 'unsafe-inline': lehele süstitud skriptid saavad ikka käivituda.`,
      strict: (f) => `Sisuturbe poliitika${cspWhere(f)} on olemas ega luba skriptides 'unsafe-inline'.`,
    },
  },
  nosniff: {
    label: 'Failitüübi kaitse (X-Content-Type-Options)',
    say: {
      on: () => 'Brauser ei arva failide tüüpi ise (nosniff).',
      missing: () => 'X-Content-Type-Options: nosniff puudub: brauser võib faili tüübi valesti ära arvata ja selle skriptina käivitada.',
    },
  },
  frame: {
    label: 'Kaitse raami sisse panemise eest',
    say: {
      'ancestors-open': () => 'frame-ancestors lubab lehte raami panna pea igal lehel.',
      ancestors: () => 'Võõrad lehed ei saa sinu lehte oma raami sisse panna (frame-ancestors).',
      'x-frame-options': (f) => `Võõrad lehed ei saa sinu lehte oma raami sisse panna (X-Frame-Options: ${str(f, 'xFrameOptions').toUpperCase()}).`,
      'x-frame-options-obsolete': (f) => `X-Frame-Options väärtus "${str(f, 'xFrameOptions')}" on aegunud ja brauserid ei arvesta seda.`,
      missing: () => 'Kaitse puudub: võõras leht saab sinu lehe nähtamatu raami sisse panna ja külastajat klikkima meelitada.',
    },
  },
  'referrer-policy': {
    label: 'Viitaja poliitika (Referrer-Policy)',
    say: {
      missing: () => 'Referrer-Policy puudub: teistele lehtedele saadetav info sõltub brauseri vaikeseadest.',
      strict: (f) => `Referrer-Policy (${str(f, 'effective')}) ei saada teistele lehtedele külastatud lehe täisaadressi.`,
      'full-address': (f) => `Referrer-Policy (${str(f, 'value')}) saadab teistele lehtedele külastatud lehe täisaadressi.`,
    },
  },
  'permissions-policy': {
    label: 'Õiguste poliitika (Permissions-Policy)',
    say: {
      on: () => 'Permissions-Policy piirab, milliseid seadme võimalusi (kaamera, mikrofon, asukoht) leht kasutada tohib.',
      missing: () => 'Permissions-Policy puudub: lehele lisatud võõras kood võib küsida ligipääsu kaamerale, mikrofonile või asukohale.',
    },
  },
  // The domain and e-mail findings (GET /api/dns), in their own file.
  ...DOMAIN_WORDS,
};

/** Said when a finding's item or case is one this version of the tester does not know (a newer API). */
const GENERIC: Record<SecurityFinding['status'], string> = {
  pass: 'See turvaseade on korras.',
  warn: 'See turvaseade vajab tähelepanu.',
  fail: 'See turvaseade on puudu või vigane.',
  na: 'Ei kehti selle aadressi puhul.',
};

/** A finding's name. */
export const findingLabel = (finding: Pick<SecurityFinding, 'id'>) => FINDING_WORDS[finding.id]?.label ?? finding.id;

/** What a finding found and what it risks, from its case and facts. */
export function findingText(finding: SecurityFinding): string {
  const say = FINDING_WORDS[finding.id]?.say[String(finding.facts.case ?? '')];
  return say ? say(finding.facts) : GENERIC[finding.status];
}
