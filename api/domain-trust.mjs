/**
 * Domain and e-mail trust (GET /api/dns): what the tested site's domain publishes in DNS, judged as findings
 * `{ id, status, facts }` like the security score's (the report words them, lib/tester/report/finding-words.ts):
 * MX, SPF (present, one record, its DNS lookups counted through include and redirect against RFC 7208's limit of
 * 10, its `all`), DMARC (policy, reports), DNSSEC and CAA.
 *
 * Which domain: the zone the tested host lives in (its apex, found from the SOA record: the answer's SOA for a
 * zone's own name, else the SOA in the authority section of the answer about the host), so www.naide.ee is
 * checked as naide.ee without a list of public suffixes, and a host that is an alias (CNAME) is climbed past.
 *
 * DNSSEC, how it is decided: the DS record set at the parent (asked of the resolver, which asks the parent zone)
 * and the DNSKEY set at the apex. Both: signed and anchored in the chain of trust. DNSKEY without DS: signed, but
 * the registrar has not published the key, so nobody validates it. DS without DNSKEY: broken. A validating
 * resolver answers a zone whose signatures fail (bogus) with SERVFAIL, but with "checking disabled" (CD) it
 * answers: that difference is reported as broken DNSSEC. The AD flag of the resolver's answers says whether it
 * validated the chain itself (a fact shown beside the verdict, not the verdict: a non-validating resolver never
 * sets it, whatever the zone).
 *
 * Every name asked is checked first (domainNameProblem): no IP addresses, no single labels, no internal or
 * reserved names (localhost, .local, .internal, .arpa...). Names taken from the zone itself (SPF include and
 * redirect targets) pass the same check. Bounded: SPF expansion asks at most SPF_LOOKUP_LIMIT + 1 records and
 * stops at SPF_BUDGET_MS; TXT strings are cut at MAX_TXT_CHARS.
 */
import { ApiError } from './errors.mjs';
import { classifyIp } from './ip.mjs';
import { MAX_HOST_NAME, MAX_LABEL } from './target.mjs';

/** RFC 7208 4.6.4: at most 10 mechanisms and modifiers that cause DNS lookups. */
export const SPF_LOOKUP_LIMIT = 10;
/** How long the SPF expansion may ask for include and redirect records, in ms. */
export const SPF_BUDGET_MS = 8_000;
/** A TXT record longer than this is cut (an SPF or DMARC record is a few hundred characters). */
export const MAX_TXT_CHARS = 4_096;
/** A record quoted in the facts is cut to this many characters. */
const QUOTE_CHARS = 300;
/** Names listed in the facts (MX hosts, CAs). */
const LIST_ITEMS = 6;

/** Top-level names that are never a public site (RFC 6761, RFC 6762, RFC 9476, ICANN's .internal, common private ones). */
const INTERNAL_TLDS = new Set(['localhost', 'local', 'internal', 'invalid', 'onion', 'alt', 'arpa', 'lan', 'home', 'corp', 'intranet', 'private', 'localdomain']);
/** Reserved for testing (RFC 2606, RFC 6761): asked only when the test-only allow list is set, of a loopback resolver. */
const TEST_TLDS = new Set(['test', 'example']);

/** @typedef {import('../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('./dns-client.mjs').DnsQuery} DnsQuery */
/** @typedef {import('./dns-client.mjs').DnsAnswer} DnsAnswer */

/** @param {string} text @param {number} [max] */
const quote = (text, max = QUOTE_CHARS) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Why DNS must not be asked about `name`, or null when it may: the rules of a public host name (labels of letters,
 * digits, hyphens and, for service labels such as _spf, underscores; at most 63 characters a label and 253 a name;
 * at least two labels) and no internal or reserved top-level name.
 * @param {string} name lower case, without the final dot
 * @param {{ allowTestNames?: boolean }} [options] allowTestNames: *.test and *.example may be asked (tests only)
 */
export function domainNameProblem(name, { allowTestNames = false } = {}) {
  if (!name) return 'empty name';
  if (name.length > MAX_HOST_NAME) return `name of ${name.length} characters`;
  if (classifyIp(name.replace(/^\[|\]$/g, '')) || /^[0-9.]+$/.test(name)) return 'an IP address, not a domain';
  const labels = name.split('.');
  if (labels.length < 2) return 'a single label';
  for (const label of labels) {
    if (label === '' || label.length > MAX_LABEL) return 'empty or long label';
    if (!/^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/.test(label)) return `label "${quote(label, 20)}"`;
  }
  const tld = /** @type {string} */ (labels.at(-1));
  if (/^[0-9]+$/.test(tld)) return 'numeric top-level name';
  if (INTERNAL_TLDS.has(tld)) return `internal name (.${tld})`;
  if (TEST_TLDS.has(tld) && !allowTestNames) return `reserved name (.${tld})`;
  return null;
}

/** @param {string} name */
const parentOf = (name) => name.slice(name.indexOf('.') + 1);
/** @param {string} name @param {string} zone */
const isWithin = (name, zone) => name === zone || name.endsWith(`.${zone}`);

/** The text of a TXT record (its strings joined, as SPF and DMARC read them), cut at MAX_TXT_CHARS. @param {any} data */
function txtOf(data) {
  const parts = Array.isArray(data) ? data : [data];
  let text = '';
  for (const part of parts) {
    text += Buffer.isBuffer(part) ? part.toString('latin1') : String(part);
    if (text.length > MAX_TXT_CHARS) return text.slice(0, MAX_TXT_CHARS);
  }
  return text;
}

/**
 * The names that answer for `name` in `answer`: itself, and the targets of the aliases (CNAME) the resolver
 * followed from it (at most 8).
 * @param {DnsAnswer} answer @param {string} name
 */
function ownersOf(answer, name) {
  const owners = new Set([name]);
  let current = name;
  for (let hop = 0; hop < 8; hop++) {
    const alias = answer.answers.find((r) => r.type === 'CNAME' && r.name === current);
    if (!alias) break;
    current = normal(String(alias.data));
    owners.add(current);
  }
  return owners;
}

/** The records of `type` that answer for `name` (its own, or its alias target's). @param {DnsAnswer} answer @param {string} name @param {string} type */
const recordsOf = (answer, name, type) => {
  const owners = ownersOf(answer, name);
  return answer.answers.filter((r) => r.type === type && owners.has(r.name));
};

/** The texts of the TXT records of `name`. @param {DnsAnswer} answer @param {string} name */
const txtRecords = (answer, name) => recordsOf(answer, name, 'TXT').map((r) => txtOf(r.data));

// ---------------------------------------------------------------------------------------------------------------
// SPF (RFC 7208)

const SPF_MECHANISMS = new Set(['all', 'include', 'a', 'mx', 'ptr', 'ip4', 'ip6', 'exists']);
/** Terms that cost a DNS lookup (RFC 7208 4.6.4). */
const LOOKUP_TERMS = new Set(['include', 'a', 'mx', 'ptr', 'exists', 'redirect']);

/** @param {string} text */
export const isSpfRecord = (text) => /^v=spf1(?:\s|$)/i.test(text.trim());

/**
 * @typedef {object} SpfRecord
 * @property {{ qualifier: string, name: string, value: string }[]} mechanisms
 * @property {string | null} redirect
 * @property {number} lookups terms of this record that cost a lookup
 * @property {string | null} all the qualifier of its `all` ('+', '-', '~', '?'), or null
 * @property {string | null} error the first term that is not valid SPF
 */

/**
 * One SPF record's terms (RFC 7208 4.6.1, 5, 6): mechanisms with their qualifier, the redirect modifier, the
 * lookups it costs and the qualifier of its `all`. Linear in the record's length.
 * @param {string} record
 * @returns {SpfRecord}
 */
export function parseSpf(record) {
  /** @type {SpfRecord} */
  const spf = { mechanisms: [], redirect: null, lookups: 0, all: null, error: null };
  for (const term of record.trim().split(/\s+/).slice(1)) {
    if (!term) continue;
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (modifier) {
      const name = modifier[1].toLowerCase();
      if (name === 'redirect') {
        if (spf.redirect !== null) spf.error ??= term;
        spf.redirect = modifier[2];
      }
      continue; // exp= and unknown modifiers are ignored (RFC 7208 6)
    }
    const mechanism = /^([+?~-]?)([a-z][a-z0-9]*)(?:[:/](.*))?$/i.exec(term);
    const name = mechanism?.[2].toLowerCase() ?? '';
    if (!mechanism || !SPF_MECHANISMS.has(name)) {
      spf.error ??= term;
      continue;
    }
    const qualifier = mechanism[1] || '+';
    const value = term.includes(':') ? term.slice(term.indexOf(':') + 1) : '';
    if ((name === 'include' || name === 'exists') && !value) spf.error ??= term;
    spf.mechanisms.push({ qualifier, name, value });
    if (LOOKUP_TERMS.has(name)) spf.lookups++;
    if (name === 'all' && spf.all === null) spf.all = qualifier;
  }
  // RFC 7208 6.1: a redirect in a record that has `all` is never used.
  if (spf.all !== null) spf.redirect = null;
  if (spf.redirect !== null) spf.lookups++;
  return spf;
}

/** The domain part of an include or redirect target, as a name to ask (null when it has macros). @param {string} spec */
const targetName = (spec) => (spec.includes('%') ? null : normal(spec.split('/')[0]));

/** @param {string} name */
const normal = (name) => name.toLowerCase().replace(/\.$/, '');

/**
 * @typedef {object} SpfExpansion
 * @property {number} lookups every term that costs a lookup, through include and redirect
 * @property {string | null} all the effective `all`: the record's own, else its redirect target's
 * @property {string | null} missing an include or redirect target without an SPF record (a permanent error)
 * @property {string | null} loop a target met twice
 * @property {number} unresolved targets not read (no answer, time up, macros, names that may not be asked)
 */

/**
 * Count the lookups of `spf` through its includes and redirect, level by level (each level's records asked at
 * once). Asks nothing once the count is past the limit or the budget is spent.
 * @param {SpfRecord} spf @param {(name: string) => Promise<string[] | null>} spfRecordsOf the SPF records of a name, null when unanswered
 * @param {(name: string) => boolean} mayAsk @param {number} until a time (Date.now()) after which nothing more is asked
 * @returns {Promise<SpfExpansion>}
 */
export async function expandSpf(spf, spfRecordsOf, mayAsk, until) {
  /** @type {SpfExpansion} */
  const result = { lookups: spf.lookups, all: spf.all, missing: null, loop: null, unresolved: 0 };
  const seen = new Set();
  /** @type {{ spec: string, redirectOfTop: boolean }[]} */
  let level = targetsOf(spf, true);
  while (level.length > 0) {
    if (result.lookups > SPF_LOOKUP_LIMIT || Date.now() > until) {
      result.unresolved += level.length;
      break;
    }
    /** @type {{ spec: string, redirectOfTop: boolean }[]} */
    const next = [];
    const asked = await Promise.all(
      level.map(async (target) => {
        const name = targetName(target.spec);
        if (name === null || !mayAsk(name)) return { target, name, records: null };
        if (seen.has(name)) {
          result.loop ??= name;
          return { target, name, records: /** @type {string[] | null} */ (null), looped: true };
        }
        seen.add(name);
        return { target, name, records: await spfRecordsOf(name) };
      }),
    );
    for (const { target, name, records, looped } of /** @type {{ target: { spec: string, redirectOfTop: boolean }, name: string | null, records: string[] | null, looped?: boolean }[]} */ (asked)) {
      if (looped) continue;
      if (records === null) {
        result.unresolved++;
        continue;
      }
      if (records.length !== 1) {
        result.missing ??= name;
        continue;
      }
      const inner = parseSpf(records[0]);
      result.lookups += inner.lookups;
      if (target.redirectOfTop) result.all = inner.all;
      next.push(...targetsOf(inner, target.redirectOfTop));
    }
    level = next;
  }
  return result;
}

/** @param {SpfRecord} spf @param {boolean} top whether `spf` is the top record or a redirect of it (its `all` counts) */
const targetsOf = (spf, top) => [
  ...spf.mechanisms.filter((m) => m.name === 'include').map((m) => ({ spec: m.value, redirectOfTop: false })),
  ...(spf.redirect ? [{ spec: spf.redirect, redirectOfTop: top }] : []),
];

// ---------------------------------------------------------------------------------------------------------------
// DMARC (RFC 7489)

/** @param {string} text */
export const isDmarcRecord = (text) => /^v\s*=\s*DMARC1\s*(?:;|$)/i.test(text.trim());

/**
 * A DMARC record's tags (lower-case names, trimmed values).
 * @param {string} record
 * @returns {Map<string, string>}
 */
export function parseDmarc(record) {
  const tags = new Map();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    if (name && !tags.has(name)) tags.set(name, part.slice(at + 1).trim());
  }
  return tags;
}

const POLICIES = new Set(['none', 'quarantine', 'reject']);

// ---------------------------------------------------------------------------------------------------------------
// The check

/**
 * @typedef {object} DomainCheckOptions
 * @property {DnsQuery} query one question to the configured resolver (holding a slot, ending by the deadline)
 * @property {boolean} [allowTestNames] *.test and *.example may be asked (tests, with a loopback resolver)
 * @property {() => number} [now]
 */

/** A finding. @param {string} id @param {Finding['status']} status @param {string} kase @param {Finding['facts']} [facts] */
const finding = (id, status, kase, facts = {}) => ({ id, status, facts: { case: kase, ...facts } });

/**
 * The zone apex of `host`: the owner of the SOA record that answers for it. NXDOMAIN is an ApiError
 * ('dns_not_found'); a resolver that fails or is silent 'dns_failed' (api/dns-failure.mjs says whose fault). A resolver that fails (SERVFAIL) but answers with checking
 * disabled is a validating resolver refusing a zone whose DNSSEC signatures fail: the check then goes on with
 * checking disabled (`bogus`), so the visitor learns why the domain fails, and what else it publishes.
 * @param {string} host @param {DnsQuery} query @param {(name: string) => boolean} mayAsk
 * @returns {Promise<{ domain: string, bogus: boolean }>}
 */
export async function zoneApex(host, query, mayAsk) {
  let name = host;
  let bogus = false;
  for (let step = 0; step < 8 && mayAsk(name); step++) {
    let answer = await query(name, 'SOA', { checkingDisabled: bogus });
    if (answer.rcode === 'SERVFAIL' && !bogus) {
      const unchecked = await query(name, 'SOA', { checkingDisabled: true });
      if (unchecked.rcode === 'NOERROR') [answer, bogus] = [unchecked, true];
    }
    if (answer.rcode !== 'NOERROR') throw new ApiError(answer.rcode === 'NXDOMAIN' ? 'dns_not_found' : 'dns_failed', { detail: `SOA ${name}: ${answer.rcode}` });
    const alias = answer.answers.some((r) => r.type === 'CNAME' && r.name === name);
    if (answer.answers.some((r) => r.type === 'SOA' && r.name === name)) return { domain: name, bogus };
    const zone = answer.authorities.find((r) => r.type === 'SOA')?.name;
    if (!alias && zone && isWithin(host, zone) && mayAsk(zone)) return { domain: zone, bogus };
    name = parentOf(name);
  }
  throw new ApiError('dns_failed', { detail: `no zone found for ${host}` });
}

/**
 * Ask and never throw a DNS failure: null when the resolver did not answer or failed (SERVFAIL, REFUSED...), so
 * one unanswered question makes one finding "not checked", not the whole answer an error. The deadline still
 * ends everything.
 * @param {DnsQuery} query
 * @returns {(name: string, type: import('dns-packet').RecordType, options?: { checkingDisabled?: boolean }) => Promise<DnsAnswer | null>}
 */
const tolerant = (query) => async (name, type, options) => {
  try {
    const answer = await query(name, type, options);
    return answer.rcode === 'NOERROR' || answer.rcode === 'NXDOMAIN' ? answer : null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'dns_failed') return null;
    throw error;
  }
};

/**
 * Judge the domain of `host`.
 * @param {string} host the tested host name (lower case, ASCII)
 * @param {DomainCheckOptions} options
 * @returns {Promise<{ host: string, domain: string, findings: Finding[] }>}
 */
export async function checkDomain(host, { query, allowTestNames = false, now = Date.now }) {
  const name = normal(host);
  const mayAsk = (/** @type {string} */ n) => domainNameProblem(n, { allowTestNames }) === null;
  const problem = domainNameProblem(name, { allowTestNames });
  if (problem) {
    const ipOrSingle = problem.startsWith('an IP') || problem === 'a single label';
    throw new ApiError(ipOrSingle ? 'no_domain' : 'forbidden_address', { detail: problem });
  }
  const { domain, bogus } = await zoneApex(name, query, mayAsk);
  const ask = tolerant(bogus ? (n, type, options) => query(n, type, { ...options, checkingDisabled: true }) : query);

  const [mx, txt, dmarc, dnssec, caa] = await Promise.all([
    ask(domain, 'MX').then(mxFinding),
    ask(domain, 'TXT'),
    ask(`_dmarc.${domain}`, 'TXT').then((answer) => dmarcFindings(answer, domain)),
    bogus ? finding('dnssec', 'fail', 'bogus', { domain }) : dnssecFinding(domain, ask),
    caaFinding(name, domain, ask),
  ]);
  const spf = await spfFindings(txt, domain, ask, mayAsk, now() + SPF_BUDGET_MS);
  // Every finding names the domain: the report builds its advice from it (e.g. the DMARC record to add).
  const findings = [mx, ...spf, ...dmarc, dnssec, caa].map((f) => ({ ...f, facts: { ...f.facts, domain } }));
  return { host: name, domain, findings };
}

/** @param {DnsAnswer | null} answer */
function mxFinding(answer) {
  if (!answer) return finding('mx', 'na', 'no-answer');
  const records = answer.answers
    .filter((r) => r.type === 'MX')
    .map((r) => ({ preference: Number(r.data?.preference ?? 0), exchange: normal(String(r.data?.exchange ?? '')) }))
    .sort((a, b) => a.preference - b.preference);
  if (records.length === 0) return finding('mx', 'warn', 'missing');
  // RFC 7505: a single MX of "." says the domain takes no mail.
  if (records.length === 1 && records[0].exchange === '') return finding('mx', 'pass', 'null-mx');
  return finding('mx', 'pass', 'found', { count: records.length, hosts: records.slice(0, LIST_ITEMS).map((r) => r.exchange).join(', ') });
}

/**
 * @param {DnsAnswer | null} txt @param {string} domain @param {ReturnType<typeof tolerant>} ask
 * @param {(name: string) => boolean} mayAsk @param {number} until
 * @returns {Promise<Finding[]>}
 */
async function spfFindings(txt, domain, ask, mayAsk, until) {
  if (!txt) return [finding('spf', 'na', 'no-answer'), finding('spf-lookups', 'na', 'no-spf'), finding('spf-all', 'na', 'no-spf')];
  const records = txtRecords(txt, domain).filter(isSpfRecord);
  const notApplicable = [finding('spf-lookups', 'na', 'no-spf'), finding('spf-all', 'na', 'no-spf')];
  if (records.length === 0) return [finding('spf', 'fail', 'missing'), ...notApplicable];
  if (records.length > 1) return [finding('spf', 'fail', 'multiple', { count: records.length, record: quote(records.join(' | ')) }), ...notApplicable];
  const record = records[0];
  const spf = parseSpf(record);
  const mechanisms = spf.mechanisms.map((m) => m.name).join(', ');
  const spfFinding = spf.error
    ? finding('spf', 'fail', 'syntax', { record: quote(record), term: quote(spf.error, 60) })
    : finding('spf', 'pass', 'found', { record: quote(record), mechanisms });
  /** @param {string} name */
  const spfRecordsOf = async (name) => {
    const answer = await ask(name, 'TXT');
    if (!answer) return null;
    return txtRecords(answer, name).filter(isSpfRecord);
  };
  const expansion = await expandSpf(spf, spfRecordsOf, mayAsk, until);
  const limit = SPF_LOOKUP_LIMIT;
  const lookupFacts = { lookups: expansion.lookups, limit, unresolved: expansion.unresolved };
  const lookups =
    expansion.lookups > limit
      ? finding('spf-lookups', 'fail', 'too-many', lookupFacts)
      : expansion.loop
        ? finding('spf-lookups', 'fail', 'loop', { ...lookupFacts, name: expansion.loop })
        : expansion.missing
          ? finding('spf-lookups', 'fail', 'missing-include', { ...lookupFacts, name: expansion.missing })
          : expansion.unresolved > 0
            ? finding('spf-lookups', 'warn', 'unresolved', lookupFacts)
            : finding('spf-lookups', 'pass', 'within', lookupFacts);
  const all = expansion.all;
  const allFinding =
    all === '+'
      ? finding('spf-all', 'fail', 'pass-all')
      : all === '?'
        ? finding('spf-all', 'warn', 'neutral-all')
        : all === null
          ? finding('spf-all', 'warn', 'no-all')
          : finding('spf-all', 'pass', all === '-' ? 'fail-all' : 'softfail-all');
  return [spfFinding, lookups, allFinding];
}

/** @param {DnsAnswer | null} answer @param {string} domain @returns {Finding[]} */
function dmarcFindings(answer, domain) {
  const at = `_dmarc.${domain}`;
  if (!answer) return [finding('dmarc', 'na', 'no-answer'), finding('dmarc-reports', 'na', 'no-dmarc')];
  const records = txtRecords(answer, at).filter(isDmarcRecord);
  const noReports = finding('dmarc-reports', 'na', 'no-dmarc');
  if (records.length === 0) return [finding('dmarc', 'fail', 'missing', { domain }), noReports];
  if (records.length > 1) return [finding('dmarc', 'fail', 'multiple', { count: records.length, domain }), noReports];
  const record = records[0];
  const tags = parseDmarc(record);
  const rua = tags.get('rua') ?? '';
  const ruf = tags.get('ruf') ?? '';
  // RFC 7489 6.6.3: without a valid p, a record with rua is read as p=none; without either it is no policy.
  const declared = (tags.get('p') ?? '').toLowerCase();
  const policy = POLICIES.has(declared) ? declared : rua ? 'none' : '';
  const pctText = tags.get('pct');
  const pct = pctText !== undefined && /^\d{1,3}$/.test(pctText) ? Math.min(100, Number(pctText)) : 100;
  const sp = (tags.get('sp') ?? '').toLowerCase();
  const facts = { domain, record: quote(record), policy, subdomainPolicy: POLICIES.has(sp) ? sp : policy, pct };
  const dmarc = !policy
    ? finding('dmarc', 'fail', 'invalid', facts)
    : policy === 'none'
      ? finding('dmarc', 'warn', 'none', facts)
      : pct < 100
        ? finding('dmarc', 'warn', 'partial', facts)
        : finding('dmarc', 'pass', policy, facts);
  const reports = rua
    ? finding('dmarc-reports', 'pass', 'rua', { rua: quote(rua, 120), ruf: Boolean(ruf) })
    : finding('dmarc-reports', 'warn', 'no-rua', { ruf: Boolean(ruf), domain });
  return [dmarc, reports];
}

/** @param {string} domain @param {ReturnType<typeof tolerant>} ask @returns {Promise<Finding>} */
async function dnssecFinding(domain, ask) {
  const [ds, keys] = await Promise.all([ask(domain, 'DS'), ask(domain, 'DNSKEY')]);
  if (!ds || !keys) {
    // A validating resolver fails a zone whose signatures do not check out; with checking disabled it answers.
    const unchecked = await ask(domain, 'DNSKEY', { checkingDisabled: true });
    if (unchecked && unchecked.rcode === 'NOERROR') return finding('dnssec', 'fail', 'bogus', { domain });
    return finding('dnssec', 'na', 'no-answer');
  }
  const hasDs = recordsOf(ds, domain, 'DS').length > 0;
  const hasKeys = recordsOf(keys, domain, 'DNSKEY').length > 0;
  const validated = ds.ad || keys.ad;
  if (hasDs && hasKeys) return finding('dnssec', 'pass', 'signed', { domain, validated });
  if (hasKeys) return finding('dnssec', 'warn', 'no-ds', { domain });
  if (hasDs) return finding('dnssec', 'fail', 'no-keys', { domain });
  return finding('dnssec', 'warn', 'unsigned', { domain });
}

/**
 * CAA (RFC 8659 3): the first CAA set found climbing from the host to the zone apex.
 * @param {string} host @param {string} domain @param {ReturnType<typeof tolerant>} ask @returns {Promise<Finding>}
 */
async function caaFinding(host, domain, ask) {
  for (let name = host; isWithin(name, domain); name = parentOf(name)) {
    const answer = await ask(name, 'CAA');
    if (!answer) return finding('caa', 'na', 'no-answer');
    const records = recordsOf(answer, name, 'CAA');
    if (records.length > 0) {
      /** @param {string} tag */
      const values = (tag) =>
        records
          .filter((r) => String(r.data?.tag ?? '').toLowerCase() === tag)
          .map((r) => String(r.data?.value ?? '').split(';')[0].trim() || '–')
          .slice(0, LIST_ITEMS);
      const issuers = values('issue');
      return finding('caa', 'pass', 'found', {
        at: name,
        issuers: quote(issuers.join(', '), 200),
        noIssuer: issuers.length > 0 && issuers.every((v) => v === '–'),
        wildcard: quote(values('issuewild').join(', '), 200),
        iodef: values('iodef').length > 0,
      });
    }
    if (name === domain) break;
  }
  return finding('caa', 'warn', 'missing', { domain });
}
