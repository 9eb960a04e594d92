/**
 * Markup validation: the W3C Nu HTML checker with doc and out=json, through the proxy,
 * 15 s. Counts messages of type error, warning (type info with subType warning) and info. With the tester API
 * the server asks the checker (GET /validate) and answers its messages, or the {error} part of the error text.
 */
import { ApiAnswerError, getApiJson, type ApiDeps } from '@/lib/tester/engine/api';
import { TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchTextWithTimeout, proxied, TimeoutError } from '@/lib/tester/engine/http';
import type { W3cResult } from '@/lib/tester/state/schema';

export const W3C_ENDPOINT = 'https://validator.w3.org/nu/';

/** The spec's texts ("Viga HTML analüüsis: {error}"), in the site's language: stored in the result and read back by report/explain.ts. */
export const W3C_ERRORS =
  process.env.SITE_LOCALE === 'en'
    ? {
        failed: (detail: string) => `HTML analysis error: ${detail}`,
        missing: 'The technical errors could not be checked.',
      }
    : {
        failed: (detail: string) => `Viga HTML analüüsis: ${detail}`,
        missing: 'Tehnilisi vigu ei õnnestunud kontrollida.',
      };

/**
 * The {error} part of 'Viga HTML analüüsis: {error}' when the checker could not be asked: an error code of the
 * contract, with the checker's HTTP status in brackets when it answered with an error ("validator_failed (503)").
 * The report says what it means (lib/tester/report/explain.ts); any other {error} is the checker's own message.
 */
export const W3C_DETAILS = {
  timeout: 'validator_timeout',
  network: 'validator_network',
  status: (status: number) => `validator_failed (${status})`,
  api: (error: ApiAnswerError) => (error.upstream.status ? `${error.code} (${error.upstream.status})` : error.code),
} as const;

export function validatorUrl(target: string): string {
  return `${W3C_ENDPOINT}?doc=${encodeURIComponent(target)}&out=json`;
}

interface NuMessage {
  type?: unknown;
  subType?: unknown;
  message?: unknown;
}

const failed = (error: string): W3cResult => ({ valid: false, errors: 0, warnings: 0, info: 0, error });

/** Count the checker's messages. A non-document error (the page could not be fetched) is an error of the check. */
export function countValidatorMessages(body: unknown): W3cResult {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return failed(W3C_ERRORS.missing);
  let errors = 0;
  let warnings = 0;
  let info = 0;
  for (const raw of messages as NuMessage[]) {
    if (!raw || typeof raw !== 'object') continue;
    if (raw.type === 'non-document-error') {
      const detail = typeof raw.message === 'string' && raw.message.trim() ? raw.message.trim().slice(0, 200) : 'non-document-error';
      return failed(W3C_ERRORS.failed(detail));
    }
    if (raw.type === 'error') errors++;
    else if (raw.type === 'warning' || (raw.type === 'info' && raw.subType === 'warning')) warnings++;
    else if (raw.type === 'info') info++;
  }
  return { valid: errors === 0, errors, warnings, info, error: null };
}

export async function checkW3c(target: string, deps: CheckDeps): Promise<W3cResult> {
  let response: Response;
  let text: string;
  try {
    ({ response, text } = await fetchTextWithTimeout(deps.fetch, proxied(validatorUrl(target), deps.proxy), TIMEOUTS.w3c, {
      headers: { Accept: 'application/json' },
    }));
  } catch (error) {
    return failed(W3C_ERRORS.failed(error instanceof TimeoutError ? W3C_DETAILS.timeout : W3C_DETAILS.network));
  }
  if (!response.ok) return failed(W3C_ERRORS.failed(W3C_DETAILS.status(response.status)));
  try {
    return countValidatorMessages(JSON.parse(text));
  } catch {
    return failed(W3C_ERRORS.missing);
  }
}

/** Markup validation through the tester API: the checker's messages, counted; its errors as the spec's text. */
export async function checkW3cApi(target: string, deps: ApiDeps): Promise<W3cResult> {
  try {
    return countValidatorMessages(await getApiJson(deps, 'validate', target));
  } catch (error) {
    if (error instanceof ApiAnswerError && error.code === 'client_timeout') return failed(W3C_ERRORS.failed(W3C_DETAILS.timeout));
    if (error instanceof ApiAnswerError && error.code === 'network') return failed(W3C_ERRORS.failed(W3C_DETAILS.network));
    if (error instanceof ApiAnswerError) return failed(W3C_ERRORS.failed(W3C_DETAILS.api(error)));
    return failed(W3C_ERRORS.failed(error instanceof TimeoutError ? W3C_DETAILS.timeout : W3C_DETAILS.network));
  }
}
