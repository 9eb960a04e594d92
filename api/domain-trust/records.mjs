/**
 * Reading the resolver's answers for the domain checks (api/domain-trust.mjs): the records of a name (its own, or
 * its alias target's), TXT texts cut at MAX_TXT_CHARS, facts quoted short, and the finding they make.
 */

/** A TXT record longer than this is cut (an SPF or DMARC record is a few hundred characters). */
export const MAX_TXT_CHARS = 4_096;
/** A record quoted in the facts is cut to this many characters. */
const QUOTE_CHARS = 300;
/** Names listed in the facts (MX hosts, CAs). */
export const LIST_ITEMS = 6;

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('../dns-client.mjs').DnsAnswer} DnsAnswer */

/** A text cut to `max` characters, with an ellipsis. @param {string} text @param {number} [max] */
export const quote = (text, max = QUOTE_CHARS) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A name as the checks compare it: lower case, without the final dot. @param {string} name */
export const normal = (name) => name.toLowerCase().replace(/\.$/, '');

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
export const recordsOf = (answer, name, type) => {
  const owners = ownersOf(answer, name);
  return answer.answers.filter((r) => r.type === type && owners.has(r.name));
};

/** The texts of the TXT records of `name`. @param {DnsAnswer} answer @param {string} name */
export const txtRecords = (answer, name) => recordsOf(answer, name, 'TXT').map((r) => txtOf(r.data));

/** A finding. @param {string} id @param {Finding['status']} status @param {string} kase @param {Finding['facts']} [facts] */
export const finding = (id, status, kase, facts = {}) => ({ id, status, facts: { case: kase, ...facts } });
