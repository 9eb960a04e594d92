import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { estonianIn, readableText, stringsOf } from '@/tests/language';

/**
 * The frame of every English page: the header's and footer's own words, the missing-page notice, the error screen
 * and the contact call to action. The menu labels and the company facts come from lib/routes and lib/site and are
 * tested there; here the texts these components write themselves.
 */
vi.mock('next/navigation', () => ({ usePathname: () => '/contact', useRouter: () => ({ push: () => {} }) }));

const { Header } = await import('@/components/layout/Header');
const { LAYOUT_HEADER: HEADER_TEXTS } = await import('@messages/layout-header');
const { Footer } = await import('@/components/layout/Footer');
const { LAYOUT_FOOTER: FOOTER_TEXTS } = await import('@messages/layout-footer');
const { MissingNotice } = await import('@/components/layout/MissingNotice');
const { LAYOUT_MISSING_NOTICE: MISSING_NOTICE_TEXTS } = await import('@messages/layout-missing-notice');
const { ErrorScreen, ERROR_TITLE } = await import('@/components/layout/ErrorScreen');
const { LAYOUT_ERROR: ERROR_TEXTS } = await import('@messages/layout-error');
const { ContactCta } = await import('@/components/layout/ContactCta');
const { LAYOUT_CONTACT_CTA: CONTACT_CTA_TEXTS } = await import('@messages/layout-contact-cta');
const { default: GlobalError } = await import('@/app/global-error');
const { default: RouteError } = await import('@/app/error');
const { site } = await import('@/lib/site');

/** The language switch's article pairs (lib/i18n/switch-targets.ts); the page the test is on (/contact) is in the route table. */
const languageTargets = { articles: {} };

describe('the header in English', () => {
  it('links to the same page in Estonian, marked as Estonian, in the header (the mobile menu writes its own when it opens)', () => {
    const html = renderToStaticMarkup(<Header languageTargets={languageTargets} />);
    const switches = html.match(/<a href="https:\/\/veebiselge\.ee\/kontakt" hrefLang="et" lang="et"[^>]*>.*?<\/a>/g) ?? [];
    expect(switches).toHaveLength(1);
    for (const link of switches) expect(link).toContain('Eesti keeles');
  });

  it('names its menus, its phone link and its menu button in English', () => {
    const html = renderToStaticMarkup(<Header languageTargets={languageTargets} />);
    expect(html).toContain(`aria-label="${site.brand} – home page"`);
    expect(html).toContain('aria-label="Main menu"');
    expect(html).toContain(`aria-label="Call ${site.phone}"`);
    expect(html).toContain('>Call</span>');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('aria-label="Mobile menu"');
    expect(HEADER_TEXTS.closeMenu).toBe('Close menu');
  });
});

describe('the footer in English', () => {
  it('says who we are, names its lists and the social links in English', () => {
    const html = renderToStaticMarkup(<Footer />);
    const text = readableText(html);
    expect(text).toContain('Websites and online shops for small businesses: WordPress, custom-built and Shopify. Clear prices, fast results.');
    expect(html).toContain('aria-label="Social media"');
    expect(html).toContain(`aria-label="${site.brand} on LinkedIn"`);
    expect(html).toContain('aria-label="Footer menu"');
    expect(text).toContain(`Registry code: ${site.registryCode}`);
    expect(text).toContain(`VAT number: ${site.vatNumber}`);
    expect(text).toContain(`${site.legalName}. All rights reserved.`);
    expect(text).toContain(`We’re available ${site.organisation.contactHours.label}`);
  });
});

describe('the notices and the error screen in English', () => {
  it('the missing-page notice labels its links and its close button in English', () => {
    const html = renderToStaticMarkup(
      <MissingNotice id="page-not-found" title="Page not found" announcement="Page not found." links={[{ href: '/blog', label: 'Blog' }]} show="always">
        Here is the home page.
      </MissingNotice>,
    );
    expect(html).toContain('aria-label="Where to go next"');
    expect(html).toContain('aria-label="Close this notice"');
    expect(estonianIn(readableText(html))).toEqual([]);
  });

  it('the error screen keeps the spec\'s title and explains the rest in English', () => {
    const html = renderToStaticMarkup(<RouteError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain(`${ERROR_TITLE}</h1>`);
    expect(html).toContain('Something went wrong while showing this page.');
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('>Go to the home page</a>');
    expect(estonianIn(readableText(html))).toEqual([]);
    expect(renderToStaticMarkup(<ErrorScreen />)).not.toContain('<button');
  });

  it('the root error page is an English document', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<title>Unexpected Application Error!</title>');
  });

  it('the contact call to action invites in English', () => {
    const text = readableText(renderToStaticMarkup(<ContactCta />));
    expect(text).toContain('Let’s talk about your project');
    expect(text).toContain(`Call ${site.phone}`);
    expect(text).toContain(`Or email us: ${site.email}`);
  });
});

describe('no Estonian left in the layout\'s own texts', () => {
  it.each([
    ['Header', HEADER_TEXTS],
    ['Footer', FOOTER_TEXTS],
    ['MissingNotice', MISSING_NOTICE_TEXTS],
    ['ErrorScreen', ERROR_TEXTS],
    ['ContactCta', CONTACT_CTA_TEXTS],
  ])('%s', (_, texts) => {
    const strings = stringsOf(texts);
    expect(strings.length).toBeGreaterThan(1);
    expect(estonianIn(strings.join(' '))).toEqual([]);
  });
});
