/**
 * The notification after a test: one e-mail to the agency through the shared e-mail helper,
 * subject 'Veebilehe test' (as from_name and the message's first line), with the tested address, SSL, speed,
 * HTML errors, security score, SEO, accessibility and standards. A failure is only logged.
 * The security score is the tester API's measurement; without one, the line says it was not measured and why
 * (the spec's fixed 75 follows as the default it is).
 */
import { sendEmail, type EmailParams, type EmailResult } from '@/lib/email';
import { site } from '@/lib/site';
import { errorWords } from '@/lib/tester/report/error-words';
import { findingText } from '@/lib/tester/report/finding-words';
import type { TestResult } from '@/lib/tester/state/schema';
import { SSL_CERTIFICATE_FAILED } from '@/lib/tester/checks/ssl';

export const NOTIFICATION_SUBJECT = 'Veebilehe test';

function sslLine({ ssl, security }: TestResult): string {
  if (ssl.valid) return 'kehtiv';
  if (ssl.status === 'IN_PROGRESS') return 'kontrollimisel';
  // A failed certificate: why, in the finding's words.
  const certificate = security.findings.find((f) => f.id === 'certificate');
  const reason = ssl.error === SSL_CERTIFICATE_FAILED && certificate ? findingText(certificate) : ssl.error;
  return `puudub (${reason ?? 'tundmatu viga'})`;
}

function securityLine(security: TestResult['security']): string {
  if (security.measured) return `${security.score}/100`;
  const reason = (errorWords(security.error ?? '') ?? security.error ?? '').trim().replace(/\.$/, '');
  return `ei mõõdetud${reason ? ` – ${reason}` : ''} (vaikeväärtus ${security.score}/100)`;
}

const score = (value: number, error: string | null) => (error ? `ei mõõdetud (${error})` : `${value}/100`);

export function notificationMessage(result: TestResult): string {
  const lh = result.lighthouse;
  return [
    NOTIFICATION_SUBJECT,
    '',
    `Veebileht: ${result.analysisUrl}`,
    `SSL: ${sslLine(result)}`,
    `Kiirus: ${score(lh.performance, lh.error)}`,
    `HTML-vead: ${result.w3c.error ? `ei kontrollitud (${result.w3c.error})` : result.w3c.errors}`,
    `Turvaskoor: ${securityLine(result.security)}`,
    `SEO: ${score(lh.seo, lh.error)}`,
    `Ligipääsetavus: ${score(lh.accessibility, lh.error)}`,
    `Standardid: ${score(lh.bestPractices, lh.error)}`,
  ].join('\n');
}

export function notificationParams(result: TestResult): EmailParams {
  return { from_name: NOTIFICATION_SUBJECT, reply_to: site.email, message: notificationMessage(result) };
}

export async function notifyTestDone(
  result: TestResult,
  send: (params: EmailParams) => Promise<EmailResult> = (params) => sendEmail(params),
): Promise<void> {
  try {
    const outcome = await send(notificationParams(result));
    if (!outcome.success) console.warn('[tester] notification not sent:', outcome.error ?? outcome.status);
  } catch (error) {
    console.warn('[tester] notification not sent:', error);
  }
}
