/**
 * The test environment, defined once: the NEXT_PUBLIC_* values `npm test` builds with when the caller did not set
 * its own (scripts/test/build-test.mjs, test-all.mjs and the bench use them), the values the tests then expect
 * (`builtValue`), and the browser. Plain JavaScript with types in env.d.mts, so the scripts run without a build
 * step and the tests (vitest, Playwright) import the same object.
 */

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Build-time values of a test build: every outside service configured, each answered from fixtures in the tests. */
export const TEST_ENV = Object.freeze({
  NEXT_PUBLIC_SITE_URL: 'https://veebiselge.ee',
  NEXT_PUBLIC_SITE_URL_EN: 'https://en.veebiselge.ee',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'test-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'test-template',
  NEXT_PUBLIC_PAGESPEED_API_KEY: 'test-pagespeed-key',
  NEXT_PUBLIC_CORS_PROXY: 'https://cors-proxy.test/raw?url=',
});

/** The environment of a test build or bench run: the caller's own values, and TEST_ENV's for those it left unset. */
export function withTestEnv(env = process.env) {
  const merged = { ...env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
  for (const [key, value] of Object.entries(TEST_ENV)) if (!merged[key]) merged[key] = value;
  return merged;
}

/** The value the build under test was made with: the caller's own, else the test default. */
export function builtValue(name) {
  return process.env[name] || TEST_ENV[name];
}
