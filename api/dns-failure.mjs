/**
 * Whose fault a failed DNS lookup is. Three kinds of failure are told apart, each its own code in the contract:
 * - `dns_not_found`: the name does not exist (NXDOMAIN);
 * - `dns_no_address`: the name exists but has no address records (NODATA for both A and AAAA);
 * - `dns_failed`: the lookup failed (SERVFAIL, REFUSED, no answer in time): the site's name servers or ours.
 * Before a failed lookup is blamed on the site, the API asks its own resolver a question every working resolver
 * answers (the name servers of the root zone, cached for a minute); when that fails too, the failure is ours:
 * `dns_unavailable`, and the tester says so instead of blaming the site.
 */
import { Resolver } from 'node:dns/promises';
import { ApiError } from './errors.mjs';

/** How long the resolver's health is trusted once asked. */
export const RESOLVER_HEALTH_MS = 60_000;

/** c-ares and getaddrinfo codes of a name that does not exist, and of a name without records of the type. */
const NOT_FOUND = new Set(['ENOTFOUND']);
const NO_DATA = new Set(['ENODATA']);

/**
 * The ApiError of a failed lookup of `hostname` (a c-ares or getaddrinfo error, or an ApiError as it is). Any
 * error that is not NXDOMAIN or NODATA is a failed lookup: SERVFAIL, REFUSED, a timeout, a resolver that refuses
 * the connection, an answer that cannot be read.
 * @param {unknown} error @param {string} hostname
 */
export function dnsLookupError(error, hostname) {
  if (error instanceof ApiError) return error;
  const code = String(/** @type {{ code?: string }} */ (error ?? {}).code ?? '');
  const detail = `${code || 'Error'}: ${hostname}`;
  if (NOT_FOUND.has(code)) return new ApiError('dns_not_found', { detail });
  if (NO_DATA.has(code)) return new ApiError('dns_no_address', { detail });
  return new ApiError('dns_failed', { detail });
}

/**
 * The failure of both address lookups (A and AAAA) of one name, as one error: NXDOMAIN when either says the name
 * does not exist, NODATA when both found the name without records (an empty answer or ENODATA), else the failure.
 * @param {PromiseSettledResult<string[]>} v4 @param {PromiseSettledResult<string[]>} v6 @param {string} hostname
 */
export function addressLookupError(v4, v6, hostname) {
  const codeOf = (/** @type {PromiseSettledResult<string[]>} */ r) => (r.status === 'fulfilled' ? 'ENODATA' : String(r.reason?.code ?? ''));
  const codes = [codeOf(v4), codeOf(v6)];
  if (codes.some((c) => NOT_FOUND.has(c))) return dnsLookupError({ code: 'ENOTFOUND' }, hostname);
  if (codes.every((c) => NO_DATA.has(c))) return dnsLookupError({ code: 'ENODATA' }, hostname);
  const failed = v4.status === 'rejected' && !NO_DATA.has(codes[0]) ? v4.reason : /** @type {PromiseRejectedResult} */ (v6).reason;
  return dnsLookupError(failed, hostname);
}

/**
 * Whether the API's resolver answers at all: asks it for the root zone's name servers. Each question is one try
 * of at most `timeoutMs`.
 * @param {{ timeoutMs: number, servers?: string[] }} options servers: the resolver (tests: a loopback one)
 * @returns {(signal?: AbortSignal) => Promise<boolean>}
 */
export function rootProbe({ timeoutMs, servers }) {
  return async (signal) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers) resolver.setServers(servers);
    const cancel = () => resolver.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return (await resolver.resolveNs('')).length > 0;
    } catch {
      return false;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
}

/**
 * The resolver's health, asked at most once a minute: every failed lookup in that minute is judged by the same
 * answer, and questions at once share one probe. A probe cut by a request's deadline is not remembered.
 * @param {{ probe: (signal?: AbortSignal) => Promise<boolean>, cacheMs?: number, now?: () => number }} options
 * @returns {(signal?: AbortSignal) => Promise<boolean>}
 */
export function createResolverHealth({ probe, cacheMs = RESOLVER_HEALTH_MS, now = Date.now }) {
  /** @type {{ answers: boolean, at: number } | null} */
  let known = null;
  /** @type {Promise<boolean> | null} */
  let asking = null;
  return async (signal) => {
    if (known && now() - known.at < cacheMs) return known.answers;
    asking ??= probe(signal).then(
      (answers) => {
        asking = null;
        if (!signal?.aborted) known = { answers, at: now() };
        return answers;
      },
      () => {
        asking = null;
        return false;
      },
    );
    return asking;
  };
}

/**
 * A DNS failure as the visitor should hear it: a failed lookup (`dns_failed`) becomes `dns_unavailable` when our
 * own resolver does not answer either. Any other error passes as it is.
 * @param {unknown} error @param {(signal?: AbortSignal) => Promise<boolean>} resolverAnswers @param {AbortSignal} [signal]
 */
export async function blameDns(error, resolverAnswers, signal) {
  if (!(error instanceof ApiError) || error.code !== 'dns_failed') return error;
  if (await resolverAnswers(signal)) return error;
  return new ApiError('dns_unavailable', { detail: `${error.detail ?? ''} (our resolver does not answer either)` });
}
