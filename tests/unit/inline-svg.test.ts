import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri, svgToDataUri } from '@/lib/inline-svg';
import { reviews } from '@/content/reviews';

const decode = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));

describe('svgToDataUri', () => {
  it('makes a data: URI that decodes back to the same drawing', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect width="4" height="4" fill="#2548e0"/>\n</svg>';
    const uri = svgToDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    // No characters that would end the attribute, be read as a fragment or query, or make the URL invalid.
    expect(uri).not.toMatch(/["#<>\s]/);
    expect(decode(uri)).toBe(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 4'> <rect width='4' height='4' fill='#2548e0'/> </svg>`);
  });
});

describe('svgDataUri', () => {
  it('reads each client logo shown with a review from public/ without losing any of it', () => {
    for (const review of reviews) {
      const file = readFileSync(`public${review.image}`, 'utf8').trim().replace(/\s+/g, ' ').replace(/'/g, '&apos;').replace(/"/g, "'");
      expect(decode(svgDataUri(review.image))).toBe(file);
    }
  });

  it("keeps a drawing whole when it has a single quote inside an attribute (font-family=\"Georgia, 'Times New Roman'\")", () => {
    const uri = svgToDataUri(`<svg xmlns="http://www.w3.org/2000/svg"><text font-family="Georgia, 'Times New Roman', serif">K</text></svg>`);
    expect(decode(uri)).toBe(`<svg xmlns='http://www.w3.org/2000/svg'><text font-family='Georgia, &apos;Times New Roman&apos;, serif'>K</text></svg>`);
  });

  it('refuses paths that are not SVG files under public/', () => {
    expect(() => svgDataUri('/images/blog/a.webp')).toThrow(/\.svg path under public/);
    expect(() => svgDataUri('/../package.json.svg')).toThrow(/\.svg path under public/);
    expect(() => svgDataUri('images/icons/custom.svg')).toThrow(/\.svg path under public/);
  });
});
