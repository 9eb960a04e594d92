/**
 * TLS facts of an https target, from one handshake of its own to the checked address: protocol version, the
 * ALPN protocol the server picks when offered h2 (HTTP/2 support), and the certificate (subject, issuer,
 * validity, days left, whether the chain is trusted and whether it names the host). The handshake accepts
 * an untrusted certificate and old protocol versions, so that it can report them.
 */
import { isIP } from 'node:net';
import tls from 'node:tls';
import { ApiError, toApiError } from './errors.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @typedef {object} CertificateInfo
 * @property {string} subject common name (or organisation) of the certificate's subject
 * @property {string} issuer common name (or organisation) of the issuer
 * @property {string[]} altNames DNS names and IP addresses the certificate covers
 * @property {string} validFrom ISO date-time
 * @property {string} validTo ISO date-time
 * @property {number} daysLeft whole days until validTo (negative when expired)
 * @property {boolean} trusted the chain leads to a trusted root and no certificate of it is expired
 * @property {boolean} hostnameMatches the certificate names the host
 * @property {string | null} error OpenSSL's reason when not trusted, e.g. DEPTH_ZERO_SELF_SIGNED_CERT
 */

/**
 * @typedef {object} TlsInfo
 * @property {string | null} protocol e.g. "TLSv1.3"
 * @property {string | null} alpn the protocol the server chose of h2 and http/1.1 (null: no ALPN)
 * @property {string | null} cipher
 * @property {CertificateInfo | null} certificate
 */

/** @param {Record<string, string | string[]> | undefined} name */
const nameOf = (name) => {
  const pick = (/** @type {string | string[] | undefined} */ v) => (Array.isArray(v) ? v[0] : v);
  return pick(name?.CN) ?? pick(name?.O) ?? '';
};

/**
 * @param {tls.PeerCertificate} cert
 * @param {string} hostname
 * @param {{ authorized: boolean, authorizationError: string | null, now: number }} state
 * @returns {CertificateInfo | null}
 */
export function describeCertificate(cert, hostname, state) {
  if (!cert || !cert.valid_to) return null;
  const validTo = new Date(cert.valid_to);
  const validFrom = new Date(cert.valid_from);
  const hostnameMatches = tls.checkServerIdentity(hostname, cert) === undefined;
  // Node also reports a name mismatch as not authorized; the chain itself is then still trusted.
  const chainError = state.authorized || state.authorizationError === 'ERR_TLS_CERT_ALTNAME_INVALID' ? null : state.authorizationError;
  return {
    subject: nameOf(/** @type {any} */ (cert.subject)),
    issuer: nameOf(/** @type {any} */ (cert.issuer)),
    altNames: (cert.subjectaltname ?? '')
      .split(',')
      .map((s) => s.trim().replace(/^(DNS|IP Address):/, ''))
      .filter(Boolean),
    validFrom: validFrom.toISOString(),
    validTo: validTo.toISOString(),
    daysLeft: Math.floor((validTo.getTime() - state.now) / DAY_MS),
    trusted: chainError === null,
    hostnameMatches,
    error: chainError,
  };
}

/**
 * @param {import('./target.mjs').CheckedTarget} target an https target (its port; its checked address)
 * @param {{ signal: AbortSignal, connectTimeoutMs: number, ca?: string | Buffer | Array<string | Buffer>, now?: () => number }} options
 * @returns {Promise<TlsInfo>}
 */
export function probeTls(target, options) {
  const hostname = target.url.hostname.startsWith('[') ? target.url.hostname.slice(1, -1) : target.url.hostname;
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(new ApiError('timeout'));
    /** @type {tls.ConnectionOptions} */
    const connectOptions = {
      host: target.address,
      port: target.port,
      ALPNProtocols: ['h2', 'http/1.1'],
      rejectUnauthorized: false,
      minVersion: 'TLSv1',
      // Let OpenSSL complete a handshake with an outdated server, so that it can be reported as outdated.
      ciphers: 'DEFAULT:@SECLEVEL=0',
    };
    if (!isIP(hostname)) connectOptions.servername = hostname;
    if (options.ca) connectOptions.ca = options.ca;
    const socket = tls.connect(connectOptions);
    let settled = false;
    const onAbort = () => fail(new ApiError('timeout'));
    const timer = setTimeout(() => fail(new ApiError('connect_timeout')), options.connectTimeoutMs);
    /** @param {unknown} error */
    function fail(error) {
      if (settled) return;
      settled = true;
      cleanup();
      reject(toApiError(error));
    }
    function cleanup() {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      socket.destroy();
    }
    options.signal.addEventListener('abort', onAbort, { once: true });
    socket.once('error', fail);
    // A connection closed before the handshake ends is unreachable, even when Node reports no error for it.
    socket.once('close', () => fail(new ApiError('unreachable', { detail: 'closed during the TLS handshake' })));
    socket.once('secureConnect', () => {
      if (settled) return;
      settled = true;
      const cert = socket.getPeerCertificate(false);
      const info = {
        protocol: socket.getProtocol() ?? null,
        alpn: socket.alpnProtocol || null,
        cipher: socket.getCipher()?.name ?? null,
        certificate: describeCertificate(cert, hostname, {
          authorized: socket.authorized,
          authorizationError: socket.authorizationError ? String(socket.authorizationError) : null,
          now: (options.now ?? Date.now)(),
        }),
      };
      cleanup();
      resolve(info);
    });
  });
}
