/**
 * The Observatory's Strict-Transport-Security and redirection tests (api/observatory.mjs): the https answer's HSTS
 * header, and the http address's route to https.
 */
import { firstHeader, preloadOf } from './input.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./input.mjs').ObservatoryInput} ObservatoryInput */

/** Six months as the Observatory counts it (180 days; 15768000 is six months, but many sites send 15552000). */
export const OBSERVATORY_SIX_MONTHS = 15_552_000;

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean, maxAge: number | null }} */
export function hstsTest(input) {
  /** @type {ObservatoryResult} */
  let result = 'hsts-not-implemented';
  /** @type {number | null} */
  let maxAge = null;
  if (!input.https) result = 'hsts-not-implemented-no-https';
  else if (!input.https.verified) result = 'hsts-invalid-cert';
  else {
    const header = firstHeader(input.https.headers, 'strict-transport-security');
    if (header !== null) {
      const value = header.slice(0, 1024);
      for (const part of value.split(';').map((p) => p.trim().toLowerCase())) {
        if (part.startsWith('max-age=')) maxAge = Number.parseInt(part.slice(8, 128), 10);
      }
      if (value.includes(',') || maxAge === null) result = 'hsts-header-invalid';
      else result = maxAge < OBSERVATORY_SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
    }
    if (preloadOf(input)(new URL(input.url).hostname)) result = 'hsts-preloaded';
  }
  return { result, pass: ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'].includes(result), maxAge };
}

/**
 * The redirection test: where the http address's route goes, and how its first hop gets there.
 * @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function redirectionTest(input) {
  /** @type {ObservatoryResult} */
  let result;
  const route = input.httpRedirects.map((hop) => new URL(hop.url));
  const preloaded = preloadOf(input);
  if (!input.http) result = 'redirection-not-needed-no-http';
  else if (!input.http.verified) result = 'redirection-invalid-cert';
  else if (route.every((url) => preloaded(url.hostname))) result = 'redirection-all-redirects-preloaded';
  else if (route.length === 1) result = 'redirection-missing';
  else if (route.at(-1)?.protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1]?.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0]?.protocol === 'http:' && route[1]?.protocol === 'https:' && route[0].hostname !== route[1].hostname) result = 'redirection-off-host-from-http';
  else result = 'redirection-to-https';
  return { result, pass: ['redirection-not-needed-no-http', 'redirection-all-redirects-preloaded', 'redirection-to-https'].includes(result) };
}
