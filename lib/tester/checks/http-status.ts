/**
 * HTTP status: HEAD through the proxy, GET when HEAD fails or is refused, 10 s each.
 * A site that does not answer at all is status 0 with 'HTTP staatus: Ühendus ebaõnnestus' (on the English site
 * 'HTTP status: Connection failed').
 * With the tester API the status is the final answer of its inspection (after redirects, as the proxy gives it).
 */
import type { Inspection } from '@/lib/tester/engine/api';
import { UNREACHABLE_CODES } from '@/lib/tester/contract.mjs';
import { FALLBACK_ERRORS, TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchWithTimeout, proxied } from '@/lib/tester/engine/http';
import type { HttpStatusResult, Reach, TestResult } from '@/lib/tester/state/schema';

/** The spec's text for a site that does not answer (kept in the result data and shown as it is), in the site's language. */
export const HTTP_UNREACHABLE: string = process.env.SITE_LOCALE === 'en' ? 'HTTP status: Connection failed' : 'HTTP staatus: Ühendus ebaõnnestus';

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase: the server's own, or the standard one (HTTP/2 answers carry none). */
export function statusTextOf(status: number, given = ''): string {
  return given.trim() || STATUS_TEXTS[status] || '';
}

/** Servers that refuse HEAD answer one of these; the GET then tells the real status. */
const HEAD_REFUSED = new Set([400, 403, 404, 405, 501]);

async function request(deps: CheckDeps, target: string, method: 'HEAD' | 'GET'): Promise<Response | null> {
  try {
    const response = await fetchWithTimeout(deps.fetch, proxied(target, deps.proxy), TIMEOUTS.httpStatus, { method });
    if (method === 'GET') await response.body?.cancel().catch(() => undefined);
    return response;
  } catch {
    return null;
  }
}

export async function checkHttpStatus(target: string, deps: CheckDeps): Promise<HttpStatusResult> {
  try {
    let response = await request(deps, target, 'HEAD');
    if (!response || HEAD_REFUSED.has(response.status)) response = (await request(deps, target, 'GET')) ?? response;
    if (!response) return { status: 0, statusText: '', error: HTTP_UNREACHABLE };
    return { status: response.status, statusText: statusTextOf(response.status, response.statusText), error: null };
  } catch {
    return { status: 0, statusText: '', error: FALLBACK_ERRORS.httpStatus };
  }
}

/** The status from the tester API's inspection; when the API could not check the site, its error code. */
export function statusFromInspection(inspection: Inspection): HttpStatusResult {
  if (inspection.ok) return { status: inspection.report.status, statusText: statusTextOf(inspection.report.status), error: null };
  if ((UNREACHABLE_CODES as readonly string[]).includes(inspection.code)) return { status: 0, statusText: '', error: HTTP_UNREACHABLE };
  return { status: 0, statusText: '', error: inspection.code };
}

/** The DNS failures of the API (api/dns-failure.mjs), by whose fault: the site's name, or our resolver. */
const DNS_REACH: Partial<Record<string, Reach>> = {
  dns_not_found: 'no-site',
  dns_no_address: 'no-address',
  dns_failed: 'dns-failed',
  dns_unavailable: 'resolver',
};

/**
 * How far the tester API got: a DNS failure says its kind (DNS_REACH); the other codes of a site that does not
 * answer are 'no-answer'; any other refusal or failure of the API itself is on our side ('service').
 */
export function reachOfInspection(inspection: Inspection): Reach {
  if (inspection.ok) return 'answered';
  const dns = DNS_REACH[inspection.code];
  if (dns) return dns;
  return (UNREACHABLE_CODES as readonly string[]).includes(inspection.code) ? 'no-answer' : 'service';
}

/** The run's reach; results saved before it was recorded are read from the HTTP status. */
export function reachOf(result: Pick<TestResult, 'reach' | 'httpStatus'>): Reach {
  return result.reach ?? (result.httpStatus.status > 0 ? 'answered' : 'no-answer');
}
