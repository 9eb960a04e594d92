/**
 * CAA (RFC 8659), for the domain checks (api/domain-trust.mjs): which certificate authorities may issue for the host.
 */
import { finding, LIST_ITEMS, quote, recordsOf } from './records.mjs';
import { isWithin, parentOf } from './names.mjs';

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('./zone.mjs').Ask} Ask */

/**
 * CAA (RFC 8659 3): the first CAA set found climbing from the host to the zone apex.
 * @param {string} host @param {string} domain @param {Ask} ask @returns {Promise<Finding>}
 */
export async function caaFinding(host, domain, ask) {
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
