/**
 * Netlify Functions (v2) entry of the website tester API: every /api/* request goes to the shared Web Fetch
 * handler in api/handler.mjs, with the client's IP address for the per-client rate limit.
 * The handler is created once per function instance, so its caches and limits live as long as the instance.
 */
import { createApiHandler } from '../../api/handler.mjs';

const handle = createApiHandler({ env: process.env });

/**
 * @param {Request} request
 * @param {{ ip?: string }} context Netlify's context: `ip` is the client's address
 */
export default function api(request, context) {
  return handle(request, { clientIp: context?.ip });
}

export const config = {
  path: '/api/*',
  // Netlify's own rate limit, counted across every instance of the function (the handler's limit counts per
  // instance only): 60 requests per client IP and minute, answered with 429 before the function runs.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
