/**
 * SPF (RFC 7208), for the domain checks (api/domain-trust.mjs): the record's terms, its DNS lookups counted through
 * include and redirect against RFC 7208's limit of 10, its effective `all`, and the three findings made of them.
 * Bounded: the expansion asks at most SPF_LOOKUP_LIMIT + 1 records and stops at SPF_BUDGET_MS.
 */
import { finding, normal, quote, txtRecords } from './records.mjs';

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('../dns-client.mjs').DnsAnswer} DnsAnswer */
/** @typedef {import('./zone.mjs').Ask} Ask */

/** RFC 7208 4.6.4: at most 10 mechanisms and modifiers that cause DNS lookups. */
export const SPF_LOOKUP_LIMIT = 10;
/** How long the SPF expansion may ask for include and redirect records, in ms. */
export const SPF_BUDGET_MS = 8_000;

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

/**
 * The SPF findings of the domain's TXT answer (null: unanswered): the record, its lookups and its effective `all`.
 * @param {DnsAnswer | null} txt @param {string} domain @param {Ask} ask
 * @param {(name: string) => boolean} mayAsk @param {number} until
 * @returns {Promise<Finding[]>}
 */
export async function spfFindings(txt, domain, ask, mayAsk, until) {
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
