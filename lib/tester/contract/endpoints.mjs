/**
 * The contract's endpoints (lib/tester/contract.mjs): where the API lives, the server's limits and the browser's
 * timeouts, and the table of every endpoint (methods, query, whether it is guarded, its answer's schema).
 */
import { dnsAnswer, healthAnswer, inspectAnswer, pageSpeedAnswer, validateAnswer } from './answers.mjs';

/** Where the API lives on the site's own host (NEXT_PUBLIC_TESTER_API may point elsewhere). */
export const API_PREFIX = '/api';

/**
 * What the browser waits beyond the server's own limit for the answer to travel (a cold serverless start, a slow
 * phone connection): the client's timeout of an endpoint is always its server's plus this.
 */
export const TRANSIT_MS = 5_000;

/** The server's limits, in ms: one request's whole outbound work, and the two outside services. */
export const SERVER_TIMEOUTS = Object.freeze({
  /** One API request's outbound work, DNS and redirects included. */
  total: 15_000,
  /** PageSpeed Insights: a Lighthouse run takes 20-50 s. */
  pageSpeed: 55_000,
  /** The W3C Nu HTML checker fetches the page itself and answers within seconds. */
  validator: 15_000,
});

/**
 * @typedef {object} Endpoint
 * @property {readonly ('GET' | 'HEAD')[]} methods
 * @property {readonly string[]} query the query parameters it reads
 * @property {boolean} guarded counted by the per-client rate limit and refused when the API asks itself (a loop)
 * @property {number | null} serverMs the server's limit for its work (null: none, it answers at once)
 * @property {number} clientMs how long the browser waits for the answer: the server's limit plus TRANSIT_MS
 * @property {import('zod/mini').ZodMiniType | null} answer the schema of its JSON answer (null: the proxy passes the site's bytes)
 */

/**
 * @template {import('zod/mini').ZodMiniType | null} A
 * @param {Omit<Endpoint, 'clientMs' | 'answer'> & { clientMs?: number, answer: A }} endpoint
 * @returns {Omit<Endpoint, 'answer'> & { answer: A }}
 */
const endpoint = (endpoint) => ({
  ...endpoint,
  clientMs: endpoint.clientMs ?? (endpoint.serverMs ?? 0) + TRANSIT_MS,
});

/**
 * Every endpoint of the API, under API_PREFIX. The proxy's answer is the tested site's own (status and body,
 * its type in X-Upstream-Content-Type); the others answer JSON.
 */
export const ENDPOINTS = Object.freeze({
  /** { ok: true }: tells the tester the API is there. Short: a missing API must cost the run little. */
  health: endpoint({ methods: ['GET'], query: [], guarded: false, serverMs: null, clientMs: 4_000, answer: healthAnswer }),
  /**
   * The target's status and body (a drop-in for the CORS proxy prefix). Each check that reads through it waits
   * at most its own time (lib/tester/engine/deps.ts, TIMEOUTS), which is never longer than this.
   */
  proxy: endpoint({ methods: ['GET', 'HEAD'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: null }),
  inspect: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: inspectAnswer }),
  pagespeed: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.pageSpeed, answer: pageSpeedAnswer }),
  validate: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.validator, answer: validateAnswer }),
  /** The domain of the target's host in DNS, asked of the API's resolver (TESTER_DNS_SERVER). */
  dns: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: dnsAnswer }),
});

/** @typedef {keyof typeof ENDPOINTS} EndpointName */
/** @typedef {'inspect' | 'pagespeed' | 'validate' | 'dns'} JsonEndpointName endpoints the browser calls for a target's JSON */

/** @param {string} name @returns {name is EndpointName} */
export const isEndpointName = (name) => Object.hasOwn(ENDPOINTS, name);

/**
 * The address of an endpoint, for a target: "/api/inspect?url=https%3A%2F%2Fnaide.ee".
 * @param {string} base the API's base address without a trailing slash ("/api" or "https://api.example.ee/api")
 * @param {EndpointName} name @param {string} [target]
 */
export const endpointUrl = (base, name, target) => `${base}/${name}${target === undefined ? '' : `?url=${encodeURIComponent(target)}`}`;
