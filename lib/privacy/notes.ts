/**
 * What the privacy notice (/privaatsus) and the line under each form say about data, defined once: retention
 * periods, the hosting provider and the consent lines. Plain data, so the forms (client components) can read it;
 * the list of recipients is in lib/privacy/recipients.ts.
 */
import { corsProxy } from '@/lib/config';

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

/** The line under the tester's address field, naming the proxy of this build. */
export function testerNote(proxy: string = corsProxy): string {
  if (process.env.SITE_LOCALE === 'en') {
    return (
      `To run the test, we send the address to Google and the W3C, where needed through the public proxy server ${hostOf(proxy)}. ` +
      `The address and results of every test also reach us by email, and we keep them for ${RETENTION.testerNotices}.`
    );
  }
  return (
    `Testi tegemiseks saadame aadressi Google’ile ja W3C-le, vajadusel avaliku vahendusserveri ${hostOf(proxy)} kaudu. ` +
    `Iga testi aadress ja tulemused jõuavad ka meile e-postiga ja neid hoiame ${RETENTION.testerNotices}.`
  );
}
