/**
 * When the tester API refuses a run because it is busy (503) or the visitor has asked too often (429), the run
 * stops and the form counts down the seconds its Retry-After gives. Small on purpose: the form imports it
 * before the engine is loaded.
 */

/** The API refused: try again after `seconds`. */
export class TryAgainLaterError extends Error {
  constructor(readonly seconds: number) {
    super(`The tester API asks to try again in ${seconds} s`);
    this.name = 'TryAgainLaterError';
  }
}

/** What the form says while it counts down. */
export const tryAgainMessage = (seconds: number): string =>
  process.env.SITE_LOCALE === 'en'
    ? `Too many requests, please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
    : `Liiga palju päringuid, proovi ${seconds} sekundi pärast uuesti`;

/** Seconds to wait when a 429 has no Retry-After (a platform's own limit): the API's one-minute window. */
export const DEFAULT_RETRY_SECONDS = 60;

/**
 * The seconds a Retry-After value asks for (delta-seconds, or an HTTP date), at least 1; null when there is no
 * readable value.
 */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const date = Date.parse(text);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - now) / 1000)) : null;
}

/** Whole seconds left until `until` (ms), never below 0. */
export const secondsLeft = (until: number, now: number = Date.now()) => Math.max(0, Math.ceil((until - now) / 1000));
