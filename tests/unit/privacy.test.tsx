import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from '../../scripts/test/env.mjs';

/**
 * The privacy notice takes every fact about the company from lib/site.ts (one place): rendered with another
 * identity it names that one, and its sources spell out none of the real values.
 */
vi.mock('@/lib/site', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/site')>();
  const site = {
    ...real.site,
    legalName: 'Proovifirma AS',
    registryCode: '99999999',
    email: 'andmed@proov.example',
    phone: '+372 5000 0000',
    phoneHref: '+37250000000',
    address: { ...real.site.address, street: 'Katse 1', postalCode: '10001', city: 'Narva' },
  };
  return { ...real, site, fullAddress: 'Katse 1, 10001 Narva, Eesti' };
});

const { PrivacyNotice } = await import('@/components/privacy/PrivacyNotice');
const { default: PrivacyPage } = await import('@/components/pages/PrivacyPage');

describe('privacy notice', () => {
  it('names the controller with the data of lib/site.ts', () => {
    const html = renderToStaticMarkup(<PrivacyNotice />);
    expect(html).toContain('Proovifirma AS (registrikood 99999999), aadress Katse 1, 10001 Narva, Eesti');
    expect(html).toContain('href="mailto:andmed@proov.example"');
    expect(html).toContain('href="tel:+37250000000"');
    expect(html).not.toContain('Veebiselge OÜ');
    expect(html).not.toContain('info@veebiselge.ee');
  });

  it('the page intro names the same company', () => {
    const html = renderToStaticMarkup(<PrivacyPage />);
    expect(html).toContain('Proovifirma AS');
    expect(html).toContain('Privaatsustingimused');
  });

  it('its sources spell out no company fact themselves', async () => {
    const { site } = await vi.importActual<typeof import('@/lib/site')>('@/lib/site');
    const sources = ['components/privacy/PrivacyNotice.tsx', 'components/pages/PrivacyPage.tsx'].map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const fact of [site.legalName, site.registryCode, site.email, site.phone, site.address.street, site.vatNumber, 'Veebiselge']) {
      expect(sources).not.toContain(fact);
    }
  });
});

/**
 * The notice names every outside service of the build it is part of: rendered with the modules a build with
 * these NEXT_PUBLIC_* values loads, every origin of that build's connect-src and frame-src is named in it, and a
 * service switched off is not.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('recipients follow the build configuration (the same list as the Content-Security-Policy)', () => {
  const NO_HASHES = { scripts: [], styles: [], styleAttributes: [] };
  /** A test build: every service on (scripts/test/env.mjs), the tester API on this site. */
  const BASE = { ...TEST_ENV, NEXT_PUBLIC_TESTER_API: '/api' };

  async function builtWith(env: Record<string, string>) {
    vi.resetModules();
    vi.doUnmock('@/lib/site');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const policy = await import('@/lib/site-headers/policy');
    const { PrivacyNotice: Notice } = await import('@/components/privacy/PrivacyNotice');
    const { testerNote } = await import('@/lib/privacy/notes');
    const { recipients } = await import('@/lib/privacy/recipients');
    const html = renderToStaticMarkup(<Notice />).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/ ([.,;:)])/g, '$1');
    const directives = policy.pageDirectives(NO_HASHES);
    const origins = [...directives['connect-src'], ...directives['frame-src']].filter((o) => o.startsWith('https://'));
    return { html, origins, note: testerNote(), named: recipients().flatMap((r) => r.origins) };
  }

  const builds: [string, Record<string, string>][] = [
    ['everything on', BASE],
    ['another CORS proxy', { ...BASE, NEXT_PUBLIC_CORS_PROXY: 'https://muu-vahendaja.example/get?u=' }],
    ['no browser PageSpeed key', { ...BASE, NEXT_PUBLIC_PAGESPEED_API_KEY: '' }],
    ['the tester API on its own host', { ...BASE, NEXT_PUBLIC_TESTER_API: 'https://testija.veebiselge.test/api' }],
    ['no tester API (every test takes the proxy)', { ...BASE, NEXT_PUBLIC_TESTER_API: '' }],
    ['e-mail not configured', { ...BASE, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '' }],
    ['no CORS proxy (the default: the tester API serves every check)', { ...BASE, NEXT_PUBLIC_CORS_PROXY: '' }],
    ['neither the tester API nor a proxy', { ...BASE, NEXT_PUBLIC_TESTER_API: '', NEXT_PUBLIC_CORS_PROXY: '' }],
  ];

  it.each(builds)('%s: every connect-src and frame-src origin is named, and the notice names none the build does not use', async (_, env) => {
    const { html, origins, named } = await builtWith(env);
    expect(origins.length).toBeGreaterThan(1);
    for (const origin of origins) expect(html, origin).toContain(new URL(origin).host);
    expect([...new Set(named)].sort()).toEqual([...origins].sort());
  });

  it('without a configured proxy the notice names none and the tester\'s line sends the address through our server only', async () => {
    const { html, note } = await builtWith(builds[6][1]);
    expect(html).not.toMatch(/vahendusserver/);
    expect(note).toMatch(/^Testi tegemiseks saadab meie server aadressi Google’ile ja W3C-le\. Iga testi aadress/);
    const none = await builtWith(builds[7][1]);
    expect(none.html).not.toContain('W3C HTML-validaator');
  });

  it('with a proxy, names its legal basis: legitimate interest, and explicit consent for a transfer outside the EEA', async () => {
    const { html, note } = await builtWith(BASE);
    expect(html).toMatch(/Avalik vahendusserver cors-proxy\.test \(kolmas osapool, kellega meil lepingut ei ole\).*artikli 6 lõike 1 punkt f.*selgesõnaline nõusolek \(artikli 49 lõike 1 punkt a\)/);
    expect(html).not.toContain('ilma kaitsemeetmeteta');
    expect(note).toContain('testi alustades nõustud sellega');
  });

  it('describes what the browser keeps, with the history\'s limits, and names the control that clears it', async () => {
    const { html } = await builtWith(BASE);
    const { HISTORY_PER_SITE, HISTORY_SITES } = await import('@/lib/tester/state/history');
    expect(html).toContain(`iga saidi viimase ${HISTORY_PER_SITE} testi kuupäeva ja hinded, kokku kuni ${HISTORY_SITES} saidi kohta`);
    expect(html).toContain('vajuta allolevale nupule „Kustuta testide ajalugu“');
    expect(html).not.toContain('Analüüsi teist lehte');
  });

  it('names the configured proxy, in the notice and in the tester\'s line, and never the default one instead', async () => {
    const { html, note } = await builtWith(builds[1][1]);
    expect(html).toContain('Avalik vahendusserver muu-vahendaja.example');
    expect(html).not.toContain('allorigins');
    expect(note).toContain('muu-vahendaja.example');
  });

  it('says who calls Google: the browser (and Google sees the IP) only when the browser has a key', async () => {
    expect((await builtWith(BASE)).html).toMatch(/Google PageSpeed Insights \(Google LLC, USA; www\.googleapis\.com\).*sinu brauser Google’ilt ise ja siis näeb Google ka sinu IP-aadressi/);
    const serverOnly = (await builtWith(builds[2][1])).html;
    expect(serverOnly).not.toContain('www.googleapis.com');
    expect(serverOnly).toContain('Google ei näe sinu IP-aadressi');
  });

  it('a service switched off is not listed as a recipient', async () => {
    const { html } = await builtWith(builds[5][1]);
    expect(html).not.toContain('EmailJS');
    expect(html).not.toContain('api.emailjs.com');
  });

  it('names the hosting provider, the mailbox provider, the transfers and every retention period', async () => {
    const { html } = await builtWith(BASE);
    for (const text of ['Netlify (Netlify, Inc., USA)', 'Google Workspace', 'Data Privacy Framework', 'standardlepingutingimuste', 'Õiguslik alus: sinu nõusolek', '12 kuud', '7 päeva', '2 aastat viimasest kirjast']) {
      expect(html).toContain(text);
    }
  });
});
