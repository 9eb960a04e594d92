/**
 * The security header values, defined once for the two places that send them: out/_headers (built by
 * lib/site-headers/policy.ts, applied by the CDN and scripts/dev/serve.mjs) and the tester API (api/handler/answers.mjs, plain
 * JavaScript that runs in Node without a build step, so it cannot import TypeScript). Types: headers.d.mts.
 */

/** Two years, the value the HSTS preload list asks for (at least one year is required). */
export const HSTS_MAX_AGE = 63_072_000;

/** Browser features the site never uses, all denied (only names Chromium knows: unknown names log console errors). */
export const DENIED_FEATURES = Object.freeze([
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
]);

/**
 * Directives that are the same on every page; the header repeats them, so they also hold before any <meta> is read.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const SHARED_DIRECTIVES = Object.freeze({
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  // No form on the site submits to an address: every form is sent by script (EmailJS, the tester).
  'form-action': ["'none'"],
});

/**
 * The Content-Security-Policy header of every response: what a <meta> tag cannot carry, plus the shared directives.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const headerDirectives = Object.freeze({
  'frame-ancestors': ["'none'"],
  ...SHARED_DIRECTIVES,
});

/**
 * "default-src 'none'; script-src 'self' 'sha256-…'"
 * @param {Readonly<Record<string, readonly string[]>>} directives
 */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The security headers of every response of the site.
 * @type {Readonly<Record<string, string>>}
 */
export const securityHeaders = Object.freeze({
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
  'Content-Security-Policy': serializePolicy(headerDirectives),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/**
 * Headers of the tester API's answers (static hosts do not apply out/_headers to functions, so the API sets
 * them itself): the same security headers, a policy under which a body fetched from a tested site and
 * opened directly in the browser can neither run nor load anything (sandbox: an opaque origin, not ours), and
 * Cross-Origin-Resource-Policy: same-origin, so no other site can load an answer as a script, style or image
 * (the tester's own fetch() on the English host reads the answers through CORS, which this does not touch).
 * @type {Readonly<Record<string, string>>}
 */
export const apiSecurityHeaders = Object.freeze({
  ...securityHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/**
 * The answer with the API's security headers set (a fetched Response's headers are read-only, so it is copied).
 * @param {Response} response
 * @returns {Response}
 */
export function withSecurityHeaders(response) {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(apiSecurityHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
