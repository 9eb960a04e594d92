/**
 * DNSSEC, for the domain checks (api/domain-trust.mjs), decided from the DS record set at the parent (asked of the
 * resolver, which asks the parent zone) and the DNSKEY set at the apex. Both: signed and anchored in the chain of
 * trust. DNSKEY without DS: signed, but the registrar has not published the key, so nobody validates it. DS without
 * DNSKEY: broken. A validating resolver answers a zone whose signatures fail (bogus) with SERVFAIL, but with
 * "checking disabled" (CD) it answers: that difference is reported as broken DNSSEC. The AD flag of the resolver's
 * answers says whether it validated the chain itself (a fact shown beside the verdict, not the verdict: a
 * non-validating resolver never sets it, whatever the zone).
 */
import { finding, recordsOf } from './records.mjs';

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} Finding */
/** @typedef {import('./zone.mjs').Ask} Ask */

/** The DNSSEC finding of the domain. @param {string} domain @param {Ask} ask @returns {Promise<Finding>} */
export async function dnssecFinding(domain, ask) {
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
