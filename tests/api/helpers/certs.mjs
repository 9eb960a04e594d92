/**
 * Certificates made at test time with openssl (Debian installs it by default): a self-signed certificate, and a
 * test CA with server certificates it signs. The CA is trusted only by API servers the tests start with
 * NODE_EXTRA_CA_CERTS pointing at it (or by the `ca` option of the handler), never by the machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {string[]} args @param {string} cwd */
const openssl = (args, cwd) => execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * @typedef {object} TestCerts
 * @property {string} dir
 * @property {string} caFile path of the test CA certificate (PEM)
 * @property {string} ca the test CA certificate (PEM)
 * @property {(name: string, options: { altNames: string, days: number }) => { key: string, cert: string }} issue
 *   a server certificate signed by the test CA, e.g. altNames "DNS:localhost"
 * @property {(options: { altNames: string, days: number }) => { key: string, cert: string }} selfSigned
 * @property {() => void} remove
 */

/** @returns {TestCerts} */
export function makeTestCerts() {
  const dir = mkdtempSync(join(tmpdir(), 'tester-api-certs-'));
  openssl(
    ['req', '-x509', ...EC_KEY, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '30', '-subj', '/CN=Veebiselge Test CA',
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    dir,
  );
  const read = (/** @type {string} */ file) => readFileSync(join(dir, file), 'utf8');
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    ca: read('ca.pem'),
    issue(name, { altNames, days }) {
      writeFileSync(join(dir, `${name}.ext`), `subjectAltName=${altNames}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
      openssl(['req', ...EC_KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', '/CN=localhost'], dir);
      openssl(['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.pem`,
        '-days', String(days), '-extfile', `${name}.ext`], dir);
      return { key: read(`${name}.key`), cert: read(`${name}.pem`) };
    },
    selfSigned({ altNames, days }) {
      openssl(['req', '-x509', ...EC_KEY, '-keyout', 'self.key', '-out', 'self.pem', '-days', String(days), '-subj', '/CN=localhost',
        '-addext', `subjectAltName=${altNames}`], dir);
      return { key: read('self.key'), cert: read('self.pem') };
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
