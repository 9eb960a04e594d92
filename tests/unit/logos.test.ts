import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlinedFiles, outlineSvg } from '../../scripts/assets/outline-text.mjs';

/** Every SVG file the site serves. */
function publicSvgs(): string[] {
  return readdirSync('public', { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => join('public', file));
}

describe('logos and pictures drawn as SVG', () => {
  it('hold no text that a device would draw in its own font', () => {
    const svgs = publicSvgs();
    expect(svgs).toContain(join('public', 'logo.svg'));
    for (const file of svgs) {
      const svg = readFileSync(file, 'utf8');
      expect(svg, file).not.toMatch(/<text\b/);
      expect(svg, file).not.toMatch(/font-family/);
    }
  });

  it('in public/ are what scripts/assets/outline-text.mjs makes of their sources', { timeout: 60_000 }, async () => {
    const files = await outlinedFiles();
    expect(files.map((f) => f.target)).toEqual(expect.arrayContaining(['public/logo.svg', 'public/images/logo-white.svg', 'public/images/clients/elujoud.svg']));
    for (const { source, target, svg } of files) expect(readFileSync(target, 'utf8'), `${target}: run node scripts/assets/outline-text.mjs (source ${source})`).toBe(svg);
  });
});

describe('outlineSvg', () => {
  const svg = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40">${text}</svg>`;
  /** The x extent of a path's points (relative commands added up; control points included). */
  function xExtent(d: string): [number, number] {
    let x = 0;
    let start = 0;
    let min = Infinity;
    let max = -Infinity;
    for (const [, command, args] of d.matchAll(/([mlhvqcz])([^mlhvqcz]*)/g)) {
      const values = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
      if (command === 'z') x = start;
      else if (command === 'v') continue;
      else if (command === 'h') values.forEach((v) => ((x += v), (min = Math.min(min, x)), (max = Math.max(max, x))));
      else {
        const size = command === 'q' ? 4 : command === 'c' ? 6 : 2;
        for (let i = 0; i < values.length; i += size) {
          for (let p = 0; p < size; p += 2) {
            min = Math.min(min, x + values[i + p]);
            max = Math.max(max, x + values[i + p]);
          }
          x += values[i + size - 2];
        }
        if (command === 'm') start = x;
      }
    }
    return [min, max];
  }

  it('replaces each <text> by a path in the same place, keeping its fill and transform', async () => {
    const out = await outlineSvg(svg('<text x="10" y="30" font-family="Inter" font-size="20" font-weight="700" fill="#123456" transform="rotate(-2 10 30)">Veebiselge</text>'));
    expect(out).not.toMatch(/<text/);
    const path = out.match(/<path d="([^"]+)" fill="#123456" transform="rotate\(-2 10 30\)"\/>/);
    expect(path).not.toBeNull();
    const [left, right] = xExtent(path![1]);
    // Inter Bold: "Veebiselge" is 108.7 px wide at 20 px (11126 of 2048 units per em); the V starts at x 10.
    expect(left).toBeCloseTo(10.5, 0);
    expect(right).toBeGreaterThan(10 + 105);
    expect(right).toBeLessThan(10 + 109);
  });

  it('centres text-anchor="middle" and honours textLength', async () => {
    const centred = await outlineSvg(svg('<text x="100" y="30" text-anchor="middle" font-family="Inter" font-size="20">Test</text>'));
    const [left, right] = xExtent(centred.match(/d="([^"]+)"/)![1]);
    expect((left + right) / 2).toBeCloseTo(100, 0);
    const stretched = await outlineSvg(svg('<text x="0" y="30" font-family="Inter" font-size="20" textLength="150" lengthAdjust="spacingAndGlyphs">Test</text>'));
    expect(xExtent(stretched.match(/d="([^"]+)"/)![1])[1]).toBeGreaterThan(140);
  });

  it('draws <tspan> children with their own fill and weight, and the serif logos in Lora', async () => {
    const out = await outlineSvg(svg('<text x="0" y="30" font-family="Inter" font-size="20" fill="#111">posti<tspan fill="#ea580c">paun</tspan></text>'));
    expect(out).toMatch(/<g fill="#111"><path d="[^"]+"\/><path d="[^"]+" fill="#ea580c"\/><\/g>/);
    const serif = await outlineSvg(svg('<text x="0" y="30" font-family="Lora" font-size="20" font-style="italic">Kannike</text>'));
    const sans = await outlineSvg(svg('<text x="0" y="30" font-family="Inter" font-size="20" font-style="italic">Kannike</text>'));
    expect(serif).not.toBe(sans);
  });

  it('refuses a font it has no package for, and a letter its font lacks', async () => {
    await expect(outlineSvg(svg('<text font-family="Georgia">Kannike</text>'))).rejects.toThrow(/No font package for font-family "Georgia"/);
    await expect(outlineSvg(svg('<text font-family="Inter">漢</text>'))).rejects.toThrow(/Inter has no glyph for "漢"/);
  });
});
