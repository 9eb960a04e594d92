import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from '../../../scripts/test/env.mjs';
import { estonianIn, readableText } from '@/tests/language';

/**
 * The privacy notice on the English site: in English for every build configuration, and TRUE in the same way as
 * the Estonian one: the same sections, recipients, links and retention periods. lib/site's facts that the English
 * build gives in English (the countries) are English here too, so that what is checked is the notice's own text.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A test build: every service on (scripts/test/env.mjs), the tester API on this site. */
const BASE = { ...TEST_ENV, NEXT_PUBLIC_TESTER_API: '/api' };
const builds: [string, Record<string, string>][] = [
  ['everything on', BASE],
  ['another CORS proxy', { ...BASE, NEXT_PUBLIC_CORS_PROXY: 'https://other-proxy.example/get?u=' }],
  ['no browser PageSpeed key', { ...BASE, NEXT_PUBLIC_PAGESPEED_API_KEY: '' }],
  ['no tester API (every test takes the proxy)', { ...BASE, NEXT_PUBLIC_TESTER_API: '' }],
  ['e-mail not configured', { ...BASE, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '' }],
];

async function builtWith(env: Record<string, string>, locale: 'en' | 'et' = 'en') {
  vi.resetModules();
  vi.stubEnv('SITE_LOCALE', locale);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  if (locale === 'en') {
    vi.doMock('@/lib/site', async (importOriginal) => {
      const real = await importOriginal<typeof import('@/lib/site')>();
      const site = { ...real.site, address: { ...real.site.address, country: 'Estonia' }, mailbox: { ...real.site.mailbox, country: 'Ireland' } };
      const { street, postalCode, city } = site.address;
      return { ...real, site, fullAddress: `${street}, ${postalCode} ${city}, Estonia` };
    });
  } else {
    vi.doUnmock('@/lib/site');
  }
  const { PrivacyNotice, PrivacyUpdated } = await import('@/components/privacy/PrivacyNotice');
  const { CONTACT_MAP: OFFICE_MAP_TEXTS } = await import('@messages/contact-map');
  const { recipients } = await import('@/lib/privacy/recipients');
  const html = renderToStaticMarkup(<PrivacyNotice />);
  const text = readableText(html).replace(/ ([.,;:)])/g, '$1');
  return { html, text, updated: readableText(renderToStaticMarkup(<PrivacyUpdated />)), showMap: OFFICE_MAP_TEXTS.show, recipients: recipients() };
}

/**
 * What must be the same in both notices: the sections (each language names its anchors in its own words), the
 * recipients, the links (without their query and fragment, also in the site's language) and how many points each list
 * makes.
 */
function shape(html: string) {
  return {
    sections: html.match(/<h2 id="/g)?.length,
    subsections: html.match(/<h3/g)?.length,
    recipients: [...html.matchAll(/data-recipient="([^"]+)"/g)].map((m) => m[1]),
    items: html.match(/<li/g)?.length,
    links: [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].split(/[?#]/)[0]),
  };
}

describe('the privacy notice in English', () => {
  it.each(builds)('%s: no Estonian left, and the same sections, recipients and links as the Estonian notice', async (_, env) => {
    const english = await builtWith(env);
    expect(estonianIn(english.text)).toEqual([]);
    expect(estonianIn(english.recipients.map((r) => `${r.name} ${r.operator} ${r.text}`).join(' '))).toEqual([]);
    const estonian = await builtWith(env, 'et');
    expect(estonian.text).toContain('Sinu isikuandmete vastutav töötleja');
    // The same links, each to its page on the English site (the tester is /seo-website-test there).
    const { englishPath } = await import('@/lib/routes');
    const same = shape(estonian.html);
    expect(shape(english.html)).toEqual({ ...same, links: same.links.map(englishPath) });
  });

  it('names the controller, the legal bases, every retention period and the supervisory authority', async () => {
    const { text } = await builtWith(BASE);
    for (const fact of [
      'The controller of your personal data is Veebiselge OÜ (registry code 16987452), Sepa tänav 12, 51013 Tartu, Estonia.',
      'General Data Protection Regulation (EU) 2016/679 (GDPR)',
      'Legal basis: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR).',
      'Legal basis: your consent',
      'Article 6(1)(f)',
      'Audit requests, contact form messages and the correspondence about them: 2 years from the last message.',
      'for 7 years, as the Estonian Accounting Act requires',
      'results: 12 months.',
      'The request counter per IP address: one minute.',
      'that we can see: 7 days.',
      'We do not use cookies.',
      'Estonian Data Protection Inspectorate, Tatari 39, 10134 Tallinn, Estonia, info@aki.ee, www.aki.ee.',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('names every recipient with its country and safeguard, and who calls Google', async () => {
    const { text } = await builtWith(BASE);
    expect(text).toContain('Netlify (Netlify, Inc., USA) hosts the website');
    expect(text).toContain('EmailJS (EmailJS Pte. Ltd., Singapore; api.emailjs.com) forwards');
    expect(text).toContain('Google Workspace (Google Ireland Limited, Ireland) is our email provider');
    expect(text).toContain('EU–US Data Privacy Framework');
    expect(text).toMatch(/Google PageSpeed Insights \(Google LLC, USA; www\.googleapis\.com\).*If our server does not answer, your browser asks Google directly, and then Google also sees your IP address/);
    expect(text).toContain('Public proxy server cors-proxy.test (a third party with which we have no contract)');
    expect(text).toMatch(/cors-proxy\.test.*your explicit consent \(Article 49\(1\)\(a\)\), which you give by starting a test/);
    expect(text).toContain('OpenStreetMap (OpenStreetMap Foundation, United Kingdom; www.openstreetmap.org) only if you open the interactive map');
    const serverOnly = (await builtWith(builds[2][1])).text;
    expect(serverOnly).toContain('so Google does not see your IP address');
    expect(serverOnly).not.toContain('www.googleapis.com');
  });

  it('quotes the map button by the label the contact page shows, and dates itself in English', async () => {
    const { text, showMap, updated } = await builtWith(BASE);
    expect(text).toContain(`when you press the “${showMap}” button`);
    expect(updated).toMatch(/^ ?Last updated: /);
  });
});

describe('what the browser keeps, and where the tester sends an address, in English', () => {
  it('describes the last test and the test history with their limits, and names the control that clears them', async () => {
    const { text } = await builtWith(BASE);
    const { HISTORY_PER_SITE, HISTORY_SITES } = await import('@/lib/tester/state/history');
    expect(text).toContain(`The history keeps the date and grades of the last ${HISTORY_PER_SITE} tests of each site, for up to ${HISTORY_SITES} sites`);
    expect(text).toContain('press the “Clear test history” button below');
    expect(text).not.toContain('Analyse another site');
  });

  it('without a configured proxy, names none, and the tester’s line says only our server sends the address', async () => {
    const { NEXT_PUBLIC_CORS_PROXY: _proxy, ...noProxy } = BASE;
    const { text, recipients } = await builtWith({ ...noProxy, NEXT_PUBLIC_CORS_PROXY: '' });
    expect(recipients.map((r) => r.id)).not.toContain('corsProxy');
    expect(text).not.toMatch(/proxy/i);
    const { testerNote } = await import('@/lib/privacy/notes');
    expect(testerNote()).toMatch(/^To run the test, our server sends the address to Google and the W3C\. The address and results/);
  });
});
