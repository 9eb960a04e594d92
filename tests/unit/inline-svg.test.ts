import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineSvgMarkup } from '@/lib/inline-svg';
import { PLATFORMS } from '@/lib/offer';

describe('inlineSvgMarkup', () => {
  it('draws each platform mark of the hero inline: hidden from assistive technology, sized by its class, nothing lost', () => {
    for (const platform of PLATFORMS) {
      const path = `/images/icons/${platform}.svg`;
      const markup = inlineSvgMarkup(path, 'size-8');
      expect(markup).toMatch(/^<svg aria-hidden="true" focusable="false" class="size-8" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">/);
      // The file's own width and height are gone (the class sizes it); every shape of the drawing is kept.
      expect(markup).not.toMatch(/^<svg[^>]*\b(width|height)=/);
      const shapes = (svg: string) => svg.match(/<(path|circle|rect)\b[^>]*>/g);
      expect(shapes(markup)).toEqual(shapes(readFileSync(`public${path}`, 'utf8')));
    }
  });

  it('refuses paths that are not SVG files under public/', () => {
    expect(() => inlineSvgMarkup('/images/blog/a.webp', 'x')).toThrow(/\.svg path under public/);
    expect(() => inlineSvgMarkup('/../package.json.svg', 'x')).toThrow(/\.svg path under public/);
    expect(() => inlineSvgMarkup('images/icons/custom.svg', 'x')).toThrow(/\.svg path under public/);
  });
});
