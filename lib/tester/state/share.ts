/**
 * A shared result (issue 24, "Jaga tulemust"): the whole result travels in the link's fragment
 * (`/seo-veebilehe-test#tulemus=1.<data>`), so nothing is stored on any server and the fragment never reaches
 * one. <data> is the result as JSON, compressed (deflate-raw) and written in base64url; the number before it is
 * the format's version. Decoding trusts nothing: the size is capped before and while inflating (a small link
 * cannot unpack into a huge one), and what comes out is validated with the result's schema before it is shown,
 * as text, like any result.
 */
import * as z from 'zod/mini';
import { SHARE_HASH } from '@/lib/tester/state/saved-keys';
import { testResultSchema } from '@/lib/tester/state/schema';

/** The format of the link. A link of an older version is refused with its own message (the result's shape changed). */
// 2: the result carries its sitemaps, page signals and the PageSpeed details (the Google card, speed in seconds).
export const SHARE_VERSION = 2;
/** The longest fragment read (characters) and the most it may unpack to (bytes of JSON). */
export const SHARE_MAX_CHARS = 48_000;
export const SHARE_MAX_BYTES = 256_000;

/** A shared result: a result with the date of its test. */
export const sharedResultSchema = z.extend(testResultSchema, { testedAt: z.int().check(z.minimum(0)) });
export type SharedResult = z.infer<typeof sharedResultSchema>;

export type ShareProblem = 'damaged' | 'old' | 'too-large';
export type DecodedShare = { ok: true; result: SharedResult } | { ok: false; problem: ShareProblem };

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

async function compress(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflates at most `limit` bytes; null when the data is not deflate-raw or unpacks to more. */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array | 'too-large' | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** What a shared link does not need: the robots.txt text itself (the verdicts drawn from it stay). */
const forSharing = (result: SharedResult): SharedResult => ({ ...result, robotsTxt: { ...result.robotsTxt, content: null } });

/** The fragment's value for a result: "1.<base64url>". */
export async function encodeShare(result: SharedResult): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(forSharing(result)));
  return `${SHARE_VERSION}.${toBase64Url(await compress(json))}`;
}

/** The link that shows `result` on `pageUrl` (the tester's address, without any fragment). */
export async function shareLink(pageUrl: string, result: SharedResult): Promise<string> {
  return `${pageUrl.replace(/#.*$/, '')}${SHARE_HASH}${await encodeShare(result)}`;
}

/** The shared value in a location hash ("#tulemus=…"), or null when the hash is not a shared result. */
export function shareValueOf(hash: string): string | null {
  return hash.startsWith(SHARE_HASH) ? hash.slice(SHARE_HASH.length) : null;
}

/** Reads a shared value back: the result, or why it cannot be shown (damaged, an older format, too large). */
export async function decodeShare(value: string): Promise<DecodedShare> {
  const match = /^(\d{1,4})\.(.*)$/s.exec(value);
  if (!match) return { ok: false, problem: 'damaged' };
  const version = Number(match[1]);
  if (version < SHARE_VERSION) return { ok: false, problem: 'old' };
  if (version > SHARE_VERSION) return { ok: false, problem: 'damaged' };
  if (match[2].length > SHARE_MAX_CHARS) return { ok: false, problem: 'too-large' };
  const packed = fromBase64Url(match[2]);
  if (!packed || packed.length === 0) return { ok: false, problem: 'damaged' };
  const json = await inflate(packed, SHARE_MAX_BYTES);
  if (json === 'too-large') return { ok: false, problem: 'too-large' };
  if (!json) return { ok: false, problem: 'damaged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  const checked = sharedResultSchema.safeParse(parsed);
  return checked.success ? { ok: true, result: checked.data } : { ok: false, problem: 'damaged' };
}
