/**
 * The two third-party services the tester uses, called from the server: PageSpeed Insights (with the server's
 * PAGESPEED_API_KEY, answers cached for 10 minutes per address) and the W3C Nu HTML checker. Their addresses
 * come from the configuration, so tests point them at fixture servers on loopback.
 */
import { USER_AGENT } from './config.mjs';
import { pageSpeedDetailsOf, validatorMessage } from '../lib/tester/contract.mjs';
import { ApiError } from './errors.mjs';

export const PAGESPEED_CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number }} PageSpeedScores */
/** @typedef {import('../lib/tester/contract.mjs').PageSpeedDetails} PageSpeedDetails */

/** @param {unknown} value */
function toScore(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value * 100)));
}

/** A PageSpeed answer is a few hundred KB of Lighthouse JSON; more than this is not one. */
const MAX_PAGESPEED_BYTES = 16 * 1024 * 1024;

/** Reading an answer was stopped at its size limit. */
class TooLargeError extends Error {
  constructor() {
    super('the answer is larger than its limit');
    this.name = 'TooLargeError';
  }
}

/**
 * The body of `response` as text, read chunk by chunk and given up (the connection cancelled) as soon as it
 * passes `maxBytes`: an answer never sits in memory in full before its size is known.
 * @param {Response} response @param {number} maxBytes
 */
export async function readLimited(response, maxBytes) {
  if (!response.body) return '';
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** @param {unknown} error */
const isTimeout = (error) => /** @type {{ name?: string }} */ (error)?.name === 'TimeoutError' || /** @type {{ name?: string }} */ (error)?.name === 'AbortError';

/**
 * @param {{
 *   apiKey: string, apiUrl: string, timeoutMs: number, cacheMs: number,
 *   fetch?: typeof fetch, now?: () => number, maxEntries?: number,
 * }} options
 */
export function createPageSpeed(options) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  /** @type {Map<string, { expires: number, scores: PageSpeedScores, details: PageSpeedDetails, fetchedAt: string }>} */
  const cache = new Map();
  /** @type {Map<string, Promise<{ scores: PageSpeedScores, details: PageSpeedDetails, fetchedAt: string }>>} */
  const running = new Map();

  /** @param {string} target */
  async function ask(target) {
    const query = new URLSearchParams({ url: target, strategy: 'mobile' });
    for (const category of PAGESPEED_CATEGORIES) query.append('category', category);
    let response;
    let text;
    try {
      // The key goes in a header (Google's APIs take X-Goog-Api-Key), never in the address: an address ends up
      // in error messages and logs.
      response = await doFetch(`${options.apiUrl}?${query}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json', 'X-Goog-Api-Key': options.apiKey },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await readLimited(response, MAX_PAGESPEED_BYTES);
    } catch (error) {
      throw new ApiError('pagespeed_network', { detail: String(error) });
    }
    /** @type {any} */
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (response.status === 403) throw new ApiError('pagespeed_forbidden');
    if (!response.ok) {
      const message = typeof body?.error?.message === 'string' && body.error.message.trim() ? body.error.message.trim().slice(0, 200) : response.statusText || 'Unknown error';
      throw new ApiError('pagespeed_failed', { answer: { status: response.status, detail: message } });
    }
    const categories = body?.lighthouseResult?.categories;
    if (!categories) throw new ApiError('pagespeed_failed', { answer: { status: response.status, detail: 'the answer has no Lighthouse result' } });
    return {
      scores: {
        performance: toScore(categories.performance?.score),
        accessibility: toScore(categories.accessibility?.score),
        bestPractices: toScore(categories['best-practices']?.score),
        seo: toScore(categories.seo?.score),
      },
      details: pageSpeedDetailsOf(body),
      fetchedAt: new Date(now()).toISOString(),
    };
  }

  /**
   * Scores of `target`, from the cache when asked in the last 10 minutes. Only successful answers are cached;
   * requests for an address already being asked wait for that answer.
   * @param {string} target
   * @param {() => () => void} acquire takes an outbound slot (throws when the instance is busy)
   */
  return async function pageSpeed(target, acquire) {
    if (!options.apiKey) throw new ApiError('pagespeed_key_missing');
    const hit = cache.get(target);
    if (hit && hit.expires > now()) return { scores: hit.scores, details: hit.details, fetchedAt: hit.fetchedAt, cached: true };
    let pending = running.get(target);
    if (!pending) {
      const release = acquire();
      pending = ask(target).finally(() => {
        release();
        running.delete(target);
      });
      running.set(target, pending);
    }
    const result = await pending;
    cache.delete(target);
    if (cache.size >= maxEntries) cache.delete(/** @type {string} */ (cache.keys().next().value));
    cache.set(target, { ...result, expires: now() + options.cacheMs });
    return { ...result, cached: false };
  };
}

/**
 * @param {{ validatorUrl: string, timeoutMs: number, maxBytes: number, fetch?: typeof fetch }} options maxBytes: the
 *   largest answer read
 */
export function createValidator(options) {
  const doFetch = options.fetch ?? fetch;
  /**
   * The checker's messages about the page at `target` (it fetches the page itself).
   * @param {string} target
   * @param {AbortSignal} [signal] the API request's deadline
   * @returns {Promise<{ messages: import('../lib/tester/contract.mjs').ValidateAnswer['messages'] }>}
   */
  return async function validate(target, signal) {
    const address = `${options.validatorUrl}?doc=${encodeURIComponent(target)}&out=json`;
    let response;
    let text;
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      response = await doFetch(address, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ApiError('validator_failed', { answer: { status: response.status } });
      }
      // Size-checked while it is read: the checker's answer grows with the errors of the tested page.
      text = await readLimited(response, options.maxBytes);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof TooLargeError) throw new ApiError('validator_unreadable', { detail: error.message });
      if (isTimeout(error)) throw new ApiError('validator_timeout');
      throw new ApiError('validator_network', { detail: String(error) });
    }
    try {
      const body = JSON.parse(text);
      if (!Array.isArray(body?.messages)) throw new Error('no messages');
      // Only what the contract describes travels on: a message the tester could not count is left out here.
      return { messages: body.messages.flatMap((/** @type {unknown} */ raw) => {
        const message = validatorMessage.safeParse(raw);
        return message.success ? [message.data] : [];
      }) };
    } catch {
      throw new ApiError('validator_unreadable');
    }
  };
}
