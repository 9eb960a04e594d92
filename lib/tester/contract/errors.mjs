/**
 * The contract's error codes (lib/tester/contract.mjs): those the API answers, with their HTTP status, those the
 * browser finds itself about a call, and the groups the tester reads them by.
 */

/**
 * Every error the API answers, by code, with its HTTP status. The answer is JSON `{ error: code, detail? }`;
 * the words for the visitor live in the tester's report layer (lib/tester/report/error-words.ts), never on the wire.
 */
export const API_ERRORS = Object.freeze({
  bad_url: 400,
  bad_host: 400,
  no_domain: 400,
  credentials: 400,
  port: 400,
  forbidden_address: 400,
  forbidden_redirect: 400,
  own_api: 400,
  fetch_only: 403,
  not_found: 404,
  method: 405,
  wrong_host: 421,
  rate_limited: 429,
  /** The name does not exist (NXDOMAIN). */
  dns_not_found: 502,
  /** The name exists but has no address (no A or AAAA record). */
  dns_no_address: 502,
  /** The lookup failed (SERVFAIL, REFUSED, no answer in time) while our resolver answers: the site's DNS. */
  dns_failed: 502,
  unreachable: 502,
  tls: 502,
  too_many_redirects: 502,
  bad_response: 502,
  pagespeed_forbidden: 502,
  pagespeed_failed: 502,
  pagespeed_network: 502,
  validator_failed: 502,
  validator_network: 502,
  validator_unreadable: 502,
  busy: 503,
  /** Our own resolver does not answer: nothing is known about the site's name. */
  dns_unavailable: 503,
  pagespeed_key_missing: 503,
  connect_timeout: 504,
  timeout: 504,
  validator_timeout: 504,
  loop: 508,
  internal: 500,
});

/** @typedef {keyof typeof API_ERRORS} ApiErrorCode */

/**
 * Errors the browser finds itself about an API call: no answer in time, no connection, an answer that is not
 * the API's (e.g. a host without the functions: a 404 page), or an answer the schema refuses.
 */
export const CLIENT_ERRORS = Object.freeze({
  /** The API did not answer within the endpoint's client timeout. */
  TIMEOUT: 'client_timeout',
  /** The request did not reach the API (offline, refused, cut). */
  NETWORK: 'network',
  /** An error status without the API's error body. */
  HTTP: 'http',
  /** An answer whose body does not match the endpoint's schema. */
  BAD_ANSWER: 'bad_answer',
});

/** @typedef {(typeof CLIENT_ERRORS)[keyof typeof CLIENT_ERRORS]} ClientErrorCode */
/** @typedef {ApiErrorCode | ClientErrorCode} ErrorCode */

/** Codes of an https address that does not answer at all: the site may still answer over plain http. */
export const NO_HTTPS_CODES = Object.freeze(['unreachable', 'tls', 'connect_timeout']);

/** Codes meaning the tested site itself could not be reached (rather than the API refusing or being busy). */
export const UNREACHABLE_CODES = Object.freeze([
  'unreachable', 'tls', 'connect_timeout', 'timeout', 'dns_not_found', 'dns_no_address', 'dns_failed', 'too_many_redirects', 'bad_response', 'client_timeout',
]);
