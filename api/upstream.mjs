/**
 * The two third-party services the tester uses, called from the server: PageSpeed Insights (with the server's
 * PAGESPEED_API_KEY, answers cached for 10 minutes per address) and the W3C Nu HTML checker. Their addresses
 * come from the configuration, so tests point them at fixture servers on loopback.
 */
import { USER_AGENT } from './config.mjs';
import { ApiError } from './errors.mjs';

export const PAGESPEED_CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** The spec's PageSpeed error texts, which the tester shows as they are. */
export const PAGESPEED_MESSAGES = {
  missingKey: 'PageSpeed API key is missing in environment variables',
  forbidden: 'API error (403): the PageSpeed API key is not allowed to make this request',
  network: 'Network error',
  /** @param {number} status @param {string} message */
  api: (status, message) => `API error (${status}): ${message}`,
};

/** The {error} part of the tester's 'Viga HTML analüüsis: {error}'. */
export const VALIDATOR_MESSAGES = {
  timeout: 'validaator ei vastanud 15 sekundi jooksul',
  network: 'ühendus validaatoriga ebaõnnestus',
  /** @param {number} status */
  status: (status) => `validaator vastas veaga ${status}`,
  unreadable: 'validaatori vastust ei saanud lugeda',
};

/** @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number }} PageSpeedScores */

/** @param {unknown} value */
function toScore(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value * 100)));
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
  /** @type {Map<string, { expires: number, scores: PageSpeedScores, fetchedAt: string }>} */
  const cache = new Map();
  /** @type {Map<string, Promise<{ scores: PageSpeedScores, fetchedAt: string }>>} */
  const running = new Map();

  /** @param {string} target */
  async function ask(target) {
    const query = new URLSearchParams({ url: target, strategy: 'mobile' });
    for (const category of PAGESPEED_CATEGORIES) query.append('category', category);
    query.set('key', options.apiKey);
    let response;
    let text;
    try {
      response = await doFetch(`${options.apiUrl}?${query}`, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ApiError(isTimeout(error) ? 'timeout' : 'upstream', { message: PAGESPEED_MESSAGES.network, detail: String(error) });
    }
    /** @type {any} */
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (response.status === 403) throw new ApiError('upstream', { message: PAGESPEED_MESSAGES.forbidden });
    if (!response.ok) {
      const message = typeof body?.error?.message === 'string' && body.error.message.trim() ? body.error.message.trim().slice(0, 200) : response.statusText || 'Unknown error';
      throw new ApiError('upstream', { message: PAGESPEED_MESSAGES.api(response.status, message) });
    }
    const categories = body?.lighthouseResult?.categories;
    if (!categories) throw new ApiError('upstream', { message: PAGESPEED_MESSAGES.api(response.status, 'the answer has no Lighthouse result') });
    return {
      scores: {
        performance: toScore(categories.performance?.score),
        accessibility: toScore(categories.accessibility?.score),
        bestPractices: toScore(categories['best-practices']?.score),
        seo: toScore(categories.seo?.score),
      },
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
    if (hit && hit.expires > now()) return { scores: hit.scores, fetchedAt: hit.fetchedAt, cached: true };
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
 * @param {{ validatorUrl: string, timeoutMs: number, maxBytes: number, fetch?: typeof fetch }} options
 */
export function createValidator(options) {
  const doFetch = options.fetch ?? fetch;
  /**
   * The checker's messages about the page at `target` (it fetches the page itself).
   * @param {string} target
   * @returns {Promise<{ messages: unknown[] }>}
   */
  return async function validate(target) {
    const address = `${options.validatorUrl}?doc=${encodeURIComponent(target)}&out=json`;
    let response;
    let text;
    try {
      response = await doFetch(address, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (isTimeout(error)) throw new ApiError('timeout', { message: VALIDATOR_MESSAGES.timeout });
      throw new ApiError('upstream', { message: VALIDATOR_MESSAGES.network, detail: String(error) });
    }
    if (!response.ok) throw new ApiError('upstream', { message: VALIDATOR_MESSAGES.status(response.status) });
    if (text.length > options.maxBytes) throw new ApiError('upstream', { message: VALIDATOR_MESSAGES.unreadable });
    try {
      const body = JSON.parse(text);
      if (!Array.isArray(body?.messages)) throw new Error('no messages');
      return { messages: body.messages };
    } catch {
      throw new ApiError('upstream', { message: VALIDATOR_MESSAGES.unreadable });
    }
  };
}
