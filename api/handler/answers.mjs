/**
 * The API's answers as Responses (api/handler.mjs): JSON bodies, the headers every answer carries (the site's
 * security headers, no caching), CORS for the allowed origins, and an error answer for the local server's own
 * refusals.
 */
import { apiSecurityHeaders } from '../../lib/site-headers/headers.mjs';
import { ApiError } from '../errors.mjs';

/** Response headers the tester may read across origins. */
const EXPOSED_HEADERS = 'X-Upstream-Status, X-Upstream-Content-Type, X-Final-Url, X-Redirects, X-Body-Truncated, Retry-After';

/** @param {number} status @param {unknown} body */
export function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/**
 * The CORS headers of an answer to `origin`: read across origins only by the allowed ones.
 * @param {string | null} origin @param {readonly string[]} allowedOrigins
 */
export const corsHeaders = (origin, allowedOrigins) => {
  /** @type {Record<string, string>} */
  const headers = { Vary: 'Origin' };
  if (origin && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
  }
  return headers;
};

/**
 * The site's security headers (lib/site-headers/headers.mjs, the values out/_headers carries) on an API answer,
 * with a policy under which no answer can run or load anything (static hosts do not apply _headers to
 * functions), and no caching.
 * @param {Response} response @returns {Response}
 */
export function withApiHeaders(response) {
  for (const [name, value] of Object.entries(apiSecurityHeaders)) response.headers.set(name, value);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * An error answer of the API outside the handler (the local server's fallback and host check), with the same
 * headers as every other answer.
 * @param {import('../errors.mjs').ApiErrorCode} code
 */
export function errorAnswer(code) {
  const error = new ApiError(code);
  return withApiHeaders(json(error.status, error));
}
