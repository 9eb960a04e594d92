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
const cspWhere = (facts: Facts) => (facts.inHeader && facts.inMeta ? ' (päises ja lehe meta-märgendis)' : facts.inMeta ? ' (lehe meta-märgendis)' : '');

/** Every item the API judges: its name, a sentence per case, and for each case that needs work what to do. */
export const FINDING_WORDS: Record<string, { label: string; say: Record<string, Say>; fix?: Record<string, Say> }> = {
  'https-redirect': {
    label: 'Suunamine http-lt https-ile',
    say: {
      redirects: () => 'Http-aadress suunab külastaja turvalisele https-aadressile.',
      'no-counterpart': () => 'Ei kehti: testaadressil on erandlik port, sellele vastavat http-aadressi ei saa kontrollida.',
      'http-test': () => NA_HTTP_TEST,
      'no-http': () => 'Http-aadress ei vasta üldse, nii et krüpteerimata ühendusega lehte ei näe keegi; tänapäeva brauserid avavad kohe https-i.',
      'first-hop-http': (f) => `Http-aadress suunab kõigepealt teisele http-aadressile ja alles siis https-ile (${str(f, 'from')} → … → ${str(f, 'to')}): esimene samm käib krüpteerimata.`,
      'off-host': (f) => `Http-aadress suunab kohe teise nimega https-aadressile (${str(f, 'to')}), nii et HSTS ei saa algset aadressi kaitsta.`,
      'stays-http': () => 'Http-aadress ei suuna https-aadressile: osa külastajaid näeb lehte krüpteerimata ühendusega.',
    },
    fix: {
      'first-hop-http': () => 'Suuna http-aadress esmalt sama nime https-aadressile ja alles sealt edasi (nt www-ga aadressile).',
      'off-host': () => 'Suuna http-aadress esmalt sama nime https-aadressile ja alles sealt edasi teisele nimele.',
      'stays-http': () => 'Lisa serveri või majutuse seadetesse püsiv suunamine (301) http-lt https-le.',
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
      none: () => 'Palu majutajal lehele tasuta Let’s Encrypti sertifikaat paigaldada ja see automaatselt uuenema panna.',
      expired: () => 'Uuenda sertifikaat kohe ja lülita sisse automaatne uuendamine (nt Let’s Encrypt).',
      untrusted: () => 'Asenda sertifikaat usaldusväärse väljaandja omaga (nt tasuta Let’s Encrypt) ja paigalda kogu ahel.',
      'wrong-host': () => 'Telli sertifikaat, mis katab ka selle aadressi (nii www-ga kui ilma).',
      expiring: () => 'Uuenda sertifikaat ja kontrolli, et automaatne uuendamine töötab.',
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
      none: () => 'Palu majutajal https-ühendus korda teha.',
      outdated: () => 'Palu majutajal lülitada välja TLS 1.0 ja 1.1 ning lubada TLS 1.2 ja 1.3.',
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
      invalid: () => 'HSTS-päis on vigane (max-age puudub või päis on saadetud mitu korda), seega brauser ei arvesta seda.',
      'invalid-cert': () => 'HSTS ei kehti, sest lehe sertifikaati ei saa usaldada.',
    },
    fix: {
      'plain-http': () => 'Võta kasutusele https ja lisa siis päis Strict-Transport-Security: max-age=31536000.',
      missing: () => 'Lisa serveri vastustele päis Strict-Transport-Security: max-age=31536000 (1 aasta).',
      short: () => 'Tõsta HSTS-i kestus vähemalt 6 kuule, soovitatavalt aastale (max-age=31536000).',
      invalid: () => 'Saada päis üks kord kujul Strict-Transport-Security: max-age=31536000.',
      'invalid-cert': () => 'Paranda kõigepealt sertifikaat; HSTS hakkab tööle kohe pärast seda.',
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
      invalid: () => 'Sisuturbepoliitika on vigane (mõni reegel on kirjas kaks korda või on poolik), nii et seda ei saa usaldada.',
      'too-broad': (f) =>
        `Sisuturbepoliitika${cspWhere(f)} lubab skripte või pistikprogramme liiga laialt (nt https:, * või data:, või object-src on piiramata).`,
      'insecure-scheme': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab laadida skripte või stiile krüpteerimata http-aadressidelt.`,
      'unsafe-eval': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab 'unsafe-eval': lehele sattunud tekst võib käivituda koodina.`,
      'insecure-images': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab laadida pilte või videoid krüpteerimata http-aadressidelt.`,
    },
    fix: {
      'report-only': () => 'Kui jälgimise aruannetes vigu pole, saada sama poliitika päises Content-Security-Policy.',
      missing: () => "Lisa päis Content-Security-Policy, alustades nt default-src 'self'; object-src 'none', ja lisa lubatud teenused ükshaaval.",
      'no-script-rules': () => "Lisa poliitikasse script-src (või default-src), nt script-src 'self' ja vajalikud teenused.",
      'unsafe-inline': () => "Vii lehe sees olevad skriptid failidesse või kasuta nonce'i või räsi ja eemalda 'unsafe-inline'.",
      invalid: () => 'Kirjuta poliitika nii, et iga reegel oleks ühe korra; kontrolli seda nt Google’i CSP Evaluatoriga.',
      'too-broad': () => "Nimeta script-src-is ainult vajalikud aadressid ja lisa object-src 'none'.",
      'insecure-scheme': () => 'Asenda poliitikas http-aadressid https-aadressidega.',
      'unsafe-eval': () => "Eemalda koodist eval() kasutus ja seejärel poliitikast 'unsafe-eval'.",
      'insecure-images': () => 'Lae pildid ja videod https kaudu ja eemalda poliitikast http-aadressid.',
    },
  },
  nosniff: {
    label: 'Failitüübi kaitse (X-Content-Type-Options)',
    say: {
      on: () => 'Brauser ei arva failide tüüpi ise (nosniff).',
      missing: () => 'Päis X-Content-Type-Options: nosniff puudub, nii et brauser võib faili tüübi valesti ära arvata ja selle skriptina käivitada.',
    },
    fix: { missing: () => 'Lisa serveri vastustele päis X-Content-Type-Options: nosniff.' },
  },
  frame: {
    label: 'Kaitse raami sisse panemise eest',
    say: {
      'ancestors-open': () => 'Reegel frame-ancestors lubab lehte raami panna peaaegu igal võõral lehel.',
      ancestors: () => 'Võõrad lehed ei saa sinu lehte oma raami sisse panna (frame-ancestors).',
      'x-frame-options': (f) => `Võõrad lehed ei saa sinu lehte oma raami sisse panna (X-Frame-Options: ${str(f, 'xFrameOptions').toUpperCase()}).`,
      'x-frame-options-obsolete': (f) => `X-Frame-Options väärtus "${str(f, 'xFrameOptions')}" on aegunud ja brauserid ei arvesta seda.`,
      'x-frame-options-invalid': (f) => `X-Frame-Options väärtus "${str(f, 'xFrameOptions')}" on vigane (nt saadetud kaks korda), brauserid ei arvesta seda.`,
      missing: () => 'Kaitse puudub: võõras leht saab sinu lehe nähtamatu raami sisse panna ja külastajat klõpsama meelitada.',
    },
    fix: {
      'ancestors-open': () => "Sea frame-ancestors väärtuseks 'self' või 'none'.",
      'x-frame-options-obsolete': () => "Kasuta selle asemel Content-Security-Policy reeglit frame-ancestors 'self'.",
      'x-frame-options-invalid': () => 'Saada päis üks kord: X-Frame-Options: SAMEORIGIN.',
      missing: () => "Lisa päis Content-Security-Policy: frame-ancestors 'self' (või X-Frame-Options: SAMEORIGIN).",
    },
  },
  'referrer-policy': {
    label: 'Viitaja poliitika (Referrer-Policy)',
    say: {
      default: () => 'Referrer-Policy puudub, aga brauserite vaikeseade (strict-origin-when-cross-origin) ei saada teistele lehtedele külastatud lehe täisaadressi.',
      strict: (f) => `Referrer-Policy (${str(f, 'effective')}) ei saada teistele lehtedele külastatud lehe täisaadressi.`,
      origin: (f) => `Referrer-Policy (${str(f, 'effective')}) saadab lehe aadressi ka krüpteerimata ühenduse kaudu teistele lehtedele.`,
      'full-address': (f) => `Referrer-Policy (${str(f, 'effective')}) saadab teistele lehtedele külastatud lehe täisaadressi.`,
      invalid: (f) => `Referrer-Policy väärtus "${str(f, 'value')}" on tundmatu, brauserid ei arvesta seda.`,
    },
    fix: {
      origin: () => 'Sea Referrer-Policy väärtuseks strict-origin-when-cross-origin.',
      'full-address': () => 'Sea Referrer-Policy väärtuseks strict-origin-when-cross-origin.',
      invalid: () => 'Paranda väärtus, nt Referrer-Policy: strict-origin-when-cross-origin.',
    },
  },
  'permissions-policy': {
    label: 'Õiguste poliitika (Permissions-Policy)',
    say: {
      on: () => 'Permissions-Policy piirab, milliseid seadme võimalusi (kaamera, mikrofon, asukoht) leht kasutada tohib.',
      missing: () => 'Permissions-Policy puudub. See on lisakaitse: soovitame keelata kaamera, mikrofoni ja asukoha, kui leht neid ei kasuta.',
    },
    fix: { missing: () => 'Lisa päis Permissions-Policy: camera=(), microphone=(), geolocation=() (luba ainult seda, mida leht kasutab).' },
  },
  cookies: {
    label: 'Küpsised',
    say: {
      none: () => 'Ei kehti: avaleht ei sea ühtegi küpsist.',
      'prefix-broken': (f) => `Küpsis ${str(f, 'names')} kasutab eesliidet __Host- või __Secure-, kuid ei täida selle reegleid, nii et brauser jätab selle kõrvale.`,
      'not-secure': (f) => `${cookieCount(f)} ilma Secure-märgiseta (${str(f, 'names')}): neid võidakse saata ka krüpteerimata ühendusega.`,
      'session-not-httponly': (f) => `Sessiooniküpsis ${str(f, 'names')} on ilma HttpOnly-märgiseta: lehele sattunud võõras skript saab selle lugeda ja sisselogimise üle võtta.`,
      'samesite-invalid': (f) => `Küpsise ${str(f, 'names')} SameSite-väärtus on vigane (või None ilma Secure-märgiseta), brauser ei kaitse seda teiste lehtede päringute eest.`,
      'no-samesite': (f) => `${cookieCount(f)} ilma SameSite-märgiseta (${str(f, 'names')}): kaitse teiste lehtede päringute eest sõltub brauseri vaikeseadest.`,
      secure: (f) => `${cookieCount(f)} on kaitstud: Secure, SameSite ja sessiooniküpsistel HttpOnly.${hostPrefixHint(f)}`,
    },
    fix: {
      'prefix-broken': () => 'Küpsisel eesliitega __Host- peab olema Secure ja Path=/ ning ei tohi olla Domain-atribuuti.',
      'not-secure': () => 'Lisa kõigile küpsistele märgis Secure (platvormi või serveri seadetes).',
      'session-not-httponly': () => 'Lisa sessiooni- ja sisselogimisküpsistele märgis HttpOnly.',
      'samesite-invalid': () => 'Kasuta SameSite=Lax (või Strict); SameSite=None ainult koos Secure-märgisega.',
      'no-samesite': () => 'Lisa küpsistele SameSite=Lax (või Strict, kui küpsist pole vaja teistelt lehtedelt tulles).',
    },
  },
  sri: {
    label: 'Väliste skriptide terviklikkus (SRI)',
    say: {
      'no-external': () => 'Ei kehti: avaleht ei laadi skripte teistelt saitidelt.',
      insecure: () => 'Teiste saitide skripte laaditakse krüpteerimata http kaudu või ilma protokollita (//aadress): neid saab teel muuta.',
      missing: (f) =>
        `${num(f, 'scripts')} teise saidi skripti laaditakse ilma terviklikkuse kontrollita (integrity)${str(f, 'hosts') ? `: ${str(f, 'hosts')}` : ''}. Kui teenusepakkuja fail muutub või sinna sokutatakse pahavara, käivitab brauser selle sinu lehel.`,
      all: () => 'Kõigil teiste saitide skriptidel on terviklikkuse kontroll (integrity).',
    },
    fix: {
      insecure: () => 'Lae välised skriptid https-aadressilt ja lisa neile integrity-atribuut.',
      missing: () =>
        'Lisa püsiva versiooniga skriptidele (nt jsDelivr, unpkg) integrity- ja crossorigin-atribuut. Pidevalt muutuvatele teenustele (nt Google Tag Manager) seda lisada ei saa: hoia nende arv väike ja piira neid CSP-ga.',
    },
  },
  'mixed-content': {
    label: 'Segasisu (http-failid https-lehel)',
    say: {
      'http-test': () => NA_HTTP_TEST,
      'plain-http': () => 'Ei kehti: leht ise avaneb krüpteerimata http-ühendusega.',
      'not-a-page': () => 'Ei kehti: vastus ei ole HTML-leht.',
      active: (f) =>
        `Lehel on ${num(f, 'active')} skripti, stiili või raami krüpteerimata http-aadressilt (nt ${str(f, 'example')}): brauserid blokeerivad need ja leht võib katki minna.`,
      passive: (f) =>
        `Lehel on ${num(f, 'passive')} pilti või videot krüpteerimata http-aadressilt (nt ${str(f, 'example')}): brauser näitab hoiatust või laeb need ümber.`,
      none: () => 'Kõik lehe failid laaditakse turvalise https-ühendusega.',
    },
    fix: {
      active: () => 'Muuda lehe koodis või sisuhalduses need aadressid https-iks (või eemalda failid, mida enam pole vaja).',
      passive: () => 'Muuda piltide ja videote aadressid https-iks; sisuhalduses aitab sageli otsi-ja-asenda „http://“ → „https://“.',
    },
  },
  // The domain and e-mail findings (GET /api/dns), in their own file.
  ...DOMAIN_WORDS,
};

/** "1 küpsis", "3 küpsist". */
const cookieCount = (facts: Facts) => {
  const n = num(facts, 'affected') || num(facts, 'count');
  return `${n} ${n === 1 ? 'küpsis' : 'küpsist'}`;
};

/** A hint for session cookies that could take the __Host- prefix. */
const hostPrefixHint = (facts: Facts) =>
  str(facts, 'sessionWithoutHostPrefix') ? ` Sessiooniküpsisele (${str(facts, 'sessionWithoutHostPrefix')}) sobiks ka eesliide __Host-.` : '';

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
