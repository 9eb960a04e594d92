/**
 * A small DNS stub client for the domain check (api/domain-trust.mjs): one question to one recursive resolver
 * (TESTER_DNS_SERVER, or the system's first name server), over UDP with a fall-back to TCP when the answer is
 * truncated. node:dns cannot ask for DS or DNSKEY records nor read the AD flag, so the messages are written and
 * read with dns-packet.
 *
 * Every question is bounded: one try of at most `timeoutMs`, cancelled by the API request's deadline; an answer
 * is read only from the resolver's address and port, with the question's id and the question itself (anything
 * else on the socket is ignored, as a stub resolver must); at most MAX_TCP_BYTES over TCP (the DNS maximum) and
 * at most MAX_RECORDS records of a section are kept.
 */
import dgram from 'node:dgram';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import dnsPacket from 'dns-packet';
import { ApiError } from './errors.mjs';

/** EDNS payload size we offer (the DNS Flag Day 2020 value): larger answers come over TCP. */
export const UDP_PAYLOAD = 1232;
/** A DNS message over TCP is at most 65535 bytes (its length prefix is two bytes). */
export const MAX_TCP_BYTES = 65_535;
/** Records kept per section: more is never needed to judge a domain, and a hostile zone cannot make us hoard. */
export const MAX_RECORDS = 64;

/** @typedef {{ address: string, port: number, family: 4 | 6 }} DnsServer */

/**
 * @typedef {object} DnsRecord
 * @property {string} name owner name, lower case, without the final dot
 * @property {string} type e.g. 'MX', 'TXT', 'SOA', 'CNAME', 'DS', 'DNSKEY', 'CAA'
 * @property {any} data the record's data as dns-packet decodes it
 */

/**
 * @typedef {object} DnsAnswer
 * @property {string} rcode 'NOERROR', 'NXDOMAIN', 'SERVFAIL'...
 * @property {boolean} ad the resolver validated the answer with DNSSEC (the AD flag)
 * @property {DnsRecord[]} answers
 * @property {DnsRecord[]} authorities
 */

/** @typedef {import('dns-packet').RecordType} RecordType */

/** @typedef {(name: string, type: RecordType, options?: { signal?: AbortSignal, checkingDisabled?: boolean }) => Promise<DnsAnswer>} DnsQuery */

/** @param {string} name */
export const normalName = (name) => name.toLowerCase().replace(/\.$/, '');

/**
 * A question's wire form: recursion desired, the AD bit (RFC 6840 5.7: tell a validating resolver we read it) and
 * EDNS with the DO bit (some resolvers set AD only for it), optionally checking disabled (CD).
 * @param {number} id @param {string} name @param {RecordType} type @param {boolean} checkingDisabled
 */
function question(id, name, type, checkingDisabled) {
  /** @type {import('dns-packet').OptAnswer} */
  const opt = { type: 'OPT', name: '.', udpPayloadSize: UDP_PAYLOAD, flags: dnsPacket.DNSSEC_OK, extendedRcode: 0, ednsVersion: 0, flag_do: true, options: [] };
  return dnsPacket.encode({
    type: 'query',
    id,
    flags: dnsPacket.RECURSION_DESIRED | dnsPacket.AUTHENTIC_DATA | (checkingDisabled ? dnsPacket.CHECKING_DISABLED : 0),
    questions: [{ type, name, class: 'IN' }],
    additionals: [opt],
  });
}

/**
 * The answer to our question, or null when the message is not one (another id, another question, a query).
 * @param {Buffer} message @param {number} id @param {string} name @param {string} type
 * @returns {(DnsAnswer & { truncated: boolean }) | null}
 */
function answerOf(message, id, name, type) {
  let packet;
  try {
    packet = dnsPacket.decode(message);
  } catch {
    // A server may cut an answer that does not fit into UDP mid-record, with TC set: ask again over TCP.
    const truncated = message.length >= 12 && message.readUInt16BE(0) === id && (message[2] & 0x82) === 0x82;
    return truncated ? { rcode: 'NOERROR', ad: false, truncated: true, answers: [], authorities: [] } : null;
  }
  const q = packet.questions?.[0];
  if (packet.type !== 'response' || packet.id !== id || !q || normalName(q.name) !== normalName(name) || q.type !== type) return null;
  /** @param {any[] | undefined} section */
  const records = (section) =>
    (section ?? [])
      .filter((r) => r.type !== 'OPT' && r.type !== 'RRSIG')
      .slice(0, MAX_RECORDS)
      .map((r) => ({ name: normalName(String(r.name)), type: String(r.type), data: r.data }));
  return {
    rcode: String(/** @type {{ rcode?: string }} */ (packet).rcode ?? 'NOERROR'),
    ad: Boolean(packet.flag_ad),
    truncated: Boolean(packet.flag_tc),
    answers: records(packet.answers),
    authorities: records(packet.authorities),
  };
}

/**
 * Ask `server` one question over UDP; on a truncated answer, again over TCP.
 * @param {{ server: DnsServer, timeoutMs: number }} options
 * @returns {DnsQuery}
 */
export function createDnsClient({ server, timeoutMs }) {
  return async (name, type, { signal, checkingDisabled = false } = {}) => {
    if (signal?.aborted) throw new ApiError('timeout', { detail: `DNS ${type} ${name} after the deadline` });
    const id = randomInt(0, 65_536);
    const message = question(id, name, type, checkingDisabled);
    const udp = await exchange(server, message, timeoutMs, signal, 'udp', (m) => answerOf(m, id, name, type));
    if (!udp.truncated) return udp;
    return exchange(server, message, timeoutMs, signal, 'tcp', (m) => answerOf(m, id, name, type));
  };
}

/**
 * @template T
 * @param {DnsServer} server @param {Buffer} message @param {number} timeoutMs @param {AbortSignal | undefined} signal
 * @param {'udp' | 'tcp'} transport @param {(message: Buffer) => T | null} accept
 * @returns {Promise<T>}
 */
function exchange(server, message, timeoutMs, signal, transport, accept) {
  return new Promise((resolve, reject) => {
    /** @type {(() => void)[]} */
    const cleanups = [];
    let settled = false;
    /** @param {() => void} settle */
    const finish = (settle) => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups) cleanup();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new ApiError('dns_failed', { detail: `no answer over ${transport} from ${server.address}:${server.port}` }))), timeoutMs);
    cleanups.push(() => clearTimeout(timer));
    const onAbort = () => finish(() => reject(new ApiError('timeout', { detail: 'DNS question cut at the deadline' })));
    signal?.addEventListener('abort', onAbort, { once: true });
    cleanups.push(() => signal?.removeEventListener('abort', onAbort));
    /** @param {unknown} error */
    const fail = (error) => finish(() => reject(new ApiError('dns_failed', { detail: `${transport}: ${String(/** @type {Error} */ (error)?.message ?? error)}` })));

    if (transport === 'udp') {
      const socket = dgram.createSocket(server.family === 6 ? 'udp6' : 'udp4');
      cleanups.push(() => socket.close());
      socket.on('error', fail);
      socket.on('message', (data, from) => {
        if (from.port !== server.port || normalName(from.address) !== normalName(server.address)) return;
        const answer = accept(data);
        if (answer !== null) finish(() => resolve(answer));
      });
      socket.send(message, server.port, server.address, (error) => error && fail(error));
      return;
    }

    const socket = net.connect({ host: server.address, port: server.port, family: server.family });
    cleanups.push(() => socket.destroy());
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('closed before an answer')));
    /** @type {Buffer[]} */
    const chunks = [];
    let length = 0;
    /** The answer's size from its two-byte prefix, once read; the body is joined once, when it is all there. */
    let size = -1;
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      length += chunk.length;
      if (size < 0 && length >= 2) size = (chunks.length === 1 ? chunk : Buffer.concat(chunks)).readUInt16BE(0);
      if (size < 0 || length < size + 2) return;
      const answer = accept(Buffer.concat(chunks).subarray(2, size + 2));
      if (answer === null) return fail(new Error('not an answer to our question'));
      finish(() => resolve(answer));
    });
    const prefix = Buffer.alloc(2);
    prefix.writeUInt16BE(message.length);
    socket.write(Buffer.concat([prefix, message]));
  });
}
