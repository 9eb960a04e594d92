/**
 * MX, for the domain checks (api/domain-trust.mjs): the domain's mail hosts by preference, a null MX (RFC 7505) or
 * none.
 */
import { finding, LIST_ITEMS, normal } from './records.mjs';

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('../dns-client.mjs').DnsAnswer} DnsAnswer */

/** The MX finding of the domain's MX answer (null: unanswered). @param {DnsAnswer | null} answer */
export function mxFinding(answer) {
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
