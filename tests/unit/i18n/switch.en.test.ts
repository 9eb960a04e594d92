import { describe, expect, it } from 'vitest';
import { switchTarget } from '@/lib/i18n/switch';
import { languageSwitchTargets } from '@/lib/i18n/switch-targets';
import { siteUrlEt } from '@/lib/site';

describe('the language switch on the English site', () => {
  const targets = languageSwitchTargets();

  it('links every page to its Estonian page', () => {
    expect(switchTarget(targets, '/')).toBe(`${siteUrlEt}/`);
    expect(switchTarget(targets, '/contact')).toBe(`${siteUrlEt}/kontakt`);
    expect(switchTarget(targets, '/our-work')).toBe(`${siteUrlEt}/tehtud-tood`);
    expect(switchTarget(targets, '/blog')).toBe(`${siteUrlEt}/blogi`);
    expect(switchTarget(targets, '/seo-website-test')).toBe(`${siteUrlEt}/seo-veebilehe-test`);
  });

  it('links every English article to the Estonian article it adapts', () => {
    expect(Object.keys(targets.articles)).toHaveLength(6);
    expect(switchTarget(targets, '/blog/wordpress-pros-cons-and-alternatives')).toBe(
      `${siteUrlEt}/blogi/wordpress-plussid-miinused-ja-alternatiivid`,
    );
  });
});
