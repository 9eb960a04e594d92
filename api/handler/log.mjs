/**
 * The API's log line (api/handler.mjs): one a request, naming the target's host only (never its path or query)
 * and never the PageSpeed key, whatever an error message quotes.
 */

/**
 * A function that hides the PageSpeed key (and any `key=` query value) in a text.
 * @param {string | null | undefined} apiKey
 * @returns {(text: string) => string}
 */
export const redactor = (apiKey) => (text) => {
  const safe = text.replace(/([?&]key=)[^&\s)'"]*/gi, '$1[redacted]');
  return apiKey ? safe.split(apiKey).join('[redacted]') : safe;
};

/** @param {string} target the host of a target address, for the log (never the path or query) */
function safeHost(target) {
  try {
    return new URL(target).host;
  } catch {
    return '(invalid)';
  }
}

/**
 * The log line of one request: method, route, status and time, the target's host, and the error's code with the
 * first line of its detail. The caller redacts it.
 * @param {{ method: string, route: string, status: number, ms: number, target: string | null, failure: import('../errors.mjs').ApiError | null }} request
 */
export const requestLine = ({ method, route, status, ms, target, failure }) =>
  `[tester-api] ${method} ${route} ${status} ${Math.round(ms)}ms` +
  (target ? ` target=${safeHost(target)}` : '') +
  (failure ? ` error=${failure.code}${failure.detail ? ` (${failure.detail.split('\n')[0]})` : ''}` : '');
