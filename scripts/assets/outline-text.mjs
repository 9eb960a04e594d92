#!/usr/bin/env node
/**
 * Turns the text of the site's SVG logos into outlines, so that they look the same on every device.
 *
 * An SVG shown with <img> cannot use the page's web fonts: its <text> falls back to whatever font the device has
 * (Arial, Helvetica, Liberation...). So the logos are written by hand in scripts/assets/svg-text/ with ordinary
 * <text> elements in Inter (or Lora, a serif, for the clients whose logo is set in one), and this script writes
 * each one to the same path under public/ with every <text> replaced by a <path> of the glyphs: shaped by HarfBuzz
 * (npm harfbuzzjs, kerning included) from the fonts of the npm packages @fontsource-variable/inter and
 * @fontsource-variable/lora, fixed at the element's weight by subset-font.
 *
 * The outline follows what Chromium draws for the <text> with that font installed: x/y, font-size, font-weight,
 * font-style (italic uses Inter's italic), letter-spacing, text-anchor and textLength with lengthAdjust
 * "spacing" or "spacingAndGlyphs", and <tspan> children with their own weight, style or fill. Every other attribute
 * (fill, transform, opacity...) moves to the <path>. The font attributes belong on the <text> (the family defaults to
 * Inter); the script refuses them on a group, where it would not see them.
 *
 *   node scripts/assets/outline-text.mjs           # writes public/<path> for every source
 *   node scripts/assets/outline-text.mjs --check   # exits 1 when a file in public/ is not what its source gives
 *
 * Edit the source, never the file in public/. tests/unit/logos.test.ts checks that they match.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const SOURCE_DIR = join(root, 'scripts/assets/svg-text');
export const PUBLIC_DIR = join(root, 'public');

/**
 * The typefaces a source may name first in its font-family: the site's Inter, and Lora for the client logos
 * set in a serif. Each as its npm package cuts it: Latin first (õ ä ö ü), then Latin Extended (š ž) for what
 * Latin lacks.
 */
const FAMILIES = {
  Inter: '@fontsource-variable/inter/files/inter',
  Lora: '@fontsource-variable/lora/files/lora',
};

function fontFiles(family, style) {
  const prefix = FAMILIES[family];
  if (!prefix) throw new Error(`No font package for font-family "${family}" (known: ${Object.keys(FAMILIES).join(', ')})`);
  return ['latin', 'latin-ext'].map((subset) => join(root, 'node_modules', `${prefix}-${subset}-wght-${style}.woff2`));
}

/** Attributes the outline consumes; the others are copied to the <path>. */
const TEXT_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'textLength',
  'lengthAdjust',
]);

const fonts = new Map();

/** A HarfBuzz font for one font file at one weight (cached). */
async function loadFont(file, weight) {
  const key = `${file}@${weight}`;
  if (!fonts.has(key)) {
    fonts.set(
      key,
      (async () => {
        const woff2 = readFileSync(file);
        const ttf = await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'truetype', variationAxes: { wght: weight } });
        const face = new hb.Face(new hb.Blob(ttf));
        return { font: new hb.Font(face), upem: face.upem };
      })(),
    );
  }
  return fonts.get(key);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

function parseAttributes(source) {
  const attributes = new Map();
  for (const [, name, value] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes.set(name, value);
  return attributes;
}

const WEIGHTS = { normal: 400, bold: 700 };

/** Text split into runs that one font file can draw, each shaped by HarfBuzz: glyph ids, advances and offsets. */
async function shapeText(text, family, style, weight) {
  const candidates = await Promise.all(fontFiles(family, style).map((file) => loadFont(file, weight)));
  const runs = [];
  for (const char of text) {
    const index = candidates.findIndex(({ font }) => font.glyph(char.codePointAt(0)));
    if (index < 0) throw new Error(`${family} has no glyph for "${char}" (U+${char.codePointAt(0).toString(16).toUpperCase()})`);
    if (runs.at(-1)?.index === index) runs.at(-1).text += char;
    else runs.push({ index, text: char });
  }
  const glyphs = [];
  for (const run of runs) {
    const { font, upem } = candidates[run.index];
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({ font, upem, id: glyph.codepoint, advance: glyph.xAdvance ?? 0, dx: glyph.xOffset ?? 0, dy: glyph.yOffset ?? 0 });
    }
  }
  return glyphs;
}

/** Coordinates are kept to 0.1 px: a tenth of a pixel of the logo's box is finer than any screen shows. */
const tenth = (n) => Math.round(n * 10);

/** A number of tenths as short SVG path text: 5 -> ".5", -12 -> "-1.2", 30 -> "3". */
function number(tenths) {
  const text = String(tenths / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Path data from absolute commands in px, written as relative commands (m l q c z) with short numbers. Each
 * relative step is the difference of rounded absolute points, so rounding never adds up along a contour.
 */
function compactPath(commands) {
  let d = '';
  let pen = [0, 0];
  let start = [0, 0];
  let last = '';
  const append = (values) => {
    for (const value of values) {
      const n = number(value);
      // A separator only where the number would otherwise run into the one before it.
      const joins = n.startsWith('-') || (n.startsWith('.') && /\.\d*$/.test(d)) || !/[\d.]$/.test(d);
      d += joins ? n : ` ${n}`;
    }
  };
  for (const { type, points } of commands) {
    if (type === 'Z') {
      d += 'z';
      last = 'z';
      pen = start;
      continue;
    }
    const rounded = points.map(([x, y]) => [tenth(x), tenth(y)]);
    const steps = rounded.map(([x, y], i) => {
      const from = i === 0 ? pen : rounded[i - 1];
      return [x - from[0], y - from[1]];
    });
    // Relative control points are measured from the segment's start, as SVG reads them.
    const relative = type === 'Q' || type === 'C' ? rounded.map(([x, y]) => [x - pen[0], y - pen[1]]) : steps;
    pen = rounded.at(-1);
    if (type === 'M') start = pen;
    let letter = type.toLowerCase();
    let values = relative.flat();
    if (letter === 'l' && values[1] === 0) [letter, values] = ['h', [values[0]]];
    else if (letter === 'l' && values[0] === 0) [letter, values] = ['v', [values[1]]];
    // A command repeats without its letter (after m, a bare pair would mean l).
    if (letter !== last || letter === 'm') d += letter;
    last = letter;
    append(values);
  }
  return d;
}

/** The text's runs: plain text, and <tspan> children with their own attributes (weight, style, fill...). */
function textRuns(content, inherited) {
  const runs = [];
  for (const [, spanAttributes, spanText, plain] of content.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>|([^<]+)/g)) {
    const own = spanAttributes === undefined ? new Map() : parseAttributes(spanAttributes);
    const text = decodeEntities(spanText ?? plain);
    if (text) runs.push({ text, attributes: new Map([...inherited, ...own]), own });
  }
  return runs;
}

/**
 * The <path> elements that draw one <text> element's glyphs where Chromium draws them with Inter: one for the
 * text, one more for each <tspan> (with the span's own fill and other attributes).
 */
async function outlineText(attributeSource, content) {
  const attributes = parseAttributes(attributeSource);
  const size = Number(attributes.get('font-size') ?? 16);
  const spacing = Number(attributes.get('letter-spacing') ?? 0);
  const runs = [];
  for (const run of textRuns(content, attributes)) {
    const weightValue = run.attributes.get('font-weight') ?? 'normal';
    const weight = WEIGHTS[weightValue] ?? Number(weightValue);
    const style = run.attributes.get('font-style') === 'italic' ? 'italic' : 'normal';
    const family = (run.attributes.get('font-family') ?? 'Inter').split(',')[0].trim().replace(/^['"]|['"]$/g, '');
    runs.push({ ...run, glyphs: await shapeText(run.text, family, style, weight) });
  }
  const glyphs = runs.flatMap((run) => run.glyphs);

  // Pen positions in px, letter-spacing after every glyph as Chromium adds it.
  const pens = new Map();
  let pen = 0;
  for (const glyph of glyphs) {
    pens.set(glyph, pen);
    pen += (glyph.advance * size) / glyph.upem + spacing;
  }
  let width = pen;
  let scaleX = 1;
  const textLength = attributes.has('textLength') ? Number(attributes.get('textLength')) : undefined;
  if (textLength !== undefined && glyphs.length > 0) {
    if (attributes.get('lengthAdjust') === 'spacingAndGlyphs') {
      scaleX = textLength / width;
    } else if (glyphs.length > 1) {
      const extra = (textLength - width) / (glyphs.length - 1);
      glyphs.forEach((glyph, i) => pens.set(glyph, pens.get(glyph) + extra * i));
    }
    width = textLength;
  }
  const anchor = attributes.get('text-anchor');
  const x0 = Number(attributes.get('x') ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y0 = Number(attributes.get('y') ?? 0);

  const kept = (map) => [...map].filter(([name]) => !TEXT_ATTRIBUTES.has(name)).map(([name, value]) => ` ${name}="${value}"`).join('');
  const outer = kept(attributes);
  const paths = runs.map((run) => {
    const commands = [];
    for (const glyph of run.glyphs) {
      const scale = size / glyph.upem;
      const penX = pens.get(glyph);
      const at = (gx, gy) => [x0 + (penX + (gx + glyph.dx) * scale) * scaleX, y0 - (gy + glyph.dy) * scale];
      for (const { type, values } of glyph.font.glyphToJson(glyph.id)) {
        const points = [];
        for (let p = 0; p < values.length; p += 2) points.push(at(values[p], values[p + 1]));
        commands.push({ type, points });
      }
    }
    return { d: compactPath(commands), own: kept(run.own) };
  });
  // One text without spans is one path with the text's attributes; spans are paths in a group that carries them.
  if (paths.length === 1 && !paths[0].own) return `<path d="${paths[0].d}"${outer}/>`;
  return `<g${outer}>${paths.filter((p) => p.d).map((p) => `<path d="${p.d}"${p.own}/>`).join('')}</g>`;
}

/** The SVG with every <text> element replaced by the outline of its glyphs. */
export async function outlineSvg(svg, sourceName = 'the source') {
  const texts = [...svg.matchAll(/<text\b([^>]*)>((?:[^<]|<tspan\b[^>]*>[^<]*<\/tspan>)*)<\/text>/g)];
  let out = svg;
  for (const [whole, attributes, content] of texts) out = out.replace(whole, await outlineText(attributes, content));
  if (/<text\b/.test(out)) throw new Error(`${sourceName}: a <text> element with markup other than <tspan> inside cannot be outlined`);
  // Font attributes are read from the <text> and its <tspan>s only: one left on a group would be ignored.
  if (/\sfont-[a-z]+="/.test(out)) throw new Error(`${sourceName}: put font attributes on the <text> elements, not on a group`);
  // The note goes after the root element's opening tag, so the file still starts with <svg>.
  return out.replace(/^(\s*<svg\b[^>]*>)/, `$1<!-- Generated from ${sourceName} by scripts/assets/outline-text.mjs: edit that file and run the script. -->`);
}

/** Every source, as [path under scripts/assets/svg-text/, path under public/]. */
export function sources() {
  return readdirSync(SOURCE_DIR, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => [join(SOURCE_DIR, file), join(PUBLIC_DIR, file)]);
}

/** The text each file in public/ should hold. */
export async function outlinedFiles() {
  const files = [];
  for (const [source, target] of sources()) {
    const name = relative(root, source);
    files.push({ source: name, target: relative(root, target), svg: await outlineSvg(readFileSync(source, 'utf8'), name) });
  }
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { target, svg } of await outlinedFiles()) {
    const path = join(root, target);
    if (check) {
      let current = '';
      try {
        current = readFileSync(path, 'utf8');
      } catch {}
      if (current !== svg) {
        stale += 1;
        console.error(`${target} is not what its source gives: run node scripts/assets/outline-text.mjs`);
      }
    } else {
      writeFileSync(path, svg);
      console.log(`${target}  ${(Buffer.byteLength(svg) / 1024).toFixed(1)} KB`);
    }
  }
  process.exit(stale ? 1 : 0);
}
