/**
 * Hostile websites on loopback for the API's tests and its load benchmark: a raw TCP server that answers the way
 * no well-behaved server does (a 101 upgrade, 1xx answers without end, silence, headers or a body a byte at a
 * time, a connection closed before any answer), decompression bombs of 1 GiB and more made at test time by
 * streaming zeros through the compressor, and the API itself in-process (the npm start code path: api/node.mjs
 * in a node:http server) with short deadlines, so that every case ends in about a second.
 * Everything listens on 127.0.0.1 only.
 */
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createDeflate, gzipSync } from 'node:zlib';
import { createNodeApiHandler } from '../../../api/node.mjs';

export const MiB = 1024 * 1024;
export const GiB = 1024 * MiB;

/**
 * What the raw server does after reading a request for each path.
 * @type {Record<string, string>}
 */
export const RAW_CASES = {
  '/switch': '101 Switching Protocols with an Upgrade header, then silence',
  '/switch-bare': '101 Switching Protocols without an Upgrade header, then silence',
  '/continue': '100 Continue, then silence',
  '/hints': '103 Early Hints every 50 ms, without end',
  '/silent': 'accepts the request and never answers',
  '/trickle-head': 'a status line, then a header byte every 50 ms',
  '/trickle-body': 'headers, then a body byte every 50 ms',
  '/close': 'closes the connection before any answer',
};

/**
 * A raw TCP server on 127.0.0.1 that reads one request and then behaves as RAW_CASES says for its path. It
 * records every request and when each connection closed (the API must close what it opened).
 */
export async function startRawSite() {
  /** @type {string[]} */
  const requests = [];
  const server = net.createServer((socket) => {
    /** @type {NodeJS.Timeout[]} */
    const timers = [];
    socket.on('error', () => {});
    socket.on('close', () => timers.forEach(clearInterval));
    let head = '';
    socket.on('data', (chunk) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      const path = head.split(' ')[1] ?? '/';
      requests.push(path);
      /** @param {string} text */
      const write = (text) => {
        if (!socket.destroyed) socket.write(text);
      };
      /** @param {() => void} step */
      const every = (step) => timers.push(setInterval(step, 50));
      switch (path) {
        case '/switch':
          return write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: x-hostile\r\nConnection: Upgrade\r\n\r\n');
        case '/switch-bare':
          return write('HTTP/1.1 101 Switching Protocols\r\n\r\n');
        case '/continue':
          return write('HTTP/1.1 100 Continue\r\n\r\n');
        case '/hints':
          return every(() => write('HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n'));
        case '/trickle-head': {
          write('HTTP/1.1 200 OK\r\nX-Slow: ');
          return every(() => write('a'));
        }
        case '/trickle-body':
          write('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000000\r\n\r\n<p>');
          return every(() => write('a'));
        case '/close':
          return socket.destroy();
        default: // '/silent' and anything else: never a word
      }
    });
  });
  return tracked(server, requests);
}

/**
 * Listen on 127.0.0.1 and keep count of the connections: which are open, when each closed.
 * @param {net.Server} server @param {string[]} requests the paths asked for, filled by the server
 */
async function tracked(server, requests) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {number[]} */
  const closedAt = [];
  server.on('connection', (/** @type {net.Socket} */ socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      closedAt.push(Date.now());
    });
  });
  const port = await listen(server);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    closedAt,
    /** Connections still open. */
    get open() {
      return sockets.size;
    },
    close: () => {
      sockets.forEach((s) => s.destroy());
      return closeServer(server);
    },
  };
}

/**
 * `total` bytes of zeros through a compressor, streamed (never all in memory).
 * @param {import('node:stream').Transform} compressor @param {number} total
 */
async function compressZeros(compressor, total) {
  const chunk = Buffer.alloc(4 * MiB);
  let left = total;
  /** @type {Buffer[]} */
  const out = [];
  compressor.on('data', (d) => out.push(d));
  await pipeline(
    Readable.from(
      (function* zeros() {
        for (; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      })(),
    ),
    compressor,
  );
  return Buffer.concat(out);
}

/**
 * Decompression bombs: each body unpacks to `size` bytes of zeros (1 GiB by default; deflate 256 MiB, the most
 * its ratio fits under the 3 MB raw-body cap). Brotli and deflate stream zeros through the compressor (about
 * 1 s for 1 GiB of brotli at quality 1); gzip repeats one 16 MiB member (a gzip body may hold many).
 * @param {{ brotli?: number, gzip?: number, deflate?: number }} [sizes]
 */
export async function makeBombs(sizes = {}) {
  const brotliSize = sizes.brotli ?? GiB;
  const gzipSize = sizes.gzip ?? GiB;
  const deflateSize = sizes.deflate ?? 256 * MiB;
  const member = gzipSync(Buffer.alloc(16 * MiB), { level: 9 });
  return {
    br: { body: await compressZeros(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }), brotliSize), unpacked: brotliSize },
    gzip: { body: Buffer.concat(Array.from({ length: Math.ceil(gzipSize / (16 * MiB)) }, () => member)), unpacked: gzipSize },
    deflate: { body: await compressZeros(createDeflate({ level: 1 }), deflateSize), unpacked: deflateSize },
  };
}

/** @typedef {Awaited<ReturnType<typeof makeBombs>>} Bombs */

/**
 * An http site on 127.0.0.1 serving the bombs at /bomb.br, /bomb.gzip, /bomb.deflate (Content-Encoding set,
 * the whole body written, the connection kept open so that it is the API that must close it; with "?end" the
 * answer ends after the body), an ordinary page
 * at /page and anything else `extra` answers.
 * @param {Bombs} bombs @param {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} [extra] true when it answered
 */
export async function startBombSite(bombs, extra) {
  /** @type {string[]} */
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (extra?.(req, res)) return;
    const match = /^\/bomb\.(br|gzip|deflate)(\?end)?$/.exec(req.url ?? '');
    if (match) {
      const bomb = bombs[/** @type {keyof Bombs} */ (match[1])];
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': match[1] });
      // Without "?end" the answer never ends: the API has to stop reading and close the connection itself.
      if (match[2]) res.end(bomb.body);
      else res.write(bomb.body);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(ORDINARY_PAGE);
  });
  return tracked(server, requests);
}

export const ORDINARY_PAGE = '<!doctype html><html lang="et"><head><title>Kohvik Mõnus</title></head><body><h1>Tere tulemast!</h1></body></html>';

/**
 * The API as `npm start` runs it (api/node.mjs in a node:http server), in this process, on 127.0.0.1.
 * @param {Omit<import('../../../api/handler.mjs').HandlerOptions, 'env'> & { env?: Record<string, string> | ((port: number) => Record<string, string>) }} [options]
 *   env: the server's variables, or a function of its port (to allow the API's own port, as a loop needs)
 */
export async function startInProcessApi(options = {}) {
  /** @type {string[]} */
  const lines = [];
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  let handle = () => {};
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = http.createServer((req, res) => handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  const env = typeof options.env === 'function' ? options.env(port) : (options.env ?? {});
  const serve = createNodeApiHandler({ port, host: '127.0.0.1', log: (line) => lines.push(line), ...options, env });
  handle = (req, res) => void serve(req, res);
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    lines,
    sockets,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return closeServer(server);
    },
  };
}

/** @param {net.Server} server @returns {Promise<number>} */
function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(/** @type {net.AddressInfo} */ (server.address()).port));
  });
}

/** @param {net.Server} server @returns {Promise<void>} */
function closeServer(server) {
  return new Promise((resolve) => {
    /** @type {any} */ (server).closeAllConnections?.();
    server.close(() => resolve());
  });
}

/**
 * CPU seconds this process uses during `ms` milliseconds from now (user + system, every thread: zlib's work in
 * the thread pool counts).
 * @param {number} ms
 */
export async function cpuSecondsDuring(ms) {
  const start = process.cpuUsage();
  await new Promise((r) => setTimeout(r, ms));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}
