import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, breadcrumbTrail, serializeJsonLd, siteNavigationJsonLd, webPage } from '@/lib/seo/jsonld';
import { languageAlternates, pageMetadata } from '@/lib/seo/metadata';
import { englishPath } from '@/lib/routes';
import { siteUrl, siteUrlEn } from '@/lib/site';

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});

describe('webPage', () => {
  it('writes the envelope every page node shares: id, address, name, description, language, the site', () => {
    expect(webPage('ContactPage', { path: '/kontakt', name: 'Kontakt', description: 'Kirjuta meile.' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      '@id': `${siteUrl}/kontakt#contactpage`,
      url: `${siteUrl}/kontakt`,
      name: 'Kontakt',
      description: 'Kirjuta meile.',
      inLanguage: 'et',
      isPartOf: { '@type': 'WebSite', name: 'Veebiselge', url: `${siteUrl}/` },
    });
  });

  it('takes a home section\'s address as its id and leaves out a description it was not given', () => {
    const about = webPage('AboutPage', { path: '/#meist', name: 'Meist' });
    expect(about['@id']).toBe(`${siteUrl}/#meist`);
    expect(about.url).toBe(`${siteUrl}/#meist`);
    expect('description' in about).toBe(false);
  });
});

describe('English path mapping', () => {
  it.each([
    ['/', '/'],
    ['/tehtud-tood', '/our-work'],
    ['/kontakt', '/contact'],
    ['/blogi', '/blog'],
    ['/seo-veebilehe-test', '/seo-website-test'],
    ['/blogi/mingi-artikkel', '/blogi/mingi-artikkel'],
  ])('%s -> %s', (et, en) => expect(englishPath(et)).toBe(en));

  it('alternates point at both hosts and x-default at the Estonian one', () => {
    expect(languageAlternates({ et: '/kontakt', en: '/contact' })).toEqual({
      et: `${siteUrl}/kontakt`,
      en: `${siteUrlEn}/contact`,
      'x-default': `${siteUrl}/kontakt`,
    });
  });

  it('a page without its pair in the other language announces none', () => {
    expect(languageAlternates({ et: '/blogi/uus-artikkel' })).toEqual({});
  });
});

describe('breadcrumbs', () => {
  it('an article has Esileht, Arendaja päevik and Artikkel', () => {
    const data = breadcrumbJsonLd(breadcrumbTrail('/blogi', '/blogi/x'));
    const items = data.itemListElement as unknown as { position: number; name: string; item: string }[];
    expect(items.map((i) => [i.position, i.name])).toEqual([
      [1, 'Esileht'],
      [2, 'Arendaja päevik'],
      [3, 'Artikkel'],
    ]);
    expect(items[2].item).toBe(`${siteUrl}/blogi/x`);
  });
  it('the home page has only Esileht', () => {
    expect(breadcrumbTrail('/')).toEqual([{ name: 'Esileht', path: '/' }]);
  });
});

describe('site navigation', () => {
  it('lists the 7 pages with absolute urls', () => {
    const items = siteNavigationJsonLd().itemListElement as unknown as { name: string; url: string }[];
    expect(items).toHaveLength(7);
    expect(items.map((i) => i.url)).toContain(`${siteUrl}/#pricing`);
  });
});

describe('pageMetadata', () => {
  it('sets canonical, Open Graph and locale', () => {
    const meta = pageMetadata({ path: '/kontakt', title: 'Kontakt | Veebiselge', description: 'Kirjelda' });
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/kontakt`);
    expect(meta.openGraph).toMatchObject({ url: `${siteUrl}/kontakt`, siteName: 'Veebiselge', locale: 'et_EE' });
  });
});
