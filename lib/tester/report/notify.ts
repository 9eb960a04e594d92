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

/** The words of the notification (the agency reads the one of the site the test ran on). */
const WORDS = process.env.SITE_LOCALE === 'en'
  ? {
      subject: 'Website test',
      valid: 'valid',
      checking: 'being checked',
      missing: (reason: string) => `missing (${reason})`,
      unknownError: 'unknown error',
      notMeasured: 'not measured',
      notChecked: 'not checked',
      byDefault: (score: number) => `default ${score}/100`,
      website: 'Website',
      speed: 'Speed',
      htmlErrors: 'HTML errors',
      securityScore: 'Security score',
      accessibility: 'Accessibility',
      standards: 'Best practices',
    }
  : {
      subject: 'Veebilehe test',
      valid: 'kehtiv',
      checking: 'kontrollimisel',
      missing: (reason: string) => `puudub (${reason})`,
      unknownError: 'tundmatu viga',
      notMeasured: 'ei mõõdetud',
      notChecked: 'ei kontrollitud',
      byDefault: (score: number) => `vaikeväärtus ${score}/100`,
      website: 'Veebileht',
      speed: 'Kiirus',
      htmlErrors: 'HTML-vead',
      securityScore: 'Turvaskoor',
      accessibility: 'Ligipääsetavus',
      standards: 'Standardid',
    };

export const NOTIFICATION_SUBJECT: string = WORDS.subject;

function sslLine({ ssl, security }: TestResult): string {
  if (ssl.valid) return WORDS.valid;
  if (ssl.status === 'IN_PROGRESS') return WORDS.checking;
  // A failed certificate: why, in the finding's words.
  const certificate = security.findings.find((f) => f.id === 'certificate');
  const reason = ssl.error === SSL_CERTIFICATE_FAILED && certificate ? findingText(certificate) : ssl.error;
  return WORDS.missing(reason ?? WORDS.unknownError);
}

function securityLine(security: TestResult['security']): string {
  if (security.measured) return `${security.score}/100`;
  const reason = (errorWords(security.error ?? '') ?? security.error ?? '').trim().replace(/\.$/, '');
  return `${WORDS.notMeasured}${reason ? ` – ${reason}` : ''} (${WORDS.byDefault(security.score)})`;
}

const score = (value: number, error: string | null) => (error ? `${WORDS.notMeasured} (${error})` : `${value}/100`);

export function notificationMessage(result: TestResult): string {
  const lh = result.lighthouse;
  return [
    NOTIFICATION_SUBJECT,
    '',
    `${WORDS.website}: ${result.analysisUrl}`,
    `SSL: ${sslLine(result)}`,
    `${WORDS.speed}: ${score(lh.performance, lh.error)}`,
    `${WORDS.htmlErrors}: ${result.w3c.error ? `${WORDS.notChecked} (${result.w3c.error})` : result.w3c.errors}`,
    `${WORDS.securityScore}: ${securityLine(result.security)}`,
    `SEO: ${score(lh.seo, lh.error)}`,
    `${WORDS.accessibility}: ${score(lh.accessibility, lh.error)}`,
    `${WORDS.standards}: ${score(lh.bestPractices, lh.error)}`,
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
