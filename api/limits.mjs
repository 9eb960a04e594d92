/**
 * The API's limits, per instance (one Node process, or one warm serverless instance): requests per client and
 * minute (fixed one-minute windows), and outbound requests at once (beyond the cap a request is refused, not
 * queued, so a burst cannot pile up work).
 */
import { ApiError } from './errors.mjs';

/**
 * @param {{ limit: number, windowMs?: number, now?: () => number, maxClients?: number }} options limit 0 = off
 */
export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now, maxClients = 10_000 }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return {
    /**
     * Count one request of `client`; throws ApiError('rate_limited') with retryAfter (s) when over the limit.
     * @param {string} client
     */
    take(client) {
      if (!limit) return;
      const t = now();
      let entry = windows.get(client);
      if (!entry || t - entry.start >= windowMs) {
        if (windows.size >= maxClients) {
          for (const [key, value] of windows) if (t - value.start >= windowMs) windows.delete(key);
          if (windows.size >= maxClients) windows.delete(/** @type {string} */ (windows.keys().next().value));
        }
        entry = { start: t, count: 0 };
        windows.set(client, entry);
      }
      entry.count += 1;
      if (entry.count > limit) {
        throw new ApiError('rate_limited', { retryAfter: Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000)) });
      }
    },
  };
}

/** @param {number} max outbound requests at once */
export function createSlots(max) {
  let inUse = 0;
  let peak = 0;
  return {
    /** Take a slot or throw ApiError('busy'); returns the function that gives it back (once). */
    acquire() {
      if (inUse >= max) throw new ApiError('busy');
      inUse += 1;
      peak = Math.max(peak, inUse);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
    get peak() {
      return peak;
    },
  };
}
