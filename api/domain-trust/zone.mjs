/**
 * Which domain the checks judge (api/domain-trust.mjs): the zone the tested host lives in (its apex, found from the
 * SOA record: the answer's SOA for a zone's own name, else the SOA in the authority section of the answer about
 * the host), so www.naide.ee is checked as naide.ee without a list of public suffixes, and a host that is an alias
 * (CNAME) is climbed past. And how the checks ask once the zone is known: one unanswered question makes one
 * finding "not checked".
 */
import { ApiError } from '../errors.mjs';
import { isWithin, parentOf } from './names.mjs';

/** @typedef {import('../dns-client.mjs').DnsQuery} DnsQuery */
/** @typedef {import('../dns-client.mjs').DnsAnswer} DnsAnswer */

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
export const tolerant = (query) => async (name, type, options) => {
  try {
    const answer = await query(name, type, options);
    return answer.rcode === 'NOERROR' || answer.rcode === 'NXDOMAIN' ? answer : null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'dns_failed') return null;
    throw error;
  }
};

/** One question of the checks, null when it went unanswered (tolerant). @typedef {ReturnType<typeof tolerant>} Ask */
