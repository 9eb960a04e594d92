/**
 * DMARC (RFC 7489), for the domain checks (api/domain-trust.mjs): the record at _dmarc.<domain>, its policy and
 * whether it asks for aggregate reports.
 */
import { finding, quote, txtRecords } from './records.mjs';

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('../dns-client.mjs').DnsAnswer} DnsAnswer */

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

/**
 * The DMARC findings of the answer about _dmarc.<domain> (null: unanswered): the policy, and the reports.
 * @param {DnsAnswer | null} answer @param {string} domain @returns {Finding[]}
 */
export function dmarcFindings(answer, domain) {
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
