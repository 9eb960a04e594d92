/**
 * Speed and quality: PageSpeed Insights, strategy mobile, the four categories, 60 s.
 * Each category score (0..1) is multiplied by 100. Without an API key nothing is requested and every score
 * is 0 with the spec's error text. With the tester API the server asks PageSpeed with its own key
 * (PAGESPEED_API_KEY, never in the browser) and answers the scores, or the same error texts.
 */
import { pageSpeedDetailsOf } from '@/lib/tester/contract.mjs';
import { ApiAnswerError, getApiJson, type ApiDeps } from '@/lib/tester/engine/api';
import { TIMEOUTS } from '@/lib/tester/engine/deps';
import { fetchTextWithTimeout, type FetchFn } from '@/lib/tester/engine/http';
import type { LighthouseResult } from '@/lib/tester/state/schema';

export const PAGESPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';
export const PAGESPEED_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export const PAGESPEED_ERRORS = {
  missingKey: 'PageSpeed API key is missing in environment variables',
  forbidden: 'API error (403): the PageSpeed API key is not allowed to make this request',
  network: 'Network error',
  api: (status: number, message: string) => `API error (${status}): ${message}`,
} as const;

export function pageSpeedUrl(target: string, apiKey: string): string {
  const query = new URLSearchParams({ url: target, strategy: 'mobile' });
  for (const category of PAGESPEED_CATEGORIES) query.append('category', category);
  query.set('key', apiKey);
  return `${PAGESPEED_ENDPOINT}?${query.toString()}`;
}

const zeroScores = (error: string): LighthouseResult => ({ performance: 0, accessibility: 0, bestPractices: 0, seo: 0, error });

function toScore(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value * 100)));
}

function apiMessage(body: unknown, fallback: string): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : fallback;
}

export async function checkPageSpeed(target: string, apiKey: string, fetchFn: FetchFn): Promise<LighthouseResult> {
  if (!apiKey.trim()) return zeroScores(PAGESPEED_ERRORS.missingKey);
  let response: Response;
  let text: string;
  try {
    ({ response, text } = await fetchTextWithTimeout(fetchFn, pageSpeedUrl(target, apiKey.trim()), TIMEOUTS.pageSpeed));
  } catch {
    return zeroScores(PAGESPEED_ERRORS.network);
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.status === 403) return zeroScores(PAGESPEED_ERRORS.forbidden);
  if (!response.ok) return zeroScores(PAGESPEED_ERRORS.api(response.status, apiMessage(body, response.statusText || 'Unknown error')));

  const categories = (body as { lighthouseResult?: { categories?: Record<string, { score?: unknown }> } } | null)
    ?.lighthouseResult?.categories;
  if (!categories) return zeroScores(PAGESPEED_ERRORS.api(response.status, 'the answer has no Lighthouse result'));
  return {
    performance: toScore(categories.performance?.score),
    accessibility: toScore(categories.accessibility?.score),
    bestPractices: toScore(categories['best-practices']?.score),
    seo: toScore(categories.seo?.score),
    error: null,
    details: pageSpeedDetailsOf(body),
  };
}

const apiScore = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0);

/** The spec's error text for an error of the tester API's /pagespeed (its code, the service's status and message). */
function apiErrorText(error: ApiAnswerError): string {
  if (error.code === 'pagespeed_key_missing') return PAGESPEED_ERRORS.missingKey;
  if (error.code === 'pagespeed_forbidden') return PAGESPEED_ERRORS.forbidden;
  if (error.code === 'pagespeed_failed') return PAGESPEED_ERRORS.api(error.upstream.status ?? error.status, error.upstream.detail ?? 'Unknown error');
  if (error.code === 'pagespeed_network' || error.code === 'network' || error.code === 'client_timeout') return PAGESPEED_ERRORS.network;
  return PAGESPEED_ERRORS.api(error.status, error.code);
}

/** PageSpeed through the tester API (GET /pagespeed): its scores, or the spec's error text for its error. */
export async function checkPageSpeedApi(target: string, deps: ApiDeps): Promise<LighthouseResult> {
  try {
    const { scores, details } = await getApiJson(deps, 'pagespeed', target);
    return {
      performance: apiScore(scores?.performance),
      accessibility: apiScore(scores?.accessibility),
      bestPractices: apiScore(scores?.bestPractices),
      seo: apiScore(scores?.seo),
      error: null,
      details: details ?? null,
    };
  } catch (error) {
    return zeroScores(error instanceof ApiAnswerError ? apiErrorText(error) : PAGESPEED_ERRORS.network);
  }
}
