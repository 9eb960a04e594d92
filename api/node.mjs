/**
 * The tester API inside a node:http server (scripts/dev/serve.mjs, i.e. `npm start`): turns the Node request into
 * a Web Request, runs the shared handler, writes its Response. The client is the socket's address; forwarded
 * headers are not trusted, as nothing stands in front of this server. The API answers only under the names
 * this server has (loopback, its HOST, the site's own hosts): a page in a developer's browser that points a name
 * of its own at this machine (DNS rebinding) gets 421, not the API.
 */
import { ownHostsOf } from './config.mjs';
import { API_PREFIX } from '../lib/tester/contract.mjs';
import { createApiHandler } from './handler.mjs';
import { errorAnswer } from './handler/answers.mjs';

/** Request headers the handler reads: CORS, the loop check (User-Agent) and the proxy's browser-load check. */
const FORWARDED_HEADERS = [
  'origin',
  'accept',
  'access-control-request-method',
  'access-control-request-headers',
  'user-agent',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
];

/** An answer the client does not read for this long (no byte accepted) is dropped, with its buffered body. */
export const WRITE_IDLE_MS = 30_000;

/** @param {string | undefined} url */
export function isApiPath(url) {
  const path = (url ?? '').split('?')[0];
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * The host name of a Host header, lower-case, without its port and final dot ("[::1]" keeps its brackets).
 * @param {string} host
 */
const hostnameOf = (host) => {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name.toLowerCase().replace(/\.$/, '');
};

/**
 * @param {{ port: number, host?: string, writeIdleMs?: number } & import('./handler.mjs').HandlerOptions} options
 *   host: the address the server listens on (a Host header naming it is accepted too); writeIdleMs: for tests
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createNodeApiHandler({ port, host, writeIdleMs = WRITE_IDLE_MS, ...options }) {
  const localOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`, ...(options.localOrigins ?? [])];
  const handle = createApiHandler({ ...options, localOrigins });
  const wildcard = !host || host === '0.0.0.0' || host === '::';
  const names = ownHostsOf(options.env ?? process.env, wildcard ? localOrigins : [...localOrigins, `http://${host.includes(':') ? `[${host}]` : host}`]);

  return async function serveApi(req, res) {
    /** @type {Response} */
    let response;
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      const hostHeader = req.headers.host;
      if (hostHeader && !names.has(hostnameOf(hostHeader))) {
        response = errorAnswer('wrong_host');
      } else {
        const headers = new Headers();
        for (const name of FORWARDED_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        const method = req.method ?? 'GET';
        const request = new Request(new URL(req.url ?? '/', `http://localhost:${port}`), {
          method: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? method : 'PATCH',
          headers,
          signal: gone.signal,
        });
        // PATCH stands in for every method the handler refuses (a Request cannot carry every method name).
        response = await handle(request, { clientIp: req.socket.remoteAddress });
      }
    } catch (error) {
      console.error('[tester-api] request failed', error);
      response = errorAnswer('internal');
    }
    if (res.destroyed) return;
    const body = req.method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer());
    res.setTimeout(writeIdleMs, () => res.destroy());
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...(body ? { 'Content-Length': body.length } : {}) });
    res.end(body ?? undefined);
  };
}
