/**
 * Domain and e-mail trust (GET /api/dns): what the tested site's domain publishes in DNS, judged as findings
 * `{ id, status, facts }` like the security score's (the report words them, lib/tester/report/finding-words.ts):
 * MX, SPF (present, one record, its DNS lookups counted through include and redirect against RFC 7208's limit of
 * 10, its `all`), DMARC (policy, reports), DNSSEC and CAA.
 *
 * The parts, one concern each, in api/domain-trust/: which names may be asked (names.mjs), which zone is judged and
 * how it is asked (zone.mjs), reading the answers (records.mjs), and the readers of each record: mx.mjs, spf.mjs,
 * dmarc.mjs, dnssec.mjs, caa.mjs. This module runs them (checkDomain, the handler's entry). Bounded: SPF
 * expansion asks at most SPF_LOOKUP_LIMIT + 1 records and stops at SPF_BUDGET_MS; TXT strings are cut at
 * MAX_TXT_CHARS.
 */
import { ApiError } from './errors.mjs';
import { caaFinding } from './domain-trust/caa.mjs';
import { dmarcFindings } from './domain-trust/dmarc.mjs';
import { dnssecFinding } from './domain-trust/dnssec.mjs';
import { mxFinding } from './domain-trust/mx.mjs';
import { domainNameProblem } from './domain-trust/names.mjs';
import { finding, normal } from './domain-trust/records.mjs';
import { SPF_BUDGET_MS, spfFindings } from './domain-trust/spf.mjs';
import { tolerant, zoneApex } from './domain-trust/zone.mjs';

/** @typedef {import('../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('./dns-client.mjs').DnsQuery} DnsQuery */

/**
 * @typedef {object} DomainCheckOptions
 * @property {DnsQuery} query one question to the configured resolver (holding a slot, ending by the deadline)
 * @property {boolean} [allowTestNames] *.test and *.example may be asked (tests, with a loopback resolver)
 * @property {() => number} [now]
 */

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
