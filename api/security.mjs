/**
 * The security score 0-100 of an inspected site: one finding per item, each with a stable id, a status
 * (pass, warn, fail, or na when the item cannot apply), the facts it was judged on (data) and a plain Estonian
 * label and message. Pass earns the item's weight, warn half of it, fail nothing; items that are not applicable
 * are left out of the score (the score is the share of the applicable weight earned).
 */

/** @typedef {'pass' | 'warn' | 'fail' | 'na'} FindingStatus */

/**
 * @typedef {object} Finding
 * @property {string} id stable machine id, e.g. "hsts"
 * @property {FindingStatus} status
 * @property {number} points points earned (0 when na)
 * @property {number} weight points at stake (0 when na)
 * @property {string} label the item's name in Estonian
 * @property {string} message what was found and what it risks, in Estonian
 * @property {Record<string, unknown>} data the facts behind the status
 */

/**
 * @typedef {object} SecurityFacts
 * @property {string} finalUrl the address whose answer was judged
 * @property {Record<string, string>} headers that answer's headers, lower-case names
 * @property {string[]} [metaCsp] the content of each <meta http-equiv="Content-Security-Policy"> in the page's head
 * @property {boolean} httpTestTarget the answer came over plain http from a TESTER_API_ALLOW_HOSTS target: the
 *   https items cannot apply
 * @property {{ info: import('./tls-probe.mjs').TlsInfo | null, error: string | null } | null} tls
 *   the TLS handshake with the site's https address (null when not applicable)
 * @property {{ applicable: boolean, redirects: boolean, reachable: boolean, from?: string, to?: string, status?: number }} httpsRedirect
 */

/** Weight of every item; they add up to 100. */
export const SECURITY_WEIGHTS = Object.freeze({
  'https-redirect': 15,
  certificate: 15,
  tls: 10,
  hsts: 15,
  csp: 15,
  nosniff: 10,
  frame: 10,
  'referrer-policy': 5,
  'permissions-policy': 5,
});

/** HSTS max-age of at least six months (180 days), in seconds. */
export const HSTS_MIN_MAX_AGE = 180 * 24 * 60 * 60;
/** A certificate valid for this many days or fewer is about to expire. */
export const CERT_WARN_DAYS = 14;

const LABELS = {
  'https-redirect': 'Suunamine http-lt https-le',
  certificate: 'SSL-sertifikaat',
  tls: 'TLS-protokolli versioon',
  hsts: 'HSTS (alati turvaline ühendus)',
  csp: 'Sisuturbe poliitika (CSP)',
  nosniff: 'Failitüübi kaitse (X-Content-Type-Options)',
  frame: 'Kaitse raami sisse panemise eest',
  'referrer-policy': 'Viitaja poliitika (Referrer-Policy)',
  'permissions-policy': 'Õiguste poliitika (Permissions-Policy)',
};

const NA_HTTP_TEST = 'Ei kehti: testaadress avati krüpteerimata http kaudu ja erandliku pordiga, seda saab hinnata ainult https-ühendusel.';

/**
 * @param {keyof typeof SECURITY_WEIGHTS} id
 * @param {FindingStatus} status
 * @param {string} message
 * @param {Record<string, unknown>} [data]
 * @returns {Finding}
 */
function finding(id, status, message, data = {}) {
  const weight = status === 'na' ? 0 : SECURITY_WEIGHTS[id];
  const points = status === 'pass' ? weight : status === 'warn' ? Math.round(weight / 2) : 0;
  return { id, status, points, weight, label: LABELS[id], message, data };
}

/** @param {number} days */
const daysText = (days) => `${days} ${days === 1 ? 'päev' : 'päeva'}`;

/**
 * One serialized policy as directive name -> source list (a directive named twice counts the first time).
 * @param {string} text
 * @returns {Map<string, string[]>}
 */
function parsePolicy(text) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources.map((s) => s.toLowerCase()));
  }
  return directives;
}

/**
 * Content-Security-Policy header value(s) as policies of directive name to source list.
 * @param {string | undefined} value
 * @returns {Array<Map<string, string[]>>}
 */
export function parseCsp(value) {
  if (!value) return [];
  return value
    .split(',')
    .map(parsePolicy)
    .filter((policy) => policy.size > 0);
}

/** Directives a <meta> policy cannot carry: browsers ignore them there (CSP Level 3, section 3.3). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policies of a page's <meta http-equiv="Content-Security-Policy"> tags, as browsers enforce them: one policy
 * per tag, without the directives a meta tag cannot carry.
 * @param {string[]} contents
 * @returns {Array<Map<string, string[]>>}
 */
export function parseMetaCsp(contents) {
  return contents
    .map((content) => {
      const policy = parsePolicy(content);
      for (const name of HEADER_ONLY_DIRECTIVES) policy.delete(name);
      return policy;
    })
    .filter((policy) => policy.size > 0);
}

/** @type {Record<string, string>} */
const NAMED_ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** @param {string} value an attribute value with character references */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref) => {
    const code = ref[0] !== '#' ? null : ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is text, not markup: a tag written inside them is not a tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'xmp']);

const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const SLASH = 47;
const EXCLAMATION = 33;
const EQUALS = 61;
const GT = 62;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;

/** @param {number} c a char code */
const isSpace = (c) => c === SPACE || c === LF || c === TAB || c === CR || c === FF;

/**
 * The attributes of a tag from just after its name, as the HTML tokenizer reads them (a quote opens a value
 * only after "="; the first of two same names counts), up to the ">" that ends the tag; kept only when
 * `attributes` is given. Returns the index after that ">", or -1 when the text ends first: no later ">" can
 * end the tag either, so the caller stops reading. Each character is looked at once.
 * @param {string} html @param {number} i @param {Map<string, string> | null} attributes
 */
function readTagEnd(html, i, attributes) {
  const n = html.length;
  for (;;) {
    let c = html.charCodeAt(i);
    while (i < n && (isSpace(c) || c === SLASH)) c = html.charCodeAt(++i);
    if (i >= n) return -1;
    if (c === GT) return i + 1;
    const nameStart = i;
    c = html.charCodeAt(++i);
    while (i < n && !isSpace(c) && c !== SLASH && c !== GT && c !== EQUALS) c = html.charCodeAt(++i);
    const nameEnd = i;
    while (i < n && isSpace(c)) c = html.charCodeAt(++i);
    let valueStart = i;
    let valueEnd = i;
    if (c === EQUALS) {
      c = html.charCodeAt(++i);
      while (i < n && isSpace(c)) c = html.charCodeAt(++i);
      if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
        const close = html.indexOf(c === DOUBLE_QUOTE ? '"' : "'", i + 1);
        if (close < 0) return -1;
        valueStart = i + 1;
        valueEnd = close;
        i = close + 1;
      } else {
        valueStart = i;
        while (i < n && !isSpace(c) && c !== GT) c = html.charCodeAt(++i);
        valueEnd = i;
      }
    }
    if (attributes) {
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      if (!attributes.has(name)) attributes.set(name, html.slice(valueStart, valueEnd));
    }
  }
}

/**
 * The end of the tag name at `i` (just after "<" or "</"): an ASCII letter first, then anything up to a space,
 * "/" or ">"; -1 when no tag starts there.
 * @param {string} html @param {number} i
 */
function tagNameEnd(html, i) {
  const first = html.charCodeAt(i);
  if (first < 0x61 || first > 0x7a) return -1; // html is lower-cased
  let end = i + 1;
  let c = html.charCodeAt(end);
  while (end < html.length && !isSpace(c) && c !== SLASH && c !== GT) c = html.charCodeAt(++end);
  return end;
}

/**
 * The content of every <meta http-equiv="Content-Security-Policy"> in the head of a page (browsers apply such a
 * tag only in the head). Comments and the text of script, style and similar elements are skipped, so markup
 * shown as text there is not taken for a tag. One pass from start to end, in time linear in the page's length
 * whatever it holds (the regular expressions this replaces took quadratic time on unclosed tags: 256 KiB of
 * "<meta " blocked the process for seconds). A tag, comment or raw-text element the text ends inside ends
 * the reading: nothing after it could be markup.
 * @param {string} html the start of the page
 * @returns {string[]}
 */
export function metaCspContents(html) {
  /** @type {string[]} */
  const found = [];
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()); // the same length: ASCII only
  let i = 0;
  while ((i = lower.indexOf('<', i)) >= 0) {
    const next = lower.charCodeAt(i + 1);
    if (next === EXCLAMATION && lower.startsWith('<!--', i)) {
      const close = lower.indexOf('-->', i + 4);
      if (close < 0) break;
      i = close + 3;
      continue;
    }
    const closing = next === SLASH;
    const nameStart = i + (closing ? 2 : 1);
    const nameEnd = tagNameEnd(lower, nameStart);
    if (nameEnd < 0) {
      i += 1; // a "<" that starts no tag is text ("a < b", "<!doctype", "<?xml")
      continue;
    }
    const name = lower.slice(nameStart, nameEnd);
    if ((closing && name === 'head') || (!closing && name === 'body')) break;
    const attributes = !closing && name === 'meta' ? new Map() : null;
    const end = readTagEnd(html, nameEnd, attributes);
    if (end < 0) break;
    i = end;
    if (attributes) {
      const equiv = attributes.get('http-equiv');
      const content = attributes.get('content');
      if (equiv !== undefined && content !== undefined && decodeEntities(equiv).trim().toLowerCase() === 'content-security-policy') {
        const policy = decodeEntities(content);
        if (policy.trim()) found.push(policy);
      }
    }
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      // The element's text runs to its end tag: "</name" followed by a space, "/" or ">".
      const endTag = `</${name}`;
      let at = lower.indexOf(endTag, i);
      for (;;) {
        if (at < 0 || at + endTag.length >= lower.length) return found;
        const c = lower.charCodeAt(at + endTag.length);
        if (isSpace(c) || c === SLASH || c === GT) break;
        at = lower.indexOf(endTag, at + 2);
      }
      i = at;
    }
  }
  return found;
}

/**
 * Whether the policies stop inline scripts: a policy with script-src (or default-src) stops them unless it
 * allows 'unsafe-inline' without a nonce or hash (a nonce or hash makes browsers ignore 'unsafe-inline').
 * @param {Array<Map<string, string[]>>} policies
 */
export function cspScriptFacts(policies) {
  const scriptLists = policies.map((p) => p.get('script-src') ?? p.get('default-src')).filter((list) => list !== undefined);
  const blocksInline = scriptLists.some(
    (list) => !list.includes("'unsafe-inline'") || list.some((s) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s)),
  );
  return { hasScriptPolicy: scriptLists.length > 0, scriptSrcUnsafeInline: scriptLists.length > 0 && !blocksInline };
}

/** @param {string | undefined} value */
export function parseHsts(value) {
  if (!value) return null;
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  return {
    maxAge: match ? Number(match[1]) : null,
    includeSubDomains: /(?:^|;)\s*includesubdomains\s*(?:;|$)/i.test(value),
    preload: /(?:^|;)\s*preload\s*(?:;|$)/i.test(value),
  };
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeHttpsRedirect(facts) {
  const r = facts.httpsRedirect;
  const data = { from: r.from ?? null, to: r.to ?? null, status: r.status ?? null };
  if (r.redirects) return finding('https-redirect', 'pass', 'Http-aadress suunab külastaja turvalisele https-aadressile.', data);
  if (!r.applicable) return finding('https-redirect', 'na', 'Ei kehti: testaadressil on erandlik port, sellele vastavat http-aadressi ei saa kontrollida.', data);
  if (facts.httpTestTarget) return finding('https-redirect', 'na', NA_HTTP_TEST, data);
  if (!r.reachable) {
    return finding('https-redirect', 'warn', 'Http-aadress ei vasta. Kes kirjutab aadressi ilma https-ita, võib näha veateadet.', data);
  }
  return finding('https-redirect', 'fail', 'Http-aadress ei suuna https-aadressile: osa külastajaid näeb lehte krüpteerimata ühendusega.', data);
}

const UNTRUSTED_REASONS = /** @type {Record<string, string>} */ ({
  DEPTH_ZERO_SELF_SIGNED_CERT: 'sertifikaat on isesigneeritud',
  SELF_SIGNED_CERT_IN_CHAIN: 'ahelas on isesigneeritud sertifikaat',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'sertifikaadi väljaandjat ei saa kontrollida',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'sertifikaadi väljaandjat ei saa kontrollida',
  UNABLE_TO_GET_ISSUER_CERT: 'sertifikaadi väljaandjat ei saa kontrollida',
  CERT_NOT_YET_VALID: 'sertifikaat ei kehti veel',
  CERT_REVOKED: 'sertifikaat on tühistatud',
});

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeCertificate(facts) {
  if (!facts.tls) return finding('certificate', 'na', NA_HTTP_TEST);
  const cert = facts.tls.info?.certificate;
  if (!cert) return finding('certificate', 'fail', 'Lehel ei ole töötavat https-ühendust: andmed liiguvad krüpteerimata.', { error: facts.tls.error });
  const data = {
    subject: cert.subject,
    issuer: cert.issuer,
    validTo: cert.validTo,
    daysLeft: cert.daysLeft,
    trusted: cert.trusted,
    hostnameMatches: cert.hostnameMatches,
    error: cert.error,
  };
  if (cert.daysLeft < 0 || cert.error === 'CERT_HAS_EXPIRED') {
    return finding('certificate', 'fail', `Sertifikaat aegus ${daysText(Math.max(1, -cert.daysLeft))} tagasi: brauserid hoiatavad külastajaid.`, data);
  }
  if (!cert.trusted) {
    const reason = UNTRUSTED_REASONS[cert.error ?? ''] ?? `põhjus: ${cert.error}`;
    return finding('certificate', 'fail', `Sertifikaat ei ole usaldusväärne (${reason}): brauserid hoiatavad külastajaid.`, data);
  }
  if (!cert.hostnameMatches) {
    return finding('certificate', 'fail', 'Sertifikaat on välja antud teisele aadressile: brauserid hoiatavad külastajaid.', data);
  }
  if (cert.daysLeft <= CERT_WARN_DAYS) {
    return finding('certificate', 'warn', `Sertifikaat kehtib veel ${daysText(cert.daysLeft)}. Uuenda see kohe, muidu hoiatavad brauserid külastajaid.`, data);
  }
  return finding('certificate', 'pass', `Sertifikaat on usaldusväärne ja kehtib veel ${daysText(cert.daysLeft)}.`, data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeTls(facts) {
  if (!facts.tls) return finding('tls', 'na', NA_HTTP_TEST);
  const protocol = facts.tls.info?.protocol ?? null;
  if (!protocol) return finding('tls', 'fail', 'Turvalist ühendust ei saanud luua.', { protocol, error: facts.tls.error });
  if (protocol === 'TLSv1.2' || protocol === 'TLSv1.3') {
    return finding('tls', 'pass', `Ühendus kasutab kaasaegset protokolli ${protocol.replace('TLSv', 'TLS ')}.`, { protocol });
  }
  return finding('tls', 'fail', `Ühendus kasutab aegunud protokolli ${protocol}. Vaja on vähemalt TLS 1.2.`, { protocol });
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeHsts(facts) {
  const hsts = parseHsts(facts.headers['strict-transport-security']);
  const data = { maxAge: hsts?.maxAge ?? null, includeSubDomains: hsts?.includeSubDomains ?? false, preload: hsts?.preload ?? false };
  if (facts.httpTestTarget) return finding('hsts', 'na', 'Ei kehti: HSTS töötab ainult https-ühendusega, testaadress avati http kaudu.', data);
  if (!facts.finalUrl.startsWith('https:')) return finding('hsts', 'fail', 'HSTS puudub, sest leht avaneb krüpteerimata http-ühendusega.', data);
  if (!hsts || hsts.maxAge === null || hsts.maxAge === 0) {
    return finding('hsts', 'fail', 'HSTS puudub: brauser võib lehte avada ka krüpteerimata ühendusega, kus andmeid saab pealt kuulata.', data);
  }
  const days = Math.floor(hsts.maxAge / 86400);
  if (hsts.maxAge < HSTS_MIN_MAX_AGE) {
    return finding('hsts', 'warn', `HSTS kehtib ainult ${daysText(days)}. Soovitame vähemalt 6 kuud (max-age=${HSTS_MIN_MAX_AGE}).`, data);
  }
  return finding('hsts', 'pass', `HSTS on sees (${daysText(days)}): brauser avab lehte alati turvalise ühendusega.`, data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeCsp(facts) {
  // Every policy a browser enforces: the header's and the page's <meta> tags' (a script must pass all of them).
  const header = parseCsp(facts.headers['content-security-policy']);
  const meta = parseMetaCsp(facts.metaCsp ?? []);
  const enforced = [...header, ...meta];
  const reportOnly = parseCsp(facts.headers['content-security-policy-report-only']).length > 0;
  const script = cspScriptFacts(enforced);
  const data = { present: enforced.length > 0, inHeader: header.length > 0, inMeta: meta.length > 0, reportOnly, ...script };
  const where = header.length && meta.length ? ' (päises ja lehe meta-sildis)' : meta.length ? ' (lehe meta-sildis)' : '';
  if (enforced.length === 0) {
    if (reportOnly) return finding('csp', 'warn', 'Sisuturbe poliitika on ainult jälgimisrežiimis (Report-Only) ega takista midagi.', data);
    return finding('csp', 'fail', 'Sisuturbe poliitika puudub: kui lehele satub võõras skript, ei takista brauser selle käivitamist.', data);
  }
  if (!script.hasScriptPolicy) {
    return finding('csp', 'warn', `Sisuturbe poliitika${where} on olemas, kuid ei piira skripte (script-src ja default-src puuduvad).`, data);
  }
  if (script.scriptSrcUnsafeInline) {
    return finding('csp', 'warn', `Sisuturbe poliitika${where} lubab skriptides 'unsafe-inline': lehele süstitud skriptid saavad ikka käivituda.`, data);
  }
  return finding('csp', 'pass', `Sisuturbe poliitika${where} on olemas ega luba skriptides 'unsafe-inline'.`, data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeNosniff(facts) {
  const value = facts.headers['x-content-type-options'] ?? null;
  if (value && value.trim().toLowerCase() === 'nosniff') return finding('nosniff', 'pass', 'Brauser ei arva failide tüüpi ise (nosniff).', { value });
  return finding('nosniff', 'fail', 'X-Content-Type-Options: nosniff puudub: brauser võib faili tüübi valesti ära arvata ja selle skriptina käivitada.', { value });
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeFrame(facts) {
  const ancestors = parseCsp(facts.headers['content-security-policy'])
    .map((p) => p.get('frame-ancestors'))
    .find((list) => list !== undefined);
  const xfo = facts.headers['x-frame-options']?.trim() ?? null;
  const data = { frameAncestors: ancestors ? ancestors.join(' ') : null, xFrameOptions: xfo };
  if (ancestors) {
    if (ancestors.includes('*') || ancestors.includes('https:') || ancestors.includes('http:')) {
      return finding('frame', 'warn', 'frame-ancestors lubab lehte raami panna pea igal lehel.', data);
    }
    return finding('frame', 'pass', 'Võõrad lehed ei saa sinu lehte oma raami sisse panna (frame-ancestors).', data);
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo)) {
    return finding('frame', 'pass', `Võõrad lehed ei saa sinu lehte oma raami sisse panna (X-Frame-Options: ${xfo.toUpperCase()}).`, data);
  }
  if (xfo) return finding('frame', 'warn', `X-Frame-Options väärtus "${xfo}" on aegunud ja brauserid ei arvesta seda.`, data);
  return finding('frame', 'fail', 'Kaitse puudub: võõras leht saab sinu lehe nähtamatu raami sisse panna ja külastajat klikkima meelitada.', data);
}

const STRICT_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin']);

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeReferrer(facts) {
  const raw = facts.headers['referrer-policy'] ?? null;
  // The last value the browser knows wins.
  const tokens = (raw ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const value = [...tokens].reverse().find((t) => STRICT_REFERRER.has(t) || t === 'unsafe-url' || t === 'no-referrer-when-downgrade') ?? null;
  const data = { value: raw };
  if (!raw) return finding('referrer-policy', 'warn', 'Referrer-Policy puudub: teistele lehtedele saadetav info sõltub brauseri vaikeseadest.', data);
  if (value && STRICT_REFERRER.has(value)) return finding('referrer-policy', 'pass', `Referrer-Policy (${value}) ei saada teistele lehtedele külastatud lehe täisaadressi.`, data);
  return finding('referrer-policy', 'warn', `Referrer-Policy (${raw}) saadab teistele lehtedele külastatud lehe täisaadressi.`, data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgePermissions(facts) {
  const value = facts.headers['permissions-policy'] ?? null;
  if (value && value.trim()) {
    return finding('permissions-policy', 'pass', 'Permissions-Policy piirab, milliseid seadme võimalusi (kaamera, mikrofon, asukoht) leht kasutada tohib.', { value });
  }
  return finding('permissions-policy', 'fail', 'Permissions-Policy puudub: lehele lisatud võõras kood võib küsida ligipääsu kaamerale, mikrofonile või asukohale.', { value });
}

/**
 * @param {SecurityFacts} facts
 * @returns {{ score: number, findings: Finding[] }}
 */
export function scoreSecurity(facts) {
  const findings = [
    judgeHttpsRedirect(facts),
    judgeCertificate(facts),
    judgeTls(facts),
    judgeHsts(facts),
    judgeCsp(facts),
    judgeNosniff(facts),
    judgeFrame(facts),
    judgeReferrer(facts),
    judgePermissions(facts),
  ];
  const weight = findings.reduce((sum, f) => sum + f.weight, 0);
  const points = findings.reduce((sum, f) => sum + f.points, 0);
  return { score: weight ? Math.round((100 * points) / weight) : 0, findings };
}
