/**
 * One outbound HTTP request of the tester API, with node:http/https: it connects to the address the target
 * check resolved (the `lookup` hook returns it, so there is no second DNS query), sends a fixed set of headers
 * (the fixed User-Agent, nothing of the client's), gives up when the connection (TCP and TLS) takes longer than
 * the connect timeout or the API request's deadline passes, and keeps at most `maxBodyBytes` of the body.
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { USER_AGENT } from './config.mjs';
import { ApiError, toApiError } from './errors.mjs';

/**
 * @typedef {object} UpstreamResponse
 * @property {string} url the address this response came from
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names; repeated Set-Cookie values joined by "\n"
 * @property {Buffer | null} body the (decoded) body when asked for, at most maxBodyBytes (the 'start' mode: its first
 *   START_BYTES decoded bytes; bodyBytes and truncated then count the bytes as sent)
 * @property {number} bodyBytes bytes read
 * @property {boolean} truncated the body was longer than maxBodyBytes and was cut
 * @property {number} ttfbMs from sending the request to the response headers
 * @property {number} totalMs from sending the request to the end of the body
 */

/**
 * @typedef {object} RequestOptions
 * @property {'GET' | 'HEAD'} method
 * @property {AbortSignal} signal the API request's deadline
 * @property {'decode' | 'start' | 'none'} body keep the decoded body; count its bytes as sent and keep the decoded
 *   start of it (START_BYTES, enough for the page's <head>); or skip it
 * @property {number} connectTimeoutMs
 * @property {number} maxBodyBytes
 * @property {boolean} verifyTls refuse an untrusted certificate (the proxy) or accept it (inspect reports it)
 * @property {string | Buffer | Array<string | Buffer>} [ca] extra trusted roots (tests); NODE_EXTRA_CA_CERTS also works
 */

/** Request headers of every outbound request: fixed, never the client's. */
export const OUTBOUND_HEADERS = Object.freeze({
  'User-Agent': USER_AGENT,
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'et,en;q=0.8',
  'Accept-Encoding': 'br, gzip, deflate',
  Connection: 'close',
});

/** How much of a page the 'start' mode keeps: the <head> of any real page fits (its meta tags are read). */
export const START_BYTES = 256 * 1024;

const DECODERS = { br: createBrotliDecompress, gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate };

/** @param {number} status */
export const isRedirectStatus = (status) => [301, 302, 303, 307, 308].includes(status);

/** @param {http.IncomingHttpHeaders} raw */
function flattenHeaders(raw) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(name === 'set-cookie' ? '\n' : ', ') : value;
  }
  return headers;
}

/**
 * A `lookup` for node:net that answers with the checked address only.
 * @param {string} address @param {4 | 6} family
 */
export function pinnedLookup(address, family) {
  /** @type {any} */
  const lookup = (/** @type {string} */ _hostname, /** @type {any} */ options, /** @type {Function} */ callback) => {
    const cb = typeof options === 'function' ? options : callback;
    if (options && typeof options === 'object' && options.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  };
  return lookup;
}

/** More informational (1xx) answers than any real server sends before its answer: the request is given up. */
const MAX_INFORMATIONAL = 10;

/**
 * Send one request to a checked target. Whatever the upstream does, the promise settles by the deadline
 * (`options.signal`), and everything it opened (socket, decoder) is closed when it settles: an upgrade (101)
 * or a connection closed before the answer is an error at once; an answer that never comes, 1xx answers
 * without end, headers or a body that trickle in end at the deadline.
 * @param {import('./target.mjs').CheckedTarget} target
 * @param {RequestOptions} options
 * @returns {Promise<UpstreamResponse>}
 */
export function requestOnce(target, options) {
  const { url } = target;
  const isHttps = url.protocol === 'https:';
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(new ApiError('timeout'));
    const started = performance.now();
    let settled = false;
    /** @type {http.IncomingMessage | null} */
    let response = null;
    /** @type {import('node:stream').Transform | null} */
    let decoder = null; // the body's decompressor, once there is one
    /** Close everything this request opened: the socket, the response and a decoder still holding input. */
    const close = () => {
      options.signal.removeEventListener('abort', onAbort);
      if (decoder) {
        response?.unpipe(decoder);
        decoder.destroy();
      }
      response?.destroy();
      req.destroy();
    };
    /** @param {unknown} error */
    const fail = (error) => {
      if (settled) return;
      settled = true;
      close();
      reject(toApiError(error));
    };
    // The backstop: whatever state the request is in (even one Node has given up on without an event, as
    // after a 101), the deadline settles it.
    const onAbort = () => fail(new ApiError('timeout'));
    options.signal.addEventListener('abort', onAbort, { once: true });

    /** @type {https.RequestOptions} */
    const requestOptions = {
      protocol: url.protocol,
      hostname,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: options.method,
      headers: { ...OUTBOUND_HEADERS, Host: url.host },
      agent: false,
      lookup: pinnedLookup(target.address, target.family),
      signal: options.signal,
    };
    if (isHttps) {
      if (!isIP(hostname)) requestOptions.servername = hostname;
      requestOptions.rejectUnauthorized = options.verifyTls;
      if (options.ca) requestOptions.ca = options.ca;
    }
    const req = (isHttps ? https : http).request(requestOptions);

    req.on('socket', (socket) => {
      const timer = setTimeout(() => fail(new ApiError('connect_timeout')), options.connectTimeoutMs);
      const connected = () => clearTimeout(timer);
      socket.once(isHttps ? 'secureConnect' : 'connect', connected);
      socket.once('close', connected);
    });
    req.on('error', fail);
    // 101 Switching Protocols (or any upgrade): never asked for, never followed.
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      fail(new ApiError('bad_response', { detail: 'unexpected upgrade (101)' }));
    });
    let informational = 0;
    req.on('information', () => {
      informational += 1;
      if (informational > MAX_INFORMATIONAL) fail(new ApiError('bad_response', { detail: `${informational} informational (1xx) answers` }));
    });
    // A connection that closes before any answer (Node emits no error for some of these) is unreachable.
    req.on('close', () => {
      if (!response) fail(options.signal.aborted ? new ApiError('timeout') : new ApiError('unreachable', { detail: 'closed before an answer' }));
    });

    req.on('response', (res) => {
      response = res;
      const ttfbMs = performance.now() - started;
      const headers = flattenHeaders(res.headers);
      const status = res.statusCode ?? 0;
      // An informational status is never an answer (Node passes on a 101 without Upgrade header as one).
      if (status < 200) return fail(new ApiError('bad_response', { detail: `status ${status} as the answer` }));
      /** @param {Buffer | null} body @param {number} bodyBytes @param {boolean} truncated */
      const finish = (body, bodyBytes, truncated) => {
        if (settled) return;
        settled = true;
        resolve({ url: url.href, status, headers, body, bodyBytes, truncated, ttfbMs, totalMs: performance.now() - started });
        // Nothing more is read: the decoder stops with the input it holds, the socket closes.
        close();
      };
      const skipBody = options.method === 'HEAD' || options.body === 'none' || (isRedirectStatus(status) && headers.location);
      if (skipBody) return finish(null, 0, false);

      res.on('error', fail);
      res.on('aborted', () => fail(options.signal.aborted ? new ApiError('timeout') : new ApiError('unreachable', { detail: 'response aborted' })));
      res.on('close', () => {
        if (!settled && !res.complete) fail(options.signal.aborted ? new ApiError('timeout') : new ApiError('unreachable', { detail: 'connection closed' }));
      });

      const limit = options.maxBodyBytes;
      const encoding = (headers['content-encoding'] ?? '').trim().toLowerCase();
      const makeDecoder = Object.hasOwn(DECODERS, encoding) ? DECODERS[/** @type {keyof typeof DECODERS} */ (encoding)] : undefined;
      decoder = makeDecoder ? makeDecoder() : null;
      if (options.body === 'start') return readStart(res, decoder, limit, finish);
      /** @type {import('node:stream').Readable} */
      let stream = res;
      if (decoder) {
        decoder.on('error', fail);
        stream = res.pipe(decoder);
      }
      /** @type {Buffer[]} */
      const chunks = [];
      let received = 0;
      let rawReceived = 0;
      res.on('data', (/** @type {Buffer} */ chunk) => {
        rawReceived += chunk.length;
        // A compressed body larger than the limit is cut too (a decompression bomb never gets far).
        if (makeDecoder && rawReceived > limit) finish(Buffer.concat(chunks), received, true);
      });
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        if (settled) return;
        const room = limit - received;
        const piece = chunk.length > room ? chunk.subarray(0, room) : chunk;
        received += piece.length;
        chunks.push(piece);
        if (chunk.length > room) finish(Buffer.concat(chunks), received, true);
      });
      stream.on('end', () => finish(Buffer.concat(chunks), received, false));
    });
    req.end();
  });
}

/**
 * The 'start' mode: counts the body's bytes as sent (at most `limit`) and keeps its first START_BYTES, decoded.
 * Only that start is decompressed; a body whose compression cannot be read has no start, but still counts.
 * @param {import('node:http').IncomingMessage} res
 * @param {import('node:stream').Transform | null} decoder
 * @param {number} limit
 * @param {(body: Buffer | null, bodyBytes: number, truncated: boolean) => void} finish
 */
function readStart(res, decoder, limit, finish) {
  /** @type {Buffer[]} */
  const kept = [];
  let keptBytes = 0;
  let sent = 0;
  let ended = false;
  let decoding = Boolean(decoder);
  const start = () => Buffer.concat(kept);
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    if (keptBytes >= START_BYTES) return;
    const piece = chunk.subarray(0, START_BYTES - keptBytes);
    kept.push(piece);
    keptBytes += piece.length;
    if (keptBytes >= START_BYTES) stopDecoding();
  };
  const stopDecoding = () => {
    if (!decoder || !decoding) return;
    decoding = false;
    res.unpipe(decoder);
    decoder.destroy();
    if (ended) finish(start(), sent, false);
  };
  if (decoder) {
    decoder.on('data', keep);
    decoder.on('error', () => {
      kept.length = 0;
      keptBytes = 0;
      stopDecoding();
    });
    decoder.on('end', stopDecoding);
    res.pipe(decoder);
  }
  res.on('data', (/** @type {Buffer} */ chunk) => {
    if (!decoder) keep(chunk);
    const room = limit - sent;
    sent += Math.min(chunk.length, room);
    if (chunk.length > room) {
      stopDecoding();
      finish(start(), sent, true);
    }
  });
  res.on('end', () => {
    ended = true;
    // The decoder may still hold the last of the start: the answer is ready when it has given it.
    if (!decoding) finish(start(), sent, false);
  });
}
