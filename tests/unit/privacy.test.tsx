import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

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
const { default: PrivacyPage } = await import('@/app/privaatsus/page');

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
    const sources = ['components/privacy/PrivacyNotice.tsx', 'app/privaatsus/page.tsx'].map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const fact of [site.legalName, site.registryCode, site.email, site.phone, site.address.street, site.vatNumber, 'Veebiselge']) {
      expect(sources).not.toContain(fact);
    }
  });
});
