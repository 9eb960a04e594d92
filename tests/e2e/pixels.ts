import { inflateSync } from 'node:zlib';

/** WCAG contrast ratio of two sRGB colours given as [r, g, b] (0–255). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = ([r, g, bl]: readonly number[]) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A decoded screenshot: width, height and RGBA bytes. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a PNG screenshot (8-bit RGB or RGBA, not interlaced: what Chromium writes) into RGBA bytes, with
 * Node's zlib only, so a pixel test needs no image library.
 */
export function decodePng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`unsupported PNG (depth ${depth}, colour ${colour}, interlace ${interlace})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[out + x - channels] : 0;
      const b = y > 0 ? rows[out - stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[out - stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      rows[out + x] = (line[x] + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i];
    data[j + 1] = rows[i + 1];
    data[j + 2] = rows[i + 2];
    data[j + 3] = 255;
  }
  return { width, height, data };
}

/** The colour of pixel (x, y). */
export function pixelAt(image: Pixels, x: number, y: number): [number, number, number] {
  const i = (y * image.width + x) * 4;
  return [image.data[i], image.data[i + 1], image.data[i + 2]];
}

/** How many pixels changed between two same-sized images by at least `minContrast` (WCAG ratio). */
export function pixelsChangedBy(before: Pixels, after: Pixels, minContrast: number): number {
  let count = 0;
  for (let i = 0; i < before.data.length; i += 4) {
    const a = [before.data[i], before.data[i + 1], before.data[i + 2]];
    const b = [after.data[i], after.data[i + 1], after.data[i + 2]];
    if ((a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2]) && contrastRatio(a, b) >= minContrast) count++;
  }
  return count;
}

/** The most common colour of an image (its background, for a button or a chip). */
export function dominantColour(image: Pixels): [number, number, number] {
  const counts = new Map<string, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    const key = `${image.data[i]},${image.data[i + 1]},${image.data[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best.split(',').map(Number) as [number, number, number];
}
