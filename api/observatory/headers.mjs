/**
 * The Observatory's tests of one header each (api/observatory.mjs): Referrer-Policy, X-Content-Type-Options,
 * X-Frame-Options, CORS and CORP.
 */
import { firstHeader, headerValues } from './input.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./input.mjs').ObservatoryInput} ObservatoryInput */

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

/**
 * The policy in force: the last value a browser knows of the header's values and then the page's <meta>.
 * @param {string[]} values @returns {string | null} null when there is none at all, '' when none is known
 */
export function effectiveReferrerPolicy(values) {
  if (values.length === 0) return null;
  const known = values.join(',').split(',').map((t) => t.trim().toLowerCase()).filter((t) => PRIVATE_REFERRER.includes(t) || UNSAFE_REFERRER.includes(t));
  return known.at(-1) ?? '';
}

/**
 * The Referrer-Policy test: the policy in force, of the header's and the page's <meta>.
 * @param {ObservatoryInput} input @param {string | null} metaReferrer @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function referrerTest(input, metaReferrer) {
  const policy = effectiveReferrerPolicy([...headerValues(input.headers, 'referrer-policy'), ...(metaReferrer ? [metaReferrer] : [])]);
  if (policy === null) return { result: 'referrer-policy-not-implemented', pass: true };
  if (PRIVATE_REFERRER.includes(policy)) return { result: 'referrer-policy-private', pass: true };
  return { result: UNSAFE_REFERRER.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', pass: false };
}

/**
 * The X-Content-Type-Options test: nosniff or not.
 * @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function xContentTypeOptionsTest(input) {
  const value = firstHeader(input.headers, 'x-content-type-options');
  if (value === null || value === '') return { result: 'x-content-type-options-not-implemented', pass: false };
  if (value.slice(0, 256).trim().toLowerCase() === 'nosniff') return { result: 'x-content-type-options-nosniff', pass: true };
  return { result: 'x-content-type-options-header-invalid', pass: false };
}

/**
 * The X-Frame-Options test: the header, or the policy's frame-ancestors, which wins.
 * @param {ObservatoryInput} input @param {Map<string, Set<string>> | null} csp @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function xFrameOptionsTest(input, csp) {
  /** @type {ObservatoryResult} */
  let result = 'x-frame-options-not-implemented';
  const value = firstHeader(input.headers, 'x-frame-options');
  if (value) {
    const xfo = value.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: ['x-frame-options-sameorigin-or-deny', 'x-frame-options-allow-from-origin', 'x-frame-options-implemented-via-csp'].includes(result),
  };
}

/**
 * The CORS test: the final answer's Access-Control-Allow-* headers as they are.
 * @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function corsTest(input) {
  const allowOrigin = firstHeader(input.cors?.headers, 'access-control-allow-origin');
  if (!input.cors || !allowOrigin) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true };
  if (allowOrigin.slice(0, 256).trim().toLowerCase() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true };
  const credentials = firstHeader(input.cors.headers, 'access-control-allow-credentials');
  if (input.cors.requestOrigin && input.cors.requestOrigin === allowOrigin && credentials?.trim().toLowerCase() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true };
}

/**
 * The Cross-Origin-Resource-Policy test.
 * @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function corpTest(input) {
  const value = headerValues(input.headers, 'cross-origin-resource-policy').join(', ');
  if (!value) return { result: 'corp-not-implemented', pass: true };
  const policy = value.slice(0, 256).trim().toLowerCase();
  /** @type {Record<string, ObservatoryResult>} */
  const results = { 'same-site': 'corp-implemented-with-same-site', 'same-origin': 'corp-implemented-with-same-origin', 'cross-origin': 'corp-implemented-with-cross-origin' };
  const result = results[policy] ?? 'corp-header-invalid';
  return { result, pass: result !== 'corp-header-invalid' };
}
