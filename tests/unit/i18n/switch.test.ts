import { describe, expect, it } from 'vitest';
import { switchTarget } from '@/lib/i18n/switch';
import { languageSwitchTargets } from '@/lib/i18n/switch-targets';
import { siteUrlEn } from '@/lib/site';

describe('the language switch on the Estonian site', () => {
  const targets = languageSwitchTargets();

  it('links every page of the route table to its English page', () => {
    expect(switchTarget(targets, '/')).toBe(`${siteUrlEn}/`);
    expect(switchTarget(targets, '/kontakt')).toBe(`${siteUrlEn}/contact`);
    expect(switchTarget(targets, '/tehtud-tood')).toBe(`${siteUrlEn}/our-work`);
    expect(switchTarget(targets, '/seo-veebilehe-test')).toBe(`${siteUrlEn}/seo-website-test`);
    expect(switchTarget(targets, '/privaatsus')).toBe(`${siteUrlEn}/privacy`);
  });

  it('links an article to its English adaptation', () => {
    expect(switchTarget(targets, '/blogi/miks-veebilehe-kiirus-otsustab-edu')).toBe(
      `${siteUrlEn}/blog/why-website-speed-decides-your-success`,
    );
  });

  it('sends an article without an adaptation to the English blog, any other address to the English home page', () => {
    expect(switchTarget(targets, '/blogi/uus-artikkel')).toBe(`${siteUrlEn}/blog`);
    expect(switchTarget(targets, '/midagi-muud')).toBe(`${siteUrlEn}/`);
  });
});
