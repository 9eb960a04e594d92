/**
 * The tester API (api/, NEXT_PUBLIC_TESTER_API, default '/api') as the browser uses it: whether it is there
 * (GET /health), the proxy prefix for the page and its files, and JSON calls (inspect, pagespeed, validate).
 * Endpoints, timeouts, error codes and answer shapes come from the contract (lib/tester/contract.mjs): every JSON
 * answer is checked against its schema, and one that does not match is an ApiAnswerError with the code
 * 'bad_answer'. The API's own errors are JSON { error: code }; a proxied answer always carries X-Upstream-Status,
 * so an answer of /proxy without it is the API's own error, never the tested site's.
 * A proxied answer comes as application/octet-stream (nothing of a tested site runs on our origin); the site's
 * own type is in X-Upstream-Content-Type, and proxyFetch puts it back before any check reads it.
 */
import type * as z from 'zod/mini';
import {
  CLIENT_ERRORS,
  ENDPOINTS,
  endpointUrl,
  errorAnswer,
  NO_HTTPS_CODES,
  type EndpointName,
  type ErrorCode,
  type InspectAnswer,
  type JsonEndpointName,
} from '@/lib/tester/contract.mjs';
import { DEFAULT_RETRY_SECONDS, retryAfterSeconds, TryAgainLaterError } from '@/lib/tester/engine/busy';
import { TimeoutError, withTimeout, type FetchFn } from '@/lib/tester/engine/http';

/** Where the API is: its base address, without a trailing slash ("/api" or "https://api.example.ee/api"). */
export interface ApiDeps {
  fetch: FetchFn;
  base: string;
}

export const apiBase = (address: string) => address.trim().replace(/\/+$/, '');

/** The address of an endpoint for a target: "/api/inspect?url=https%3A%2F%2Fnaide.ee". */
export const apiUrl = (base: string, endpoint: EndpointName, target?: string) => endpointUrl(base, endpoint, target);

/** The prefix /proxy answers to, a drop-in for the CORS proxy's. */
export const apiProxyPrefix = (base: string) => apiUrl(base, 'proxy', '');

/** Header in which /proxy passes the tested site's Content-Type. */
export const UPSTREAM_TYPE_HEADER = 'X-Upstream-Content-Type';

/**
 * An error of an API call: the API's own answer (its status and code from the contract, and for some codes the
 * outside service's status and message), or what the browser found itself (CLIENT_ERRORS). No words: the report
 * layer says what a code means.
 */
export class ApiAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly upstream: { status?: number; detail?: string } = {},
  ) {
    super(`API error ${status}: ${code}`);
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

/** The API's error from its JSON body; a body that is not the API's error is a plain HTTP failure. */
async function answerError(response: Response): Promise<ApiAnswerError> {
  const body = errorAnswer.safeParse(await response.json().catch(() => null));
  if (!body.success) return new ApiAnswerError(response.status, CLIENT_ERRORS.HTTP);
  const { error, ...upstream } = body.data;
  return new ApiAnswerError(response.status, error, upstream);
}

/**
 * Whether the API answers: GET /health within its client timeout (the contract) with { ok: true }. A 404 (a host without the
 * functions), any other answer, a network error or silence mean no: the run falls back to the CORS proxy.
 */
export async function apiAvailable(deps: ApiDeps): Promise<boolean> {
  if (!deps.base) return false;
  try {
    return await withTimeout(ENDPOINTS.health.clientMs, async (signal) => {
      const response = await deps.fetch(apiUrl(deps.base, 'health'), { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) return false;
      return ENDPOINTS.health.answer.safeParse(await response.json()).success;
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
    throw init?.method === 'HEAD' ? new ApiAnswerError(response.status, CLIENT_ERRORS.HTTP) : await answerError(response);
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

/** What GET /<name> answers, as its schema in the contract describes it. */
export type Answer<N extends JsonEndpointName> = z.infer<(typeof ENDPOINTS)[N]['answer']>;

/**
 * GET an endpoint's JSON for a target within the endpoint's client timeout, checked against its schema. The API's
 * own errors, a timeout, a network failure and an answer that does not match are thrown as ApiAnswerError.
 */
export async function getApiJson<N extends JsonEndpointName>(deps: ApiDeps, name: N, target: string): Promise<Answer<N>> {
  const endpoint = ENDPOINTS[name];
  try {
    return await withTimeout(endpoint.clientMs, async (signal) => {
      const response = await deps.fetch(apiUrl(deps.base, name, target), { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw await answerError(response);
      const body = endpoint.answer.safeParse(await response.json().catch(() => undefined));
      if (!body.success) throw new ApiAnswerError(response.status, CLIENT_ERRORS.BAD_ANSWER);
      return body.data as Answer<N>;
    });
  } catch (error) {
    if (error instanceof ApiAnswerError) throw error;
    throw new ApiAnswerError(0, error instanceof TimeoutError ? CLIENT_ERRORS.TIMEOUT : CLIENT_ERRORS.NETWORK);
  }
}

/** What GET /api/inspect answers (the contract's inspectAnswer). */
export type InspectReport = InspectAnswer;

/** The inspection of a site, or why there is none (an error code). */
export type Inspection = { ok: true; report: InspectReport; overHttp: boolean } | { ok: false; code: ErrorCode };

async function inspectOnce(target: string, deps: ApiDeps): Promise<Inspection> {
  try {
    return { ok: true, report: await getApiJson(deps, 'inspect', target), overHttp: false };
  } catch (error) {
    return { ok: false, code: error instanceof ApiAnswerError ? error.code : CLIENT_ERRORS.NETWORK };
  }
}

/**
 * Inspect the https address (the tester's target); when it does not answer at all, the http address, as the
 * SSL check falls back to http: a site without https still gets its headers and findings.
 */
export async function inspectTarget(target: string, deps: ApiDeps): Promise<Inspection> {
  const https = await inspectOnce(target, deps);
  if (https.ok || !(NO_HTTPS_CODES as readonly string[]).includes(https.code) || !target.startsWith('https://')) return https;
  const http = await inspectOnce(`http://${target.slice('https://'.length)}`, deps);
  return http.ok ? { ...http, overHttp: true } : https;
}
