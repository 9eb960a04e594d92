import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { estonianIn, readableText, stringsOf } from '@/tests/language';

/**
 * The contact page's own parts in English: the form section, the company details with the office map, and the FAQ.
 * lib/site's facts are English here as the English build has them (the country, the office hours), so that what
 * is checked is this folder's text.
 */
vi.mock('@/lib/site', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/site')>();
  const site = {
    ...real.site,
    address: { ...real.site.address, country: 'Estonia' },
    organisation: { ...real.site.organisation, contactHours: { ...real.site.organisation.contactHours, label: 'Mon–Fri 9:00–17:00' } },
  };
  const { street, postalCode, city } = site.address;
  return { ...real, site, fullAddress: `${street}, ${postalCode} ${city}, Estonia` };
});

const { CompanySection } = await import('@/components/contact/CompanySection');
const { ContactFormSection } = await import('@/components/contact/ContactFormSection');
const { OfficeMap } = await import('@/components/contact/OfficeMap');
const { CONTACT_MAP: OFFICE_MAP_TEXTS } = await import('@messages/contact-map');
const { company: COMPANY_TEXTS, formSection: CONTACT_SECTION_TEXTS } = (await import('@messages/contact-page')).CONTACT_PAGE;
const { contactFaq } = await import('@/content/faq/contact');
const { DELIVERY } = await import('@/lib/pricing');
const { site } = await import('@/lib/site');

describe('the contact page in English', () => {
  it('the company details: English terms beside the same facts, and a map that asks before it loads', () => {
    const html = renderToStaticMarkup(<CompanySection />);
    const text = readableText(html);
    expect(html).toContain(`We’re based in ${site.address.city}</h2>`);
    expect(text).toContain(`Registry code ${site.registryCode}`);
    expect(text).toContain(`VAT number ${site.vatNumber}`);
    expect(text).toContain(`Bank account ${site.bank.account}`);
    expect(text).toContain('Open the map in OpenStreetMap (opens in a new window)');
    expect(html).toContain('>Show interactive map</button>');
    expect(estonianIn(text)).toEqual([]);
  });

  it('the map is named in English before and after it loads', () => {
    expect(readableText(renderToStaticMarkup(<OfficeMap embedUrl="https://map.example/" image="/m.svg" label="Office" />))).toContain('Map of the area: Office');
    expect(OFFICE_MAP_TEXTS.frame('Office')).toBe('Interactive map: Office');
  });

  it('the form section says what happens next, with the delivery time of lib/pricing', () => {
    const html = renderToStaticMarkup(<ContactFormSection />);
    expect(html).toContain('Write to us</h2>');
    expect(html).toContain('What happens next?</h2>');
    expect(html).toContain('What’s in the contract?</h2>');
    expect(html).toContain(`A typical site is ready in ${DELIVERY.typicalWeeks} weeks.`);
    expect(readableText(html)).toContain(`Prefer to call? ${site.phone}`);
  });

  it('the FAQ answers in English, with the same questions (ids unchanged)', () => {
    expect(contactFaq.map((item) => item.id)).toEqual(['vastamise-aeg', 'mida-kirjutada', 'konsultatsioon']);
    expect(contactFaq[0].question).toBe('How quickly do you reply?');
    expect(contactFaq[2].answer).toMatch(/^No\. The first consultation is free/);
  });

  it.each([
    ['CompanySection', COMPANY_TEXTS],
    ['ContactFormSection', CONTACT_SECTION_TEXTS],
    ['OfficeMap', OFFICE_MAP_TEXTS],
    ['contact FAQ', contactFaq.map(({ question, answer }) => ({ question, answer }))],
  ])('no Estonian left in the texts of %s', (_, texts) => {
    const strings = stringsOf(texts);
    expect(strings.length).toBeGreaterThan(2);
    expect(estonianIn(strings.join(' '))).toEqual([]);
  });
});
