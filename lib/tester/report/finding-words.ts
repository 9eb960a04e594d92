/**
 * The security findings in words: each item's name, and what each of its cases (facts.case, decided by the
 * tester API's judging in api/security-score.mjs) means for the visitor: what was found and what it risks. The
 * only place these sentences are written; the API and the saved results carry the facts.
 */
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
const cspWhere = (facts: Facts) => (facts.inHeader && facts.inMeta ? ' (päises ja lehe meta-märgendis)' : facts.inMeta ? ' (lehe meta-märgendis)' : '');

/** Every item the API judges: its name, and a sentence per case. */
export const FINDING_WORDS: Record<string, { label: string; say: Record<string, Say>; fix?: Record<string, Say> }> = {
  'https-redirect': {
    label: 'Suunamine http-lt https-ile',
    say: {
      redirects: () => 'Http-aadress suunab külastaja turvalisele https-aadressile.',
      'no-counterpart': () => 'Ei kehti: testaadressil on erandlik port, sellele vastavat http-aadressi ei saa kontrollida.',
      'http-test': () => NA_HTTP_TEST,
      silent: () => 'Http-aadress ei vasta. Kes kirjutab aadressi ilma https-ita, võib näha veateadet.',
      'stays-http': () => 'Http-aadress ei suuna https-aadressile: osa külastajaid näeb lehte krüpteerimata ühendusega.',
    },
    fix: {
      silent: () => 'Palu majutajal panna http-aadress vastama ja suunama püsivalt (301) https-aadressile.',
      'stays-http': () => 'Palu majutajal lisada püsiv suunamine (301) http-aadressilt https-aadressile.',
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
    fix: {
      none: () => 'Palu majutajal lülitada sisse HTTPS ja tasuta sertifikaat (näiteks Let’s Encrypt).',
      expired: () => 'Palu majutajal sertifikaat kohe uuendada ja lülitada sisse automaatne uuendamine.',
      untrusted: () => 'Palu majutajal paigaldada usaldusväärse väljaandja sertifikaat koos vahesertifikaatidega.',
      'wrong-host': () => 'Palu majutajal paigaldada sertifikaat, mis on välja antud just sellele aadressile (ka www-ga ja ilma).',
      expiring: () => 'Palu majutajal sertifikaat uuendada ja lülitada sisse automaatne uuendamine.',
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
    fix: {
      none: () => 'Palu majutajal lülitada sisse HTTPS ja tasuta sertifikaat.',
      outdated: () => 'Palu majutajal lülitada sisse TLS 1.2 ja 1.3 ning vanemad versioonid välja.',
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
    fix: {
      'plain-http': () => 'Lülita kõigepealt sisse HTTPS; seejärel lisa päis Strict-Transport-Security: max-age=31536000.',
      missing: () => 'Lisa päis Strict-Transport-Security: max-age=31536000.',
      short: () => 'Pikenda päise Strict-Transport-Security väärtust: max-age=31536000 (üks aasta).',
    },
  },
  csp: {
    label: 'Sisuturbepoliitika (CSP)',
    say: {
      'report-only': () => 'Sisuturbepoliitika on ainult jälgimisrežiimis (Report-Only) ega takista midagi.',
      missing: () => 'Sisuturbepoliitika puudub: kui lehele satub võõras skript, ei takista brauser selle käivitamist.',
      'no-script-rules': (f) => `Sisuturbepoliitika${cspWhere(f)} on olemas, kuid ei piira skripte (script-src ja default-src puuduvad).`,
      'unsafe-inline': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab skriptides 'unsafe-inline': lehele süstitud skriptid saavad ikka käivituda.`,
      strict: (f) => `Sisuturbepoliitika${cspWhere(f)} on olemas ega luba skriptides 'unsafe-inline'.`,
    },
    fix: {
      'report-only': () => 'Kui jälgimisrežiimis pole enam teateid, pane sama poliitika päisesse Content-Security-Policy.',
      missing: () => 'Lase arendajal lisada päis Content-Security-Policy, mis lubab skripte ainult sinu enda ja vajalike teenuste aadressidelt.',
      'no-script-rules': () => 'Lase arendajal lisada poliitikasse reegel script-src, mis lubab skripte ainult vajalikelt aadressidelt.',
      'unsafe-inline': () => 'Lase arendajal asendada skriptide \'unsafe-inline\' nonce’i või räsiga.',
    },
  },
  nosniff: {
    label: 'Failitüübi kaitse (X-Content-Type-Options)',
    say: {
      on: () => 'Brauser ei arva failide tüüpi ise (nosniff).',
      missing: () => 'Päis X-Content-Type-Options: nosniff puudub, nii et brauser võib faili tüübi valesti ära arvata ja selle skriptina käivitada.',
    },
    fix: {
      missing: () => 'Lisa päis X-Content-Type-Options: nosniff.',
    },
  },
  frame: {
    label: 'Kaitse raami sisse panemise eest',
    say: {
      'ancestors-open': () => 'Reegel frame-ancestors lubab lehte raami panna peaaegu igal võõral lehel.',
      ancestors: () => 'Võõrad lehed ei saa sinu lehte oma raami sisse panna (frame-ancestors).',
      'x-frame-options': (f) => `Võõrad lehed ei saa sinu lehte oma raami sisse panna (X-Frame-Options: ${str(f, 'xFrameOptions').toUpperCase()}).`,
      'x-frame-options-obsolete': (f) => `X-Frame-Options väärtus "${str(f, 'xFrameOptions')}" on aegunud ja brauserid ei arvesta seda.`,
      missing: () => 'Kaitse puudub: võõras leht saab sinu lehe nähtamatu raami sisse panna ja külastajat klõpsama meelitada.',
    },
    fix: {
      'ancestors-open': () => "Piira reeglit: Content-Security-Policy: frame-ancestors 'self'.",
      'x-frame-options-obsolete': () => "Asenda aegunud väärtus päisega Content-Security-Policy: frame-ancestors 'self'.",
      missing: () => "Lisa päis Content-Security-Policy: frame-ancestors 'self' (või X-Frame-Options: SAMEORIGIN).",
    },
  },
  'referrer-policy': {
    label: 'Viitaja poliitika (Referrer-Policy)',
    say: {
      missing: () => 'Referrer-Policy puudub: teistele lehtedele saadetav info sõltub brauseri vaikeseadest.',
      strict: (f) => `Referrer-Policy (${str(f, 'effective')}) ei saada teistele lehtedele külastatud lehe täisaadressi.`,
      'full-address': (f) => `Referrer-Policy (${str(f, 'value')}) saadab teistele lehtedele külastatud lehe täisaadressi.`,
    },
    fix: {
      missing: () => 'Lisa päis Referrer-Policy: strict-origin-when-cross-origin.',
      'full-address': () => 'Muuda päise väärtuseks Referrer-Policy: strict-origin-when-cross-origin.',
    },
  },
  'permissions-policy': {
    label: 'Õiguste poliitika (Permissions-Policy)',
    say: {
      on: () => 'Permissions-Policy piirab, milliseid seadme võimalusi (kaamera, mikrofon, asukoht) leht kasutada tohib.',
      missing: () => 'Permissions-Policy puudub. See on lisakaitse: soovitame keelata kaamera, mikrofoni ja asukoha, kui leht neid ei kasuta.',
    },
    fix: {
      missing: () => 'Lisa päis Permissions-Policy: camera=(), microphone=(), geolocation=().',
    },
  },
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

/** What to do about a finding (its case's fix), or null when there is nothing to do or no advice for its case. */
export function findingFix(finding: SecurityFinding): string | null {
  const fix = FINDING_WORDS[finding.id]?.fix?.[String(finding.facts.case ?? '')];
  return fix ? fix(finding.facts) : null;
}

/** What a finding found and what it risks, from its case and facts. */
export function findingText(finding: SecurityFinding): string {
  const say = FINDING_WORDS[finding.id]?.say[String(finding.facts.case ?? '')];
  return say ? say(finding.facts) : GENERIC[finding.status];
}
