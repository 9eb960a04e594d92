/**
 * The outbound work of one API request (api/handler.mjs): every piece of it (DNS lookups, connections, redirects,
 * the TLS probe) holds one outbound slot of the request's client while it runs and ends by the request's deadline,
 * whatever the other side does.
 */
import { untilAborted } from '../limits.mjs';
import { requestOnce } from '../outbound.mjs';

/**
 * One API request's share of the instance: who asked (for the per-client limits), its deadline as a signal and
 * as a time.
 * @typedef {{ client: string | undefined, signal: AbortSignal, until: number }} Call
 */

/**
 * @param {object} options
 * @param {import('../config.mjs').ApiConfig} options.config
 * @param {ReturnType<typeof import('../limits.mjs').createSlots>} options.slots the instance's outbound slots
 * @param {ReturnType<typeof import('../target.mjs').createTargetChecker>} options.checkTarget
 * @param {string | Buffer | Array<string | Buffer>} [options.ca] extra trusted roots (tests)
 */
export function createCallWork({ config, slots, checkTarget, ca }) {
  /**
   * Run `task` holding an outbound slot of the call's client. It ends for the caller at the call's deadline
   * whatever it does, and the slot is given back then at the latest.
   * @template T @param {Call} call @param {() => Promise<T>} task @returns {Promise<T>}
   */
  const withSlot = async (call, task) => {
    const release = slots.acquire({ client: call.client, until: call.until });
    try {
      return await untilAborted(task(), call.signal);
    } finally {
      release();
    }
  };

  /** The target check of a call: its DNS lookup holds a slot and ends by the deadline. @param {Call} call */
  const check = (call) => (/** @type {URL} */ url, /** @type {{ redirect?: boolean }} */ context = {}) =>
    withSlot(call, () => checkTarget(url, { ...context, signal: call.signal }));

  /** @param {Call} call @param {'GET' | 'HEAD'} method @param {'decode' | 'start' | 'none'} body @param {boolean} verifyTls */
  const outbound = (call, method, body, verifyTls) => (/** @type {import('../target.mjs').CheckedTarget} */ target) =>
    withSlot(call, () =>
      requestOnce(target, {
        method,
        body,
        signal: call.signal,
        verifyTls,
        connectTimeoutMs: config.connectTimeoutMs,
        maxBodyBytes: config.maxBodyBytes,
        ca,
      }),
    );

  return { withSlot, check, outbound };
}
