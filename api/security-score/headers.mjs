/**
 * The security findings of the answer's policy headers (api/security-score.mjs): Content-Security-Policy,
 * X-Content-Type-Options, framing (frame-ancestors, X-Frame-Options), Referrer-Policy and Permissions-Policy.
 */
import { effectiveReferrerPolicy } from '../observatory/headers.mjs';
import { cspScriptFacts, parseCsp, parseMetaCsp } from '../policies.mjs';
import { finding } from './judging.mjs';

/** @typedef {import('./judging.mjs').SecurityFacts} SecurityFacts */
/** @typedef {import('./judging.mjs').Finding} Finding */

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeCsp(facts) {
  // Every policy a browser enforces: the header's and the page's <meta> tags' (a script must pass all of them).
  const header = parseCsp(facts.headers['content-security-policy']);
  const meta = parseMetaCsp(facts.metaCsp ?? []);
  const enforced = [...header, ...meta];
  const reportOnly = parseCsp(facts.headers['content-security-policy-report-only']).length > 0;
  const script = cspScriptFacts(enforced);
  const data = { present: enforced.length > 0, inHeader: header.length > 0, inMeta: meta.length > 0, reportOnly, ...script };
  if (enforced.length === 0) return reportOnly ? finding('csp', 'fail', 'report-only', data) : finding('csp', 'fail', 'missing', data);
  // What counts as a working policy is the Observatory's (api/observatory.mjs) when it was run.
  const observatory = facts.observatory?.['content-security-policy'].result;
  if (observatory === 'csp-header-invalid') return finding('csp', 'fail', 'invalid', data);
  if (!script.hasScriptPolicy) return finding('csp', 'warn', 'no-script-rules', data);
  if (script.scriptSrcUnsafeInline) return finding('csp', 'warn', 'unsafe-inline', data);
  /** @type {Record<string, string>} */
  const weak = {
    'csp-implemented-with-unsafe-inline': 'too-broad',
    'csp-implemented-with-insecure-scheme': 'insecure-scheme',
    'csp-implemented-with-unsafe-eval': 'unsafe-eval',
    'csp-implemented-with-insecure-scheme-in-passive-content-only': 'insecure-images',
  };
  if (observatory && weak[observatory]) return finding('csp', 'warn', weak[observatory], data);
  return finding('csp', 'pass', 'strict', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeNosniff(facts) {
  const value = facts.headers['x-content-type-options'] ?? null;
  if (value && value.trim().toLowerCase() === 'nosniff') return finding('nosniff', 'pass', 'on', { value });
  return finding('nosniff', 'fail', 'missing', { value });
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeFrame(facts) {
  const ancestors = parseCsp(facts.headers['content-security-policy'])
    .map((p) => p.get('frame-ancestors'))
    .find((list) => list !== undefined);
  const xfo = facts.headers['x-frame-options']?.trim() ?? null;
  const data = { frameAncestors: ancestors ? ancestors.join(' ') : null, xFrameOptions: xfo };
  if (ancestors) {
    if (ancestors.includes('*') || ancestors.includes('https:') || ancestors.includes('http:')) return finding('frame', 'warn', 'ancestors-open', data);
    return finding('frame', 'pass', 'ancestors', data);
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo)) return finding('frame', 'pass', 'x-frame-options', data);
  if (xfo && /^allow-from/i.test(xfo)) return finding('frame', 'warn', 'x-frame-options-obsolete', data);
  if (xfo) return finding('frame', 'fail', 'x-frame-options-invalid', data);
  return finding('frame', 'fail', 'missing', data);
}

/** Policies that never send the page's address to other sites (the Observatory's "private" ones). */
const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeReferrer(facts) {
  const raw = facts.headers['referrer-policy'] ?? null;
  // The last value a browser knows wins, the page's <meta name="referrer"> after the header.
  const values = [...(raw ? [raw] : []), ...(facts.metaReferrer ? [facts.metaReferrer] : [])];
  const effective = effectiveReferrerPolicy(values);
  const data = { value: values.join(', ') || null, effective: effective || null };
  // Without a policy, browsers use strict-origin-when-cross-origin: nothing leaks (the Observatory passes it).
  if (effective === null) return finding('referrer-policy', 'pass', 'default', data);
  if (PRIVATE_REFERRER.has(effective)) return finding('referrer-policy', 'pass', 'strict', data);
  if (effective === '') return finding('referrer-policy', 'warn', 'invalid', data);
  return finding('referrer-policy', 'warn', effective === 'origin' || effective === 'origin-when-cross-origin' ? 'origin' : 'full-address', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgePermissions(facts) {
  const value = facts.headers['permissions-policy'] ?? null;
  if (value && value.trim()) return finding('permissions-policy', 'pass', 'on', { value });
  // A missing Permissions-Policy is a warning, not a problem (copy review T15): the browser still asks the visitor.
  return finding('permissions-policy', 'warn', 'missing', { value });
}
