#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a CDN does: clean URLs (/blogi -> blogi.html),
 * 404.html with status 404 for unknown paths, brotli or gzip for text files (compressed once and kept in
 * memory, as a CDN edge would), and the headers of out/_headers (security headers, caching) exactly as
 * Netlify and Cloudflare Pages apply them.
 * Usage: node scripts/dev/serve.mjs [--dir out] [--port 3000] [--host 127.0.0.1] [--warm-first]   (PORT and HOST env
 * vars also work). Without --dir it serves both sites: the Estonian one (out/) on the port and the English one
 * (out-en/, `npm run build:en`) on the port + 1, each with its own _headers and the tester API; --en-dir and
 * --en-port name others, --no-en serves the Estonian site alone. It listens on loopback only unless told otherwise (HOST=0.0.0.0 for the whole network).
 * --warm-first compresses every text file before listening (used by the bench, so that no measurement runs
 * while the server is still busy compressing); without it the server listens at once and warms in the background.
 * /api/* goes to the website tester API (api/handler.mjs), the same handler Netlify runs as a function.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createNodeApiHandler, isApiPath } from '../../api/node.mjs';
import { headersForPath, parseHeadersFile } from '../build/headers-file.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const port = Number(arg('port', process.env.PORT || 3000));
const host = arg('host', process.env.HOST || '127.0.0.1');
/** The sites to serve: one named by --dir, or the Estonian site and, when it is built, the English one. */
const sites = args.includes('--dir')
  ? [{ root: resolve(arg('dir', 'out')), port }]
  : [
      { root: resolve('out'), port },
      ...(args.includes('--no-en') || !existsSync(resolve(arg('en-dir', 'out-en'))) ? [] : [{ root: resolve(arg('en-dir', 'out-en')), port: Number(arg('en-port', port + 1)) }]),
    ];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.webmanifest', '.svg', '.ico', '.map']);

for (const { root } of sites) {
  if (!existsSync(root)) {
    console.error(`No ${root} folder: run "npm run build" first.`);
    process.exit(1);
  }
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const HOST_FILES = new Set(['/_headers', '/_redirects']);

/** The host's cache header for a file no rule of _headers sets one for (Netlify's and Cloudflare Pages' default). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const compressed = new Map();

/** The file compressed with `encoding`, computed once per file version. */
function compressedBody(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 });
  compressed.set(key, { mtimeMs, size, body });
  return body;
}

function pickEncoding(req, ext) {
  if (!COMPRESSIBLE.has(ext)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** One site: its folder served CDN style on its port, with its own _headers and the tester API. */
function startSite(root, port) {
  /** Map a URL path to a file in out/, CDN style. */
  function resolveFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    const base = join(root, safe);
    if (base !== root && !base.startsWith(root + sep)) return null;
    const candidates = decoded.endsWith('/')
      ? [join(base, 'index.html')]
      : [base, `${base}.html`, join(base, 'index.html')];
    return candidates.find(isFile) ?? null;
  }

  let headerRules = { mtimeMs: -1, rules: [] };

  /** The headers out/_headers gives a response to `urlPath` (the file is read again after a rebuild). */
  function headersFromFile(urlPath) {
    const file = join(root, '_headers');
    const mtimeMs = isFile(file) ? statSync(file).mtimeMs : 0;
    if (mtimeMs !== headerRules.mtimeMs) {
      if (!mtimeMs) console.warn(`No ${file}: serving without security headers (run "npm run build").`);
      headerRules = { mtimeMs, rules: mtimeMs ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    }
    return { 'Cache-Control': DEFAULT_CACHE_CONTROL, ...headersForPath(headerRules.rules, urlPath) };
  }

  function send(req, res, file, status = 200) {
    const ext = extname(file).toLowerCase();
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      ...headersFromFile(new URL(req.url ?? '/', 'http://localhost').pathname),
    };
    const encoding = pickEncoding(req, ext);
    if (encoding) {
      const body = compressedBody(file, encoding);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    headers['Content-Length'] = statSync(file).size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  }

  let serveApi;
  try {
    serveApi = createNodeApiHandler({ port, host });
  } catch (error) {
    // A setting the API cannot run with (e.g. a test-only setting in production): say which, and do not start.
    console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
    process.exit(1);
  }

  const server = createServer((req, res) => {
    if (isApiPath(req.url)) return serveApi(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Clean URLs: /kontakt.html and /kontakt/ redirect to /kontakt.
    if (url.pathname.length > 1 && url.pathname.endsWith('/') && !isFile(join(root, url.pathname, 'index.html'))) {
      res.writeHead(308, { Location: url.pathname.replace(/\/+$/, '') + url.search });
      return res.end();
    }
    // The host's configuration files are read by the CDN, never served.
    const file = HOST_FILES.has(url.pathname) ? null : resolveFile(url.pathname);
    if (file) return send(req, res, file);
    const notFound = join(root, '404.html');
    if (isFile(notFound)) return send(req, res, notFound, 404);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  });

  /**
   * Compress every text file ahead of the first visitor: all at once, or a file per tick so requests are still served.
   * Not the source maps of a test build (megabytes that no page loads; compressed if ever asked for).
   */
  function warmCompressionCache({ blocking = false } = {}) {
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (COMPRESSIBLE.has(extname(path).toLowerCase()) && !path.endsWith('.map')) files.push(path);
      }
    };
    walk(root);
    const warm = (file) => {
      compressedBody(file, 'br');
      compressedBody(file, 'gzip');
    };
    if (blocking) {
      files.forEach(warm);
      return;
    }
    const next = () => {
      const file = files.shift();
      if (!file) return;
      warm(file);
      setImmediate(next);
    };
    setImmediate(next);
  }

  if (warmFirst) warmCompressionCache({ blocking: true });
  server.listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${port}`);
    if (!warmFirst) warmCompressionCache();
  });
  return server;
}

const warmFirst = args.includes('--warm-first');
const servers = sites.map((site) => startSite(site.root, site.port));

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))).then(() => process.exit(0)));
