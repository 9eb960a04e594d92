/**
 * Netlify Functions (v2) entry of the website tester API: every /api/* request goes to the shared Web Fetch
 * handler in api/handler.mjs, with the client's IP address for the per-client rate limit.
 * The handler is created once per function instance, so its caches and limits live as long as the instance.
 * Netlify is always production for the API, in every deploy context: a test-only setting (TESTER_API_ALLOW_HOSTS)
 * makes the function fail to start, with the reason in the function log.
 */
import { createApiHandler, errorAnswer } from '../../api/handler.mjs';

const handle = createApiHandler({ env: process.env, production: 'Netlify function' });

/**
 * @param {Request} request its signal fires when the client goes away
 * @param {{ ip?: string }} context Netlify's context: `ip` is the client's address
 */
export default async function api(request, context) {
  try {
    return await handle(request, { clientIp: context?.ip });
  } catch (error) {
    console.error('[tester-api] request failed', error);
    return errorAnswer('internal');
  }
}

export const config = {
  path: '/api/*',
  // Netlify's own rate limit, counted across every instance of the function (the handler's limit counts per
  // instance only): 60 requests per client IP and minute, answered with 429 before the function runs.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
