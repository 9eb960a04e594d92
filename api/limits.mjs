/**
 * The API's limits, per instance (one Node process, or one warm serverless instance): requests per client and
 * minute (fixed one-minute windows), outbound requests at once (beyond the cap a request is refused, not
 * queued, so a burst cannot pile up work), and the deadline every piece of outbound work ends by. A refusal says
 * when to try again (Retry-After).
 */
import { classifyIp, formatIPv4, parseIPv6 } from './ip.mjs';
import { ApiError } from './errors.mjs';

/**
 * The key a client is counted by: an IPv4 address as it is (also when written IPv4-mapped, "::ffff:a.b.c.d"),
 * an IPv6 address by its /64, the block one subscriber line gets, so that a client cannot take a new address of
 * its block for every request.
 * @param {string | undefined} address
 */
export function clientKey(address) {
  const text = (address ?? '').trim();
  if (!text) return 'unknown';
  const cls = classifyIp(text);
  if (!cls) return text;
  if (cls.version === 4) return cls.address;
  const value = /** @type {bigint} */ (parseIPv6(text));
  if (cls.via === 'ipv4-mapped') return formatIPv4(Number(value & 0xffffffffn));
  const prefix = value >> 64n;
  return `${[48n, 32n, 16n, 0n].map((shift) => ((prefix >> shift) & 0xffffn).toString(16)).join(':')}::/64`;
}

/**
 * @param {{ limit: number, windowMs?: number, now?: () => number, maxClients?: number }} options
 */
export function createRateLimiter({ limit, windowMs = 60_000, now = Date.now, maxClients = 10_000 }) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return {
    /**
     * Count one request of `client` (an address: keyed by clientKey); throws ApiError('rate_limited') with
     * retryAfter (s) when over the limit.
     * @param {string | undefined} client
     */
    take(client) {
      const key = clientKey(client);
      const t = now();
      let entry = windows.get(key);
      if (!entry || t - entry.start >= windowMs) {
        if (windows.size >= maxClients) {
          for (const [k, value] of windows) if (t - value.start >= windowMs) windows.delete(k);
          if (windows.size >= maxClients) windows.delete(/** @type {string} */ (windows.keys().next().value));
        }
        entry = { start: t, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > limit) {
        throw new ApiError('rate_limited', { retryAfter: Math.max(1, Math.ceil((entry.start + windowMs - t) / 1000)) });
      }
    },
  };
}

/**
 * Slots for work at once: at most `max` in all, and at most `perClient` of them for one client. Each slot is
 * taken with the time its work must end by (the API request's deadline), so a refusal can say when the first
 * slot will be free at the latest: its Retry-After.
 * @param {number} max
 * @param {{ perClient?: number, now?: () => number }} [options]
 */
export function createSlots(max, { perClient = max, now = Date.now } = {}) {
  /** @type {Set<{ key: string, until: number }>} */
  const held = new Set();
  /** @type {Map<string, number>} */
  const byClient = new Map();
  let peak = 0;
  /** Seconds until the first of `slots` ends (at least 1). @param {Iterable<{ until: number }>} slots */
  const retryAfter = (slots) => {
    let first = Infinity;
    for (const slot of slots) first = Math.min(first, slot.until);
    return Math.max(1, Math.ceil(((Number.isFinite(first) ? first : now() + 1000) - now()) / 1000));
  };
  return {
    /**
     * Take a slot or throw ApiError('busy') with retryAfter; returns the function that gives it back (once).
     * @param {{ client?: string, until?: number }} [owner] the client's address; when the work ends at the latest
     */
    acquire({ client, until } = {}) {
      const key = clientKey(client);
      const mine = byClient.get(key) ?? 0;
      if (held.size >= max) throw new ApiError('busy', { retryAfter: retryAfter(held), detail: `${held.size} slots in use` });
      if (mine >= perClient) {
        throw new ApiError('busy', { retryAfter: retryAfter([...held].filter((s) => s.key === key)), detail: `client ${key} holds ${mine} slots` });
      }
      const slot = { key, until: until ?? now() + 15_000 };
      held.add(slot);
      byClient.set(key, mine + 1);
      peak = Math.max(peak, held.size);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(slot);
        const left = (byClient.get(key) ?? 1) - 1;
        if (left > 0) byClient.set(key, left);
        else byClient.delete(key);
      };
    },
    get inUse() {
      return held.size;
    },
    get peak() {
      return peak;
    },
  };
}

/**
 * `promise`, or ApiError('timeout') as soon as `signal` fires, whichever comes first: work that ignores its
 * signal (or cannot be cancelled) still ends for its caller at the deadline.
 * @template T @param {Promise<T>} promise @param {AbortSignal | undefined} signal @returns {Promise<T>}
 */
export function untilAborted(promise, signal) {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(new ApiError('timeout'));
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ApiError('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
