/**
 * GET /api/dns (api/handler.mjs): the domain of the target's host in DNS (api/domain-trust.mjs), asked of the
 * API's resolver: TESTER_DNS_SERVER, else the system's first name server (read once, at the first question).
 */
import { getServers } from 'node:dns';
import { setMaxListeners } from 'node:events';
import { createDnsClient } from '../dns-client.mjs';
import { blameDns } from '../dns-failure.mjs';
import { checkDomain } from '../domain-trust.mjs';
import { ApiError } from '../errors.mjs';
import { parseTargetUrl, portOf } from '../target.mjs';
import { json } from './answers.mjs';

/** @typedef {import('./work.mjs').Call} Call */

/**
 * @param {object} options
 * @param {import('../config.mjs').ApiConfig} options.config
 * @param {(signal?: AbortSignal) => Promise<boolean>} options.resolverAnswers whether our resolver answers
 * @param {ReturnType<typeof import('./work.mjs').createCallWork>['withSlot']} options.withSlot
 * @returns {(requestUrl: URL, call: Call) => Promise<Response>}
 */
export function createDomainTrust({ config, resolverAnswers, withSlot }) {
  /** @type {import('../dns-client.mjs').DnsQuery | null} */
  let dnsClient = null;
  const dnsQuery = () => {
    if (dnsClient) return dnsClient;
    const server = config.dnsServer ?? systemDnsServer();
    if (!server) throw new ApiError('dns_unavailable', { detail: 'no name server configured' });
    dnsClient = createDnsClient({ server, timeoutMs: config.dnsTimeoutMs });
    return dnsClient;
  };

  /**
   * The domain of the target's host in DNS. The host passes the address rules that apply to a name (a host name
   * that can exist, ports 80 and 443, no IP address, no internal or reserved name); no connection to the site is
   * opened, and every question goes to the API's resolver, one outbound slot each, ending by the deadline.
   * @param {URL} requestUrl @param {Call} call
   */
  return async function domainTrust(requestUrl, call) {
    const url = parseTargetUrl(requestUrl.searchParams.get('url'));
    const hostname = url.hostname.toLowerCase();
    const port = portOf(url);
    if (port !== 80 && port !== 443 && !config.allowHosts.has(`${hostname}:${port}`)) throw new ApiError('port');
    const client = dnsQuery();
    // Each question in flight watches the deadline (about 10 at once): not a leak.
    setMaxListeners(64, call.signal);
    /** @type {import('../dns-client.mjs').DnsQuery} */
    const query = (name, type, options) => withSlot(call, () => client(name, type, { ...options, signal: call.signal }));
    try {
      return json(200, { url: url.href, ...(await checkDomain(hostname, { query, allowTestNames: config.dnsAllowTestNames })) });
    } catch (error) {
      throw await blameDns(error, resolverAnswers, call.signal);
    }
  };
}

/** The system's first name server (node:dns reads /etc/resolv.conf), as the DNS client's server. */
function systemDnsServer() {
  const first = getServers()[0];
  if (!first) return null;
  const match = /^\[(.+)\]:(\d+)$/.exec(first) ?? /^([^:]+):(\d+)$/.exec(first);
  const address = match ? match[1] : first;
  return { address, port: match ? Number(match[2]) : 53, family: /** @type {4 | 6} */ (address.includes(':') ? 6 : 4) };
}
