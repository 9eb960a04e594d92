/**
 * The API's own errors: an HTTP status and a stable machine code, both from the tester's contract
 * (lib/tester/contract.mjs, API_ERRORS). Answered as JSON `{ "error": code }`, for some codes with `status` (an
 * outside service's HTTP status) and `detail` (its own message); the visitor's words for a code are written by
 * the tester's report layer, never here.
 */
import { API_ERRORS } from '../lib/tester/contract.mjs';

/** @typedef {import('../lib/tester/contract.mjs').ApiErrorCode} ApiErrorCode */

export class ApiError extends Error {
  /**
   * @param {ApiErrorCode} code
   * @param {{ detail?: string, retryAfter?: number, answer?: { status?: number, detail?: string } }} [options]
   *   detail is logged, never sent; retryAfter (s) for 429 and 503 busy, sent as Retry-After; answer: what the
   *   JSON answer carries beside the code (an outside service's status and own message).
   */
  constructor(code, options = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERRORS[code];
    this.detail = options.detail;
    this.retryAfter = options.retryAfter;
    this.answer = options.answer;
  }

  /** The JSON body of this error's answer. @returns {import('../lib/tester/contract.mjs').ErrorAnswer} */
  toJSON() {
    return { error: this.code, ...this.answer };
  }
}

/**
 * The ApiError for a failure of an outbound request (a Node network error, an abort, or an ApiError as is). A
 * failed DNS lookup is told apart by api/dns-failure.mjs, where the lookup happens (target.mjs).
 * @param {unknown} error
 * @returns {ApiError}
 */
export function toApiError(error) {
  if (error instanceof ApiError) return error;
  const err = /** @type {{ code?: string, name?: string, message?: string }} */ (error ?? {});
  const detail = `${err.code ?? err.name ?? 'Error'}: ${err.message ?? ''}`;
  if (err.name === 'AbortError' || err.name === 'TimeoutError') return new ApiError('timeout', { detail });
  const code = String(err.code ?? '');
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code) || /certificate/i.test(err.message ?? '')) {
    return new ApiError('tls', { detail });
  }
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_BROTLI_DECOMPRESSION_FAILED' || code === 'HPE_INVALID_CONSTANT') {
    return new ApiError('bad_response', { detail });
  }
  if (code.startsWith('HPE_')) return new ApiError('bad_response', { detail });
  return new ApiError('unreachable', { detail });
}
