/**
 * What the privacy notice (/privaatsus) and the line under each form say about data, defined once: retention
 * periods, the hosting provider and the consent lines. Plain data, so the forms (client components) can read it;
 * the list of recipients is in lib/privacy/recipients.ts.
 */
import { corsProxy } from '@/lib/config';

/** How long each kind of data is kept. */
export const RETENTION = {
  requests: '2 aastat viimasest kirjast',
  contracts: '7 aastat',
  testerNotices: '12 kuud',
  hostingLogs: '7 päeva',
  rateLimit: 'üks minut',
} as const;

/** The hosting provider of the site and the tester API (README: Netlify deploys both). */
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
export const CONTACT_NOTE = `Kui saadad meile sõnumi, kasutame sinu nime, e-posti ja sõnumit ainult sellele vastamiseks ning hoiame kirjavahetust ${RETENTION.requests}.`;

/** The line under the audit form (it sends no message: the website, name and e-mail go to the audit). */
export const AUDIT_NOTE = `Saadame auditi tulemused ja soovi korral hinnapakkumise sinu e-postile. Lehe aadressi, nime ja e-posti hoiame ${RETENTION.requests}.`;

/** The line under the tester's address field, naming the proxy of this build. */
export function testerNote(proxy: string = corsProxy): string {
  return (
    `Testi tegemiseks saadame aadressi Google’ile ja W3C-le, vajadusel avaliku vahendusserveri ${hostOf(proxy)} kaudu. ` +
    `Iga testi aadress ja tulemused jõuavad ka meile e-postiga ja neid hoiame ${RETENTION.testerNotices}.`
  );
}
