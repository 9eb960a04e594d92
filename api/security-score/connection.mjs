/**
 * The security findings of the connection (api/security-score.mjs): the http address's redirect to https, the
 * certificate, the TLS version and HSTS.
 */
import { parseHsts } from '../policies.mjs';
import { finding } from './judging.mjs';

/** @typedef {import('./judging.mjs').SecurityFacts} SecurityFacts */
/** @typedef {import('./judging.mjs').Finding} Finding */

/** HSTS max-age of at least six months (180 days), in seconds. */
export const HSTS_MIN_MAX_AGE = 180 * 24 * 60 * 60;
/** A certificate valid for this many days or fewer is about to expire. */
export const CERT_WARN_DAYS = 14;

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeHttpsRedirect(facts) {
  const r = facts.httpsRedirect;
  const data = { from: r.from ?? null, to: r.to ?? null, status: r.status ?? null };
  const observatory = facts.observatory?.redirection.result;
  if (r.redirects) {
    // The first hop decides whether HSTS can protect the next visit (the Observatory's rule).
    if (observatory === 'redirection-not-to-https-on-initial-redirection') return finding('https-redirect', 'warn', 'first-hop-http', data);
    if (observatory === 'redirection-off-host-from-http') return finding('https-redirect', 'warn', 'off-host', data);
    return finding('https-redirect', 'pass', 'redirects', data);
  }
  if (!r.applicable) return finding('https-redirect', 'na', 'no-counterpart', data);
  if (facts.httpTestTarget) return finding('https-redirect', 'na', 'http-test', data);
  // No http address at all: nobody is served unencrypted, but someone who types http:// may see an error; the
  // server card says the same (needs attention). The Observatory's grade passes it, and is computed on its own.
  if (!r.reachable) return finding('https-redirect', 'warn', 'no-http', data);
  return finding('https-redirect', 'fail', 'stays-http', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeCertificate(facts) {
  if (!facts.tls) return finding('certificate', 'na', 'http-test');
  const cert = facts.tls.info?.certificate;
  if (!cert) return finding('certificate', 'fail', 'none', { error: facts.tls.error });
  const data = {
    subject: cert.subject,
    issuer: cert.issuer,
    validTo: cert.validTo,
    daysLeft: cert.daysLeft,
    trusted: cert.trusted,
    hostnameMatches: cert.hostnameMatches,
    error: cert.error,
  };
  if (cert.daysLeft < 0 || cert.error === 'CERT_HAS_EXPIRED') return finding('certificate', 'fail', 'expired', data);
  if (!cert.trusted) return finding('certificate', 'fail', 'untrusted', data);
  if (!cert.hostnameMatches) return finding('certificate', 'fail', 'wrong-host', data);
  if (cert.daysLeft <= CERT_WARN_DAYS) return finding('certificate', 'warn', 'expiring', data);
  return finding('certificate', 'pass', 'valid', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeTls(facts) {
  if (!facts.tls) return finding('tls', 'na', 'http-test');
  const protocol = facts.tls.info?.protocol ?? null;
  if (!protocol) return finding('tls', 'fail', 'none', { protocol, error: facts.tls.error });
  if (protocol === 'TLSv1.2' || protocol === 'TLSv1.3') return finding('tls', 'pass', 'modern', { protocol });
  return finding('tls', 'fail', 'outdated', { protocol });
}

/** @param {SecurityFacts} facts @returns {Finding} */
export function judgeHsts(facts) {
  const hsts = parseHsts(facts.headers['strict-transport-security']);
  const data = {
    maxAge: hsts?.maxAge ?? null,
    includeSubDomains: hsts?.includeSubDomains ?? false,
    preload: hsts?.preload ?? false,
    minMaxAge: HSTS_MIN_MAX_AGE,
  };
  if (facts.httpTestTarget) return finding('hsts', 'na', 'http-test', data);
  if (!facts.finalUrl.startsWith('https:')) return finding('hsts', 'fail', 'plain-http', data);
  // The Observatory's reading decides: a header sent twice or without max-age is invalid, a certificate that
  // does not verify makes it void, max-age=0 counts as too short.
  const observatory = facts.observatory?.['strict-transport-security'].result;
  if (observatory === 'hsts-invalid-cert') return finding('hsts', 'fail', 'invalid-cert', data);
  if (observatory === 'hsts-header-invalid') return finding('hsts', 'fail', 'invalid', data);
  if (!hsts || hsts.maxAge === null) return finding('hsts', 'fail', 'missing', data);
  if (hsts.maxAge < HSTS_MIN_MAX_AGE) return finding('hsts', 'warn', 'short', data);
  return finding('hsts', 'pass', 'on', data);
}
