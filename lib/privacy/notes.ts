/**
 * What the privacy notice (/privaatsus) and the line under each form say about data, defined once: retention
 * periods, the hosting provider and the consent lines. Plain data, so the forms (client components) can read it;
 * the list of recipients is in lib/privacy/recipients.ts.
 */
import { corsProxy, testerApi } from '@/lib/config';

/** How long each kind of data is kept. */
export const RETENTION =
  process.env.SITE_LOCALE === 'en'
    ? {
        requests: '2 years from the last message',
        contracts: '7 years',
        testerNotices: '12 months',
        hostingLogs: '7 days',
        rateLimit: 'one minute',
      }
    : {
        requests: '2 aastat viimasest kirjast',
        contracts: '7 aastat',
        testerNotices: '12 kuud',
        hostingLogs: '7 päeva',
        rateLimit: 'üks minut',
      };

/** The hosting provider of the site and the tester API (docs/deploying.md: Netlify deploys both). */
export const HOSTING = { name: 'Netlify', operator: 'Netlify, Inc.', country: 'USA' } as const;

/** "api.allorigins.win": the host a configured address names. */
export function hostOf(address: string): string {
  try {
    return new URL(address.trim()).host;
  } catch {
    return address.trim();
  }
}

/** The line under the contact form. */
export const CONTACT_NOTE =
  process.env.SITE_LOCALE === 'en'
    ? `If you send us a message, we use your name, email and message only to reply to it, and we keep the correspondence for ${RETENTION.requests}.`
    : `Kui saadad meile sõnumi, kasutame sinu nime, e-posti ja sõnumit ainult sellele vastamiseks ning hoiame kirjavahetust ${RETENTION.requests}.`;

/** The line under the audit form (it sends no message: the website, name and e-mail go to the audit). */
export const AUDIT_NOTE =
  process.env.SITE_LOCALE === 'en'
    ? `We send the audit results, and a quote if you ask for one, to your email. We keep the website address, your name and email for ${RETENTION.requests}.`
    : `Saadame auditi tulemused ja soovi korral hinnapakkumise sinu e-postile. Lehe aadressi, nime ja e-posti hoiame ${RETENTION.requests}.`;

/** What follows each of these lines: "… Loe lähemalt: privaatsustingimused." with a link to the privacy notice (components/forms/PrivacyNote). */
export const PRIVACY_NOTE_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? { readMore: ' Read more in our', link: 'privacy policy' }
    : { readMore: ' Loe lähemalt:', link: 'privaatsustingimused' };

/**
 * The line under the tester's address field: who gets the address in this build. Our server asks Google and the
 * W3C; a build with a public CORS proxy (NEXT_PUBLIC_CORS_PROXY) names it, and says that starting a test is the
 * visitor's consent to sending the address through it (the privacy notice explains the proxy's legal basis).
 */
export function testerNote(proxy: string = corsProxy, api: string = testerApi): string {
  const host = proxy.trim() ? hostOf(proxy) : null;
  const apiOn = api.trim() !== '';
  if (process.env.SITE_LOCALE === 'en') {
    const route = !host
      ? 'To run the test, our server sends the address to Google and the W3C.'
      : apiOn
        ? `To run the test, our server sends the address to Google and the W3C. If it does not answer, your browser sends the address through the public proxy server ${host} instead, whose location we do not know; by starting a test you agree to this.`
        : `To run the test, your browser sends the address to Google and, through the public proxy server ${host}, whose location we do not know, to the W3C; by starting a test you agree to this.`;
    return `${route} The address and results of every test also reach us by email, and we keep them for ${RETENTION.testerNotices}.`;
  }
  const route = !host
    ? 'Testi tegemiseks saadab meie server aadressi Google’ile ja W3C-le.'
    : apiOn
      ? `Testi tegemiseks saadab meie server aadressi Google’ile ja W3C-le. Kui see ei vasta, saadab sinu brauser aadressi avaliku vahendusserveri ${host} kaudu, mille asukohta me ei tea; testi alustades nõustud sellega.`
      : `Testi tegemiseks saadab sinu brauser aadressi Google’ile ning avaliku vahendusserveri ${host} kaudu, mille asukohta me ei tea, W3C-le; testi alustades nõustud sellega.`;
  return `${route} Iga testi aadress ja tulemused jõuavad ka meile e-postiga ja neid hoiame ${RETENTION.testerNotices}.`;
}
