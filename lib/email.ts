/**
 * The one e-mail helper every form uses (audit, contact, tester notification).
 * Transport: EmailJS (@emailjs/browser 4.4.1) -> POST {origin}/api/v1.0/email/send with
 * {lib_version, user_id, service_id, template_id, template_params}. No rate limit or blocklist is set.
 */
import { emailConfig, type EmailConfig } from '@/lib/config';

export interface EmailParams {
  from_name: string;
  reply_to: string;
  message: string;
}

export interface EmailResult {
  success: boolean;
  status?: number;
  error?: string;
}

/** The submit button's label while a form is sending (audit and contact form). */
export const SENDING_LABEL = process.env.SITE_LOCALE === 'en' ? 'Sending...' : 'Saadan...';

/** Where @emailjs/browser sends every e-mail (the library's default origin; the Content-Security-Policy allows it). */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

export const EMAIL_CONFIG_MISSING =
  process.env.SITE_LOCALE === 'en'
    ? 'Email sending is not set up (EmailJS public key, service id or template id missing).'
    : 'E-posti saatmise seadistus puudub (EmailJS public key, service id või template id).';

/** What an EmailJS status means. */
export function describeEmailStatus(status: number, text = ''): string {
  switch (status) {
    case 451:
      return 'Unavailable For Headless Browser';
    case 403:
      return 'Forbidden';
    case 429:
      return 'Too Many Requests';
    case 0:
      return 'Network Error';
    default:
      return text ? `${status}: ${text}` : `HTTP ${status}`;
  }
}

export function isEmailConfigured(config: EmailConfig): boolean {
  return Boolean(config.publicKey.trim() && config.serviceId.trim() && config.templateId.trim());
}

type SendFn = (
  serviceId: string,
  templateId: string,
  params: Record<string, unknown>,
  options: { publicKey: string },
) => Promise<{ status: number; text: string }>;

async function loadSend(): Promise<SendFn> {
  const emailjs = await import('@emailjs/browser');
  return emailjs.send as SendFn;
}

/**
 * Send one e-mail. Never throws: a missing configuration, a non-200 answer or a network error all give
 * {success: false} with the status and its meaning.
 */
export async function sendEmail(
  params: EmailParams,
  config: EmailConfig = emailConfig,
  send: () => Promise<SendFn> = loadSend,
): Promise<EmailResult> {
  if (!isEmailConfigured(config)) return { success: false, error: EMAIL_CONFIG_MISSING };
  try {
    const sendFn = await send();
    const response = await sendFn(config.serviceId, config.templateId, { ...params }, { publicKey: config.publicKey });
    if (response.status === 200) return { success: true, status: 200 };
    return { success: false, status: response.status, error: describeEmailStatus(response.status, response.text) };
  } catch (error) {
    const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
    const text = typeof (error as { text?: unknown })?.text === 'string' ? (error as { text: string }).text : '';
    console.error('[email] sending failed', status, text || error);
    return { success: false, status, error: describeEmailStatus(status, text) };
  }
}

/**
 * The audit request's multi-line message, as the agency reads it in its inbox. A request from the English site
 * says so in its heading, so that it is answered in English.
 */
export function auditMessage(request: { name: string; email: string; website: string }): string {
  if (process.env.SITE_LOCALE === 'en') {
    return ['Website audit request (English site)', '', `Name: ${request.name}`, `Email: ${request.email}`, `Website: ${request.website}`].join('\n');
  }
  return ['Veebilehe auditi päring', '', `Nimi: ${request.name}`, `E-post: ${request.email}`, `Veebileht: ${request.website}`].join('\n');
}
