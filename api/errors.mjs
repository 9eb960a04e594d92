/**
 * The API's own errors: an HTTP status, a stable machine code and a plain Estonian message that the tester can
 * show as it is. Answered as JSON `{ "error": message, "code": code }`. Every code the API answers is defined
 * here, once (the browser reads the codes through lib/tester/api.ts).
 */

/** Every error the API answers, by code. */
export const API_ERRORS = /** @type {const} */ ({
  bad_url: { status: 400, message: 'Aadress puudub või ei ole korrektne http- või https-aadress.' },
  bad_host: {
    status: 400,
    message:
      'Sellist domeeninime ei saa olla: nime osa on tühi, pikem kui 63 märki või algab või lõpeb sidekriipsuga, või on nimi pikem kui 253 märki.',
  },
  credentials: { status: 400, message: 'Aadressis ei tohi olla kasutajanime ega parooli.' },
  port: { status: 400, message: 'Kontrollime ainult tavalisi veebiaadresse (port 80 või 443).' },
  forbidden_address: { status: 400, message: 'Seda aadressi ei saa kontrollida: see ei ole avalik veebileht.' },
  forbidden_redirect: {
    status: 400,
    message: 'Leht suunab edasi aadressile, mida ei saa kontrollida: see ei ole avalik veebileht.',
  },
  own_api: { status: 400, message: 'Testija ei kontrolli iseenda API aadresse.' },
  fetch_only: { status: 403, message: 'Seda aadressi saab kasutada ainult veebilehe testija kaudu, mitte brauseris avada.' },
  not_found: { status: 404, message: 'Sellist API aadressi ei ole.' },
  method: { status: 405, message: 'Lubatud on ainult GET- ja HEAD-päringud.' },
  wrong_host: { status: 421, message: 'See server ei teeninda seda hostinime.' },
  rate_limited: { status: 429, message: 'Liiga palju päringuid, proovi minuti pärast uuesti.' },
  dns: { status: 502, message: 'Sellist aadressi ei leitud: domeeninimi ei vasta.' },
  unreachable: { status: 502, message: 'Lehega ei saadud ühendust.' },
  tls: { status: 502, message: 'Turvalist ühendust ei saanud luua: lehe sertifikaat ei ole kehtiv.' },
  too_many_redirects: { status: 502, message: 'Leht suunab edasi liiga palju kordi (üle 10 korra).' },
  bad_response: { status: 502, message: 'Leht saatis vastuse, mida ei saanud lugeda.' },
  upstream: { status: 502, message: 'Kontrolliteenus vastas veaga.' },
  busy: { status: 503, message: 'Server on praegu hõivatud. Proovi hetke pärast uuesti.' },
  pagespeed_key_missing: { status: 503, message: 'PageSpeed API key is missing in environment variables' },
  connect_timeout: { status: 504, message: 'Lehega ei saadud 5 sekundi jooksul ühendust.' },
  timeout: { status: 504, message: 'Leht ei vastanud 15 sekundi jooksul.' },
  loop: { status: 508, message: 'Päring tuli testijalt endalt: testija ei kutsu iseennast välja.' },
  internal: { status: 500, message: 'Serveris tekkis viga. Proovi hiljem uuesti.' },
});

/**
 * The message of a refusal that says when to try again (429, 503 busy), from its Retry-After in seconds.
 * @param {'rate_limited' | 'busy'} code @param {number} seconds
 */
export function retryMessage(code, seconds) {
  return code === 'busy'
    ? `Server on praegu hõivatud, proovi ${seconds} sekundi pärast uuesti.`
    : `Liiga palju päringuid, proovi ${seconds} sekundi pärast uuesti.`;
}

/** @typedef {keyof typeof API_ERRORS} ApiErrorCode */

export class ApiError extends Error {
  /**
   * @param {ApiErrorCode} code
   * @param {{ message?: string, detail?: string, retryAfter?: number }} [options]
   *   message replaces the standard text; detail is logged, never sent; retryAfter (s) for 429 and 503 busy, sent
   *   as Retry-After (and said in the message).
   */
  constructor(code, options = {}) {
    const retry = options.retryAfter && (code === 'rate_limited' || code === 'busy') ? retryMessage(code, options.retryAfter) : undefined;
    super(options.message ?? retry ?? API_ERRORS[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERRORS[code].status;
    this.detail = options.detail;
    this.retryAfter = options.retryAfter;
  }
}

/** Error codes of getaddrinfo and of c-ares (node:dns Resolver) that mean the name has no usable answer. */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'EREFUSED', 'EBADNAME', 'EBADRESP', 'EFORMERR']);

/**
 * The ApiError for a failure of an outbound request (a Node network error, an abort, or an ApiError as is).
 * @param {unknown} error
 * @returns {ApiError}
 */
export function toApiError(error) {
  if (error instanceof ApiError) return error;
  const err = /** @type {{ code?: string, name?: string, message?: string }} */ (error ?? {});
  const detail = `${err.code ?? err.name ?? 'Error'}: ${err.message ?? ''}`;
  if (err.name === 'AbortError' || err.name === 'TimeoutError') return new ApiError('timeout', { detail });
  const code = String(err.code ?? '');
  if (DNS_CODES.has(code)) return new ApiError('dns', { detail });
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code) || /certificate/i.test(err.message ?? '')) {
    return new ApiError('tls', { detail });
  }
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_BROTLI_DECOMPRESSION_FAILED' || code === 'HPE_INVALID_CONSTANT') {
    return new ApiError('bad_response', { detail });
  }
  if (code.startsWith('HPE_')) return new ApiError('bad_response', { detail });
  return new ApiError('unreachable', { detail });
}
