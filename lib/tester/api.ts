/**
 * The tester API (api/, NEXT_PUBLIC_TESTER_API, default '/api') as the browser uses it: whether it is there
 * (GET /health), the proxy prefix for the page and its files, and JSON calls (inspect, pagespeed, validate).
 * The API's own errors are JSON { error: Estonian text, code }; a proxied answer always carries
 * X-Upstream-Status, so an answer of /proxy without it is the API's own error, never the tested site's.
 * A proxied answer comes as application/octet-stream (nothing of a tested site runs on our origin); the site's
 * own type is in X-Upstream-Content-Type, and proxyFetch puts it back before any check reads it.
 */
import { DEFAULT_RETRY_SECONDS, retryAfterSeconds, TryAgainLaterError } from '@/lib/tester/busy';
import { TimeoutError, withTimeout, type FetchFn } from '@/lib/tester/http';

export const API_TIMEOUTS = {
  /** Long enough for a cold serverless start, short enough that a missing API costs little. */
  health: 4_000,
  /** The API gives up on a site after 15 s; a little more for the answer to arrive. */
  inspect: 20_000,
} as const;

/** Where the API is: its base address, without a trailing slash ("/api" or "https://api.example.ee/api"). */
export interface ApiDeps {
  fetch: FetchFn;
  base: string;
}

export const apiBase = (address: string) => address.trim().replace(/\/+$/, '');

/** The address of an endpoint for a target: "/api/inspect?url=https%3A%2F%2Fnaide.ee". */
export const apiUrl = (base: string, endpoint: string, target?: string) =>
  `${base}/${endpoint}${target === undefined ? '' : `?url=${encodeURIComponent(target)}`}`;

/** The prefix /proxy answers to, a drop-in for the CORS proxy's. */
export const apiProxyPrefix = (base: string) => `${base}/proxy?url=`;

/** Header in which /proxy passes the tested site's Content-Type. */
export const UPSTREAM_TYPE_HEADER = 'X-Upstream-Content-Type';

/** An answer of the API itself (not of the tested site): its status, machine code and Estonian message. */
export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiAnswerError';
  }
}

/** An answer of the API itself, not one the proxy passes on from the tested site. */
const isOwnAnswer = (response: Response) => !response.headers.has('X-Upstream-Status');

/**
 * The seconds the API asks to wait when it refuses (429 too many requests, or 503 with Retry-After: every
 * outbound slot in use), else null. A 503 without Retry-After (no PageSpeed key) is no refusal of the run.
 */
export function refusalSeconds(response: Response): number | null {
  if (!isOwnAnswer(response)) return null;
  const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
  if (response.status === 429) return seconds ?? DEFAULT_RETRY_SECONDS;
  return response.status === 503 ? seconds : null;
}

/**
 * A fetch that watches the API's answers: the first refusal (refusalSeconds) rejects `refused` with a
 * TryAgainLaterError, so a run can stop at once instead of showing every check as failed; from then on it
 * sends nothing more (every later call fails with the same error), as the API asked.
 */
export function watchRefusals(fetchFn: FetchFn): { fetch: FetchFn; refused: Promise<never> } {
  let refusal: TryAgainLaterError | null = null;
  let refuse: (error: TryAgainLaterError) => void = () => {};
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  refused.catch(() => undefined); // rejected only when someone is waiting for it
  return {
    refused,
    fetch: async (input, init) => {
      if (refusal) throw refusal;
      const response = await fetchFn(input, init);
      const seconds = refusalSeconds(response);
      if (seconds !== null && !refusal) {
        refusal = new TryAgainLaterError(seconds);
        refuse(refusal);
      }
      return response;
    },
  };
}

/** The API's error from its JSON body (or a plain status when the body is not the API's). */
async function answerError(response: Response): Promise<ApiAnswerError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  const message = typeof body?.error === 'string' && body.error.trim() ? body.error.trim().slice(0, 300) : `HTTP ${response.status}`;
  return new ApiAnswerError(response.status, typeof body?.code === 'string' ? body.code : 'http', message);
}

/**
 * Whether the API answers: GET /health within API_TIMEOUTS.health with { ok: true }. A 404 (a host without the
 * functions), any other answer, a network error or silence mean no: the run falls back to the CORS proxy.
 */
export async function apiAvailable(deps: ApiDeps): Promise<boolean> {
  if (!deps.base) return false;
  try {
    return await withTimeout(API_TIMEOUTS.health, async (signal) => {
      const response = await deps.fetch(apiUrl(deps.base, 'health'), { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) return false;
      const body = (await response.json()) as { ok?: unknown } | null;
      return body?.ok === true;
    });
  } catch {
    return false;
  }
}

/**
 * A fetch for the checks that go through /proxy: answers of the tested site pass as they are; the API's own
 * errors (no X-Upstream-Status: the site could not be reached, a forbidden address, too many requests...)
 * become an ApiAnswerError, so no check mistakes them for the site's answer.
 */
export function proxyFetch(fetchFn: FetchFn): FetchFn {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (!isOwnAnswer(response)) return withUpstreamType(response);
    throw init?.method === 'HEAD' ? new ApiAnswerError(response.status, 'http', `HTTP ${response.status}`) : await answerError(response);
  };
}

/** The proxied answer as the tested site sent it: its own Content-Type back in place (when it sent one). */
function withUpstreamType(response: Response): Response {
  const type = response.headers.get(UPSTREAM_TYPE_HEADER);
  if (type === null) return response;
  const headers = new Headers(response.headers);
  headers.set('Content-Type', type);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** GET an endpoint's JSON for a target within `ms`; the API's own errors are thrown as ApiAnswerError. */
export function getApiJson<T>(deps: ApiDeps, endpoint: string, target: string, ms: number): Promise<T> {
  return withTimeout(ms, async (signal) => {
    const response = await deps.fetch(apiUrl(deps.base, endpoint, target), { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw await answerError(response);
    return (await response.json()) as T;
  });
}

/** What GET /api/inspect answers (api/inspect.mjs), as far as the tester reads it. */
export interface InspectReport {
  url: string;
  finalUrl: string;
  status: number;
  redirects: { url: string; status: number; location: string }[];
  timing: { ttfbMs: number; totalMs: number };
  bodyBytes: number;
  compression: string | null;
  tls: { protocol: string | null; certificate: { subject: string; daysLeft: number } | null } | null;
  http2: boolean | null;
  httpsRedirect: { applicable: boolean; reachable: boolean; redirects: boolean; from?: string; to?: string; status?: number };
  security: { score: number; findings: { id: string; status: 'pass' | 'warn' | 'fail' | 'na'; label: string; message: string }[] };
}

/** The inspection of a site, or why there is none (the API's Estonian message and code). */
export type Inspection = { ok: true; report: InspectReport; overHttp: boolean } | { ok: false; code: string; message: string };

/** Codes of an https address that does not answer at all: the site may still answer over plain http. */
const NO_HTTPS_CODES = new Set(['unreachable', 'tls', 'connect_timeout']);

/** Codes meaning the site itself could not be reached (rather than the API refusing or being busy). */
export const UNREACHABLE_CODES = new Set(['unreachable', 'tls', 'connect_timeout', 'timeout', 'dns', 'too_many_redirects', 'bad_response']);

const TIMEOUT_MESSAGE = 'Leht ei vastanud õigel ajal.';
const NETWORK_MESSAGE = 'Ühendus testija serveriga katkes.';

async function inspectOnce(target: string, deps: ApiDeps): Promise<Inspection> {
  try {
    return { ok: true, report: await getApiJson<InspectReport>(deps, 'inspect', target, API_TIMEOUTS.inspect), overHttp: false };
  } catch (error) {
    if (error instanceof ApiAnswerError) return { ok: false, code: error.code, message: error.message };
    if (error instanceof TimeoutError) return { ok: false, code: 'timeout', message: TIMEOUT_MESSAGE };
    return { ok: false, code: 'network', message: NETWORK_MESSAGE };
  }
}

/**
 * Inspect the https address (the tester's target); when it does not answer at all, the http address, as the
 * spec's SSL check falls back to http: a site without https still gets its headers and findings.
 */
export async function inspectTarget(target: string, deps: ApiDeps): Promise<Inspection> {
  const https = await inspectOnce(target, deps);
  if (https.ok || !NO_HTTPS_CODES.has(https.code) || !target.startsWith('https://')) return https;
  const http = await inspectOnce(`http://${target.slice('https://'.length)}`, deps);
  return http.ok ? { ...http, overHttp: true } : https;
}
