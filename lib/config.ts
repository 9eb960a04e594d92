/**
 * Build-time configuration from NEXT_PUBLIC_* variables (inlined by Next.js, so each is referenced literally).
 * Hosts are in lib/site.ts.
 */


export const emailConfig = {
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
};

export type EmailConfig = typeof emailConfig;

export const pageSpeedApiKey = process.env.NEXT_PUBLIC_PAGESPEED_API_KEY ?? '';

/**
 * The website tester's public CORS proxy, used only when the tester API does not answer: off unless a build sets
 * NEXT_PUBLIC_CORS_PROXY (the API serves every check; a public proxy is a third party the privacy notice must name).
 */
export const corsProxy = (process.env.NEXT_PUBLIC_CORS_PROXY ?? '').trim();

/** The tester API: a path on this site ('/api', the default) or an absolute URL; an empty value turns it off. */
export const testerApi = (process.env.NEXT_PUBLIC_TESTER_API ?? '/api').trim();
