/**
 * The card "Välised teenused" ("External services") of the section "Turvalisus ja tehnika".
 */
import { countLabel } from '@/lib/plural';
import { CONSENT_KINDS, groupServices, SERVICE_KIND_WORDS } from '@/lib/tester/report/third-parties';
import { defineCard } from '@/lib/tester/report/cards';

type ThirdPartyFacts = { services: ReturnType<typeof groupServices>; total: number };

/**
 * The other sites' services the home page loads (by host, named from lib/tester/report/third-parties.ts): what
 * runs on the site besides its own code. Information, not a grade; a neutral note on consent where it applies.
 */
export const THIRD_PARTY_CARD = defineCard<'notRun' | 'none' | 'some', ThirdPartyFacts>({
  id: 'third-parties',
  title: process.env.SITE_LOCALE === 'en' ? 'External services' : 'Välised teenused',
  why: process.env.SITE_LOCALE === 'en'
    ? 'Every external service loads someone else’s code on your page: it slows the page down, may collect visitors’ data and often needs cookie consent.'
    : 'Iga väline teenus laadib sinu lehele kellegi teise koodi: see aeglustab lehte, võib koguda külastajate andmeid ja vajab sageli küpsiste nõusolekut.',
  assess: ({ security }) => {
    const list = security.thirdParties;
    if (!security.measured || !list) return { outcome: 'notRun', grade: 'info', facts: { services: [], total: 0 } };
    const services = groupServices(list.hosts);
    return { outcome: services.length ? 'some' : 'none', grade: 'info', facts: { services, total: list.total } };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    notRun: { value: '–', found: 'External services were not counted this time (our test server could not read the page’s code).' },
    none: { value: '0', found: 'The home page loads no files or scripts from other sites: everything comes from your own server.' },
    some: {
      value: ({ services }) => countLabel(services.length, { one: 'service', other: 'services' }),
      found: ({ services, total }) => {
        const consent = services.some((s) => CONSENT_KINDS.has(s.kind));
        return (
          `The home page loads files from ${countLabel(total, { one: 'other address', other: 'other addresses' })}.` +
          (consent ? ' Analytics, advertising and video services usually set cookies, which need the visitor’s consent.' : '')
        );
      },
    },
  } : {
    notRun: { value: '–', found: 'Väliseid teenuseid seekord ei loetud (lehe koodi ei saanud meie testiserveri kaudu lugeda).' },
    none: { value: '0', found: 'Avaleht ei laadi faile ega skripte teistelt saitidelt: kõik tuleb sinu enda serverist.' },
    some: {
      value: ({ services }) => countLabel(services.length, { one: 'teenus', other: 'teenust' }),
      found: ({ services, total }) => {
        const consent = services.some((s) => CONSENT_KINDS.has(s.kind));
        return (
          `Avaleht laadib faile ${countLabel(total, { one: 'teiselt aadressilt', other: 'teiselt aadressilt' })}.` +
          (consent ? ' Analüütika-, reklaami- ja videoteenused seavad tavaliselt küpsiseid, mille jaoks on vaja külastaja nõusolekut.' : '')
        );
      },
    },
  },
  details: ({ services }) =>
    services.map((s) => ({
      id: `service-${s.hosts[0]}`,
      label: s.name,
      status: 'na' as const,
      statusLabel: SERVICE_KIND_WORDS[s.kind],
      text: `${s.hosts.join(', ')} · ${countLabel(s.count, process.env.SITE_LOCALE === 'en' ? { one: 'file', other: 'files' } : { one: 'fail', other: 'faili' })}`,
    })),
});
