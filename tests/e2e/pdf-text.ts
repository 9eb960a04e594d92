/**
 * The text of a PDF printed by Chromium, for tests: a small reader, no dependency. Chromium (Skia) writes each page's
 * content as a Flate-compressed stream that shows glyph ids through fonts with a ToUnicode CMap; this inflates the
 * streams (node:zlib), reads the CMaps, follows each page's fonts and maps every shown string back to text. It knows
 * just enough of PDF for Chromium's output: objects, dictionaries, references, Tf, Tj, TJ, ' and ".
 * Word spacing is not reconstructed reliably, so compare with `compact()` (all white space removed).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

type CMap = { bytes: number; map: Map<number, string> };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const re = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0 && body.lastIndexOf('endstream') > streamAt) {
      dict = body.slice(0, streamAt);
      let from = start + streamAt + 'stream'.length;
      if (text[from] === '\r') from++;
      if (text[from] === '\n') from++;
      const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
      const to = length ? from + Number(length[1]) : start + body.lastIndexOf('endstream');
      const raw = pdf.subarray(from, to);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    re.lastIndex = end;
  }
  return objects;
}

const hexToNumber = (hex: string) => parseInt(hex, 16);
const utf16 = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(hexToNumber(hex.slice(i, i + 4)));
  return out;
};

function readCMap(source: string): CMap {
  const map = new Map<number, string>();
  const space = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(source);
  const bytes = space ? space[1].length / 2 : 2;
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(hexToNumber(src), utf16(dst));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst, list] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g)) {
      const from = hexToNumber(lo);
      const to = hexToNumber(hi);
      if (dst) {
        const base = hexToNumber(dst);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(base + code - from));
      } else {
        const items = [...(list ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => utf16(m[1]));
        items.forEach((item, i) => map.set(from + i, item));
      }
    }
  }
  return { bytes, map };
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** The `/Key << … >>` sub-dictionary of `dict`, or the object it refers to. */
function subDict(dict: string, key: string, objects: Map<number, PdfObject>): string {
  const at = dict.indexOf(`/${key}`);
  if (at < 0) return '';
  const rest = dict.slice(at + key.length + 1).trimStart();
  if (rest.startsWith('<<')) {
    let depth = 0;
    for (let i = 0; i < rest.length - 1; i++) {
      if (rest.startsWith('<<', i)) {
        depth++;
        i++;
      } else if (rest.startsWith('>>', i)) {
        depth--;
        i++;
        if (depth === 0) return rest.slice(0, i + 1);
      }
    }
    return rest;
  }
  const id = /^(\d+) 0 R/.exec(rest);
  return id ? (objects.get(Number(id[1]))?.dict ?? '') : '';
}

function decodeString(bytes: number[], cmap: CMap | undefined): string {
  if (!cmap) return String.fromCharCode(...bytes);
  let out = '';
  for (let i = 0; i + cmap.bytes <= bytes.length; i += cmap.bytes) {
    let code = 0;
    for (let b = 0; b < cmap.bytes; b++) code = code * 256 + bytes[i + b];
    out += cmap.map.get(code) ?? '';
  }
  return out;
}

/** The strings shown by one content stream, with the page's fonts. */
function showText(content: string, fonts: Map<string, CMap>): string {
  const tokens = content.match(/\/[^\s/<>[\]()]+|<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|[^\s/<>[\]()]+/g) ?? [];
  let font: CMap | undefined;
  let out = '';
  const operands: string[] = [];
  const bytesOf = (token: string): number[] => {
    if (token.startsWith('<')) {
      const hex = token.slice(1, -1).replace(/\s/g, '');
      return Array.from({ length: hex.length / 2 }, (_, i) => hexToNumber(hex.slice(i * 2, i * 2 + 2)));
    }
    const body = token.slice(1, -1).replace(/\\(.)/g, '$1');
    return [...body].map((c) => c.charCodeAt(0));
  };
  for (const token of tokens) {
    if (token === 'Tf') {
      font = fonts.get(operands.at(-2) ?? '');
      operands.length = 0;
    } else if (token === 'Tj' || token === "'" || token === '"') {
      out += decodeString(bytesOf(operands.at(-1) ?? '()'), font);
      operands.length = 0;
    } else if (token === 'TJ') {
      const start = operands.lastIndexOf('[');
      for (const item of operands.slice(start + 1)) {
        if (item.startsWith('<') || item.startsWith('(')) out += decodeString(bytesOf(item), font);
        else if (item !== ']' && Number(item) < -200) out += ' ';
      }
      operands.length = 0;
    } else if (token === 'Td' || token === 'TD' || token === 'T*' || token === 'Tm' || token === 'ET') {
      out += ' ';
      operands.length = 0;
    } else {
      operands.push(token);
    }
  }
  return out;
}

/** The text of each page of a PDF, in page order. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const cmaps = new Map<number, CMap>();
  const fontCMap = (id: number) => {
    const toUnicode = ref(objects.get(id)?.dict ?? '', 'ToUnicode');
    if (toUnicode === null) return undefined;
    if (!cmaps.has(toUnicode)) cmaps.set(toUnicode, readCMap(objects.get(toUnicode)?.stream?.toString('latin1') ?? ''));
    return cmaps.get(toUnicode);
  };
  // Pages in order: the page tree's Kids, depth first.
  const pages: number[] = [];
  const walk = (id: number) => {
    const dict = objects.get(id)?.dict ?? '';
    if (/\/Type\s*\/Page\b/.test(dict)) pages.push(id);
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(dict);
    if (kids) for (const [, kid] of kids[1].matchAll(/(\d+) 0 R/g)) walk(Number(kid));
  };
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  const root = catalog ? ref(catalog.dict, 'Pages') : null;
  if (root !== null) walk(root);
  return pages.map((id) => {
    const page = objects.get(id)!.dict;
    const fonts = new Map<string, CMap>();
    const fontDict = subDict(subDict(page, 'Resources', objects), 'Font', objects);
    for (const [, name, fontId] of fontDict.matchAll(/\/([^\s/<>]+)\s+(\d+) 0 R/g)) {
      const cmap = fontCMap(Number(fontId));
      if (cmap) fonts.set(`/${name}`, cmap);
    }
    const contents = /\/Contents\s*\[([^\]]*)\]/.exec(page)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page)?.[1] ?? '';
    return [...contents.matchAll(/(\d+) 0 R/g)]
      .map(([, c]) => showText(objects.get(Number(c))?.stream?.toString('latin1') ?? '', fonts))
      .join(' ');
  });
}

/** Text without any white space, for comparing with what a PDF shows. */
export const compact = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');
