/**
 * Security check: HEAD to the https address through the proxy (5 s); when that fails,
 * HEAD to the http address tells whether the site answers at all.
 * - https answers: valid, status READY.
 * - https times out: no verdict yet, status IN_PROGRESS (shown as 'Kontrollitakse...').
 * - only http answers: not valid, the site is served without encryption.
 * - nothing answers: not valid, 'SSL test failed'.
 * With the tester API the same verdicts come from its inspection, which also checks the certificate itself.
 */
import type { Inspection } from '@/lib/tester/engine/api';
import { FALLBACK_ERRORS, TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchWithTimeout, isSuccess, proxied, TimeoutError } from '@/lib/tester/engine/http';
import type { SslResult } from '@/lib/tester/state/schema';

/** Stored as the result's error and shown as it is (report/explain.ts): in the site's language. */
export const SSL_NO_HTTPS =
  process.env.SITE_LOCALE === 'en'
    ? 'There is no HTTPS connection: the page opens only at an unencrypted http address.'
    : 'HTTPS-ühendus puudub: leht avaneb ainult krüpteerimata http-aadressil.';
export const SSL_VALID_GRADE = 'A';
/** The error of a site whose certificate finding failed: the report says why, from the finding's facts. */
export const SSL_CERTIFICATE_FAILED = 'certificate_failed';

async function answers(deps: CheckDeps, url: string): Promise<'yes' | 'no' | 'timeout'> {
  try {
    const response = await fetchWithTimeout(deps.fetch, proxied(url, deps.proxy), TIMEOUTS.ssl, { method: 'HEAD' });
    return isSuccess(response) ? 'yes' : 'no';
  } catch (error) {
    return error instanceof TimeoutError ? 'timeout' : 'no';
  }
}

export async function checkSsl(host: string, deps: CheckDeps): Promise<SslResult> {
  try {
    const https = await answers(deps, `https://${host}`);
    if (https === 'yes') return { valid: true, grade: SSL_VALID_GRADE, issuedTo: host, error: null, status: 'READY' };
    if (https === 'timeout') return { valid: false, grade: null, issuedTo: null, error: null, status: 'IN_PROGRESS' };
    const http = await answers(deps, `http://${host}`);
    if (http === 'yes') return { valid: false, grade: null, issuedTo: null, error: SSL_NO_HTTPS, status: 'READY' };
    return { valid: false, grade: null, issuedTo: null, error: FALLBACK_ERRORS.ssl, status: 'READY' };
  } catch {
    return { valid: false, grade: null, issuedTo: null, error: FALLBACK_ERRORS.ssl, status: 'READY' };
  }
}

/**
 * The verdict from the tester API's inspection (lib/tester/engine/api.ts): valid when the certificate finding passes or
 * only warns (it still works, but expires within 14 days); otherwise SSL_CERTIFICATE_FAILED (the finding says why).
 */
export function sslFromInspection(host: string, inspection: Inspection): SslResult {
  if (!inspection.ok) {
    if (inspection.code === 'timeout' || inspection.code === 'client_timeout') return { valid: false, grade: null, issuedTo: null, error: null, status: 'IN_PROGRESS' };
    return { valid: false, grade: null, issuedTo: null, error: FALLBACK_ERRORS.ssl, status: 'READY' };
  }
  if (inspection.overHttp) return { valid: false, grade: null, issuedTo: null, error: SSL_NO_HTTPS, status: 'READY' };
  const { report } = inspection;
  const certificate = report.security.findings.find((f) => f.id === 'certificate');
  const subject = report.tls?.certificate?.subject || host;
  if (certificate && (certificate.status === 'pass' || certificate.status === 'warn')) {
    return { valid: true, grade: SSL_VALID_GRADE, issuedTo: subject, error: null, status: 'READY' };
  }
  return { valid: false, grade: null, issuedTo: null, error: certificate ? SSL_CERTIFICATE_FAILED : FALLBACK_ERRORS.ssl, status: 'READY' };
}
