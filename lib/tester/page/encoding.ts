/**
 * Which character encoding a tested page is in, decided as a browser decides it (HTML standard, "determining
 * the character encoding"): a byte order mark first, then the charset of the Content-Type header, then a
 * <meta charset> or <meta http-equiv="Content-Type"> in the first 1024 bytes. Without any of them, text that
 * is valid UTF-8 is UTF-8 (as Chromium detects it) and anything else windows-1252 (the standard's default
 * outside the locales it names). So an Estonian page in windows-1257 or ISO-8859-1 keeps its õ, ä, ö, ü, š, ž.
 */

/** How far the <meta> prescan looks (bytes), as in the HTML standard. */
export const PRESCAN_BYTES = 1024;
export const FALLBACK_ENCODING = 'windows-1252';

export type EncodingSource = 'bom' | 'header' | 'meta' | 'detected' | 'default';

export interface DecodedPage {
  text: string;
  /** The encoding's standard name, e.g. "utf-8", "windows-1257". */
  encoding: string;
  source: EncodingSource;
}

/** The standard name for an encoding label ("latin1" -> "windows-1252"), or null when unknown. */
export function encodingForLabel(label: string): string | null {
  const clean = label.trim().replace(/^["']|["']$/g, '').trim();
  if (!clean) return null;
  try {
    return new TextDecoder(clean).encoding;
  } catch {
    return null;
  }
}

/** charset=... of a Content-Type value. */
export function charsetOfContentType(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*("([^"]*)"|[^;\s]*)/i.exec(contentType ?? '');
  if (!match) return null;
  return encodingForLabel(match[2] ?? match[1]);
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

/**
 * The encoding declared by a <meta> in the first 1024 bytes (a simplified prescan: comments are skipped,
 * and a declaration must be in a meta tag). UTF-16 declared in the markup means UTF-8, as the standard says.
 */
export function prescanMetaCharset(bytes: Uint8Array): string | null {
  let head = '';
  const end = Math.min(bytes.length, PRESCAN_BYTES);
  for (let i = 0; i < end; i++) head += String.fromCharCode(bytes[i]);
  head = head.replace(/<!--[\s\S]*?(-->|$)/g, '');
  for (const tag of head.match(/<meta[\s/][^>]*>?/gi) ?? []) {
    let label: string | null = null;
    const charset = /[\s/]charset\s*=\s*("([^"]*)"|'([^']*)'|[^\s>/;]+)/i.exec(tag);
    if (charset) label = charset[2] ?? charset[3] ?? charset[1];
    else if (/[\s/]http-equiv\s*=\s*["']?\s*content-type/i.test(tag)) {
      const content = /[\s/]content\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/i.exec(tag);
      const value = content ? (content[2] ?? content[3] ?? content[1]) : '';
      const inner = /charset\s*=\s*["']?([^"';\s]+)/i.exec(value);
      label = inner ? inner[1] : null;
    }
    if (label === null) continue;
    const encoding = encodingForLabel(label);
    if (!encoding) continue;
    if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
    if (encoding === 'x-user-defined') return 'windows-1252';
    return encoding;
  }
  return null;
}

/** Valid UTF-8, allowing a character cut in half at the end (the body may be cut at the size limit). */
function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function detectEncoding(bytes: Uint8Array, contentType: string | null): { encoding: string; source: EncodingSource } {
  const bom = bomEncoding(bytes);
  if (bom) return { encoding: bom, source: 'bom' };
  const header = charsetOfContentType(contentType);
  if (header) return { encoding: header, source: 'header' };
  const meta = prescanMetaCharset(bytes);
  if (meta) return { encoding: meta, source: 'meta' };
  if (isUtf8(bytes)) return { encoding: 'utf-8', source: 'detected' };
  return { encoding: FALLBACK_ENCODING, source: 'default' };
}

/** Decode a page's bytes in its own encoding. */
export function decodePage(bytes: Uint8Array, contentType: string | null): DecodedPage {
  const { encoding, source } = detectEncoding(bytes, contentType);
  // The decoder removes a matching byte order mark; a character cut at the size limit is dropped.
  const text = new TextDecoder(encoding).decode(bytes, { stream: true });
  return { text, encoding, source };
}
