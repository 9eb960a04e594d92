/**
 * Network helpers shared by the checks: the CORS proxy address, a fetch with its own timeout, and a body
 * reader that stops after a size limit so a huge page can never be parsed in full.
 */

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Bodies longer than this are cut before parsing (3 MB). */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

/** The address of `target` through the CORS proxy: the proxy prefix plus the encoded target. */
export function proxied(target: string, proxy: string): string {
  return `${proxy}${encodeURIComponent(target)}`;
}

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Run `task` with a deadline: after `ms` its abort signal fires and the promise rejects with TimeoutError,
 * even if the task ignores the signal. The deadline covers everything the task awaits (answer and body).
 */
export function withTimeout<T>(ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settle as a timeout first, so the AbortError of the aborted request cannot win the race.
      reject(new TimeoutError(ms));
      controller.abort();
    }, ms);
  });
  return Promise.race([task(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

/** fetch with a deadline for the answer (for HEAD requests, whose body is empty). */
export function fetchWithTimeout(fetchFn: FetchFn, url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return withTimeout(ms, (signal) => fetchFn(url, { ...init, signal }));
}

/** fetch and read the raw body bytes (at most `maxBytes`), both within one deadline. */
export function fetchBytesWithTimeout(
  fetchFn: FetchFn,
  url: string,
  ms: number,
  init: RequestInit = {},
  maxBytes: number = MAX_BODY_BYTES,
): Promise<{ response: Response; bytes: Uint8Array }> {
  return withTimeout(ms, async (signal) => {
    const response = await fetchFn(url, { ...init, signal });
    return { response, bytes: await readBytesLimited(response, maxBytes) };
  });
}

/** fetch and read the body as UTF-8 text (at most `maxBytes`), both within one deadline. */
export async function fetchTextWithTimeout(
  fetchFn: FetchFn,
  url: string,
  ms: number,
  init: RequestInit = {},
  maxBytes: number = MAX_BODY_BYTES,
): Promise<{ response: Response; text: string }> {
  const { response, bytes } = await fetchBytesWithTimeout(fetchFn, url, ms, init, maxBytes);
  return { response, text: utf8Text(bytes) };
}

/** UTF-8 text of a body; a character cut at a size limit is dropped rather than shown as "\uFFFD". */
const utf8Text = (bytes: Uint8Array) => new TextDecoder().decode(bytes, { stream: true });

/** Read a response body, keeping at most `maxBytes` bytes (the rest is never downloaded). */
export async function readBytesLimited(response: Response, maxBytes: number = MAX_BODY_BYTES): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) {
    const all = new Uint8Array(await response.arrayBuffer());
    return all.byteLength > maxBytes ? all.slice(0, maxBytes) : all;
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const remaining = maxBytes - received;
    const chunk = value.byteLength > remaining ? value.subarray(0, remaining) : value;
    chunks.push(chunk);
    received += chunk.byteLength;
    if (received >= maxBytes) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Read a response body as UTF-8 text, keeping at most `maxBytes` bytes. */
export async function readTextLimited(response: Response, maxBytes: number = MAX_BODY_BYTES): Promise<string> {
  return utf8Text(await readBytesLimited(response, maxBytes));
}

/** A 2xx or 3xx answer. Proxies report an unreachable target as 5xx (or 4xx for a missing file). */
export function isSuccess(response: Response): boolean {
  return response.status >= 200 && response.status < 400;
}

/** True when the body looks like an HTML page (a "soft 404" for robots.txt or sitemap.xml). */
export function looksLikeHtml(contentType: string | null, body = ''): boolean {
  if (contentType && /\btext\/html\b/i.test(contentType)) return true;
  return /^\s*(<!doctype\s+html|<html[\s>])/i.test(body);
}

/** Shorten a value from a tested site for display and storage. */
export function shorten(value: string, max: number): string {
  const clean = value.trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max - 1);
  // Never leave half of a surrogate pair at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
