/**
 * The tester API inside a node:http server (scripts/serve.mjs, i.e. `npm start`): turns the Node request into
 * a Web Request, runs the shared handler, writes its Response. The client is the socket's address; forwarded
 * headers are not trusted, as nothing stands in front of this server.
 */
import { API_PREFIX, createApiHandler } from './handler.mjs';

/** @param {string | undefined} url */
export function isApiPath(url) {
  const path = (url ?? '').split('?')[0];
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/**
 * @param {{ port: number } & import('./handler.mjs').HandlerOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function createNodeApiHandler({ port, ...options }) {
  const handle = createApiHandler({
    ...options,
    localOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(options.localOrigins ?? [])],
  });
  return async function serveApi(req, res) {
    /** @type {Response} */
    let response;
    try {
      const headers = new Headers();
      for (const name of ['origin', 'accept', 'access-control-request-method', 'access-control-request-headers']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const method = req.method ?? 'GET';
      const request = new Request(new URL(req.url ?? '/', `http://localhost:${port}`), {
        method: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? method : 'PATCH',
        headers,
      });
      // PATCH stands in for every method the handler refuses (a Request cannot carry every method name).
      response = await handle(request, { clientIp: req.socket.remoteAddress });
    } catch (error) {
      console.error('[tester-api] request failed', error);
      response = new Response(JSON.stringify({ error: 'Serveris tekkis viga. Proovi hiljem uuesti.', code: 'internal' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const body = req.method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...(body ? { 'Content-Length': body.length } : {}) });
    res.end(body ?? undefined);
  };
}
