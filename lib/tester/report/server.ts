/**
 * The report's section "Server ja ühendus" ("Server and connection"): what the tester API saw of the server
 * (redirects, HTTP/2, compression, response times). Shown only for results that have those facts. Each card's
 * words are in the site's language (process.env.SITE_LOCALE, compared in place).
 */
import { formatDuration, formatSize } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import { gradeResponseTime, THRESHOLDS, type Grade } from '@/lib/tester/report/grading';
import { shorten } from '@/lib/tester/engine/http';
import type { ServerFacts } from '@/lib/tester/state/schema';
import { type Assessment, type CardDefinition, type CardBuilder, defineCard } from '@/lib/tester/report/cards';

/**
 * A card of what the tester API saw of the server. Built only for results that have those facts (the server
 * section's `when`).
 */
function serverCard<K extends string, F>(
  definition: Omit<CardDefinition<K, F>, 'assess'> & { assess: (server: ServerFacts) => Assessment<K, F> },
): CardBuilder {
  return defineCard<K, F>({ ...definition, assess: (r) => definition.assess(r.server as ServerFacts) });
}

const ADDRESS_MAX = 70;

type RedirectFacts = { from: string; to: string; status: string; hops: number; chain: string };

/** "Avaleht suunab ühe korra: https://naide.ee → https://www.naide.ee/." */
const chainInWords = ({ hops, chain }: RedirectFacts) =>
  process.env.SITE_LOCALE === 'en'
    ? hops === 0
      ? 'The home page opens without a redirect.'
      : `The home page redirects ${hops === 1 ? 'once' : `${hops} times`}: ${chain}.`
    : hops === 0 ? 'Avaleht avaneb ilma edasisuunamiseta.' : `Avaleht suunab ${hops === 1 ? 'ühe korra' : `${hops} korda`}: ${chain}.`;
const httpsInWords = ({ from, to, status }: RedirectFacts) =>
  process.env.SITE_LOCALE === 'en' ? `${from} redirects to the secure address ${to}${status}.` : `${from} suunab turvalisele aadressile ${to}${status}.`;

export const REDIRECTS_CARD = serverCard<'good' | 'long' | 'noHttps' | 'httpSilent' | 'notApplicable', RedirectFacts>({
  id: 'redirects',
  title: process.env.SITE_LOCALE === 'en' ? 'Redirects' : 'Suunamised',
  why: process.env.SITE_LOCALE === 'en'
    ? 'If the http address does not redirect to the secure https address, some visitors see the page unencrypted, and every extra redirect makes it open more slowly.'
    : 'Kui http-aadress ei suuna turvalisele https-aadressile, näeb osa külastajaid lehte krüpteerimata ja iga lisasuunamine teeb avanemise aeglasemaks.',
  assess: ({ redirects, httpsRedirect: r }) => {
    const chain = [redirects[0]?.url, ...redirects.map((hop) => hop.location)].filter(Boolean).map((url) => shorten(url as string, ADDRESS_MAX));
    const facts = {
      from: shorten(r.from ?? (process.env.SITE_LOCALE === 'en' ? 'The http address' : 'http-aadress'), ADDRESS_MAX),
      to: shorten(r.to ?? '', ADDRESS_MAX),
      status: r.status ? ` (${r.status})` : '',
      hops: redirects.length,
      chain: chain.join(' → '),
    };
    if (!r.applicable) return { outcome: 'notApplicable', grade: 'info', facts };
    if (!r.reachable) return { outcome: 'httpSilent', grade: 'warning', facts };
    if (!r.redirects) return { outcome: 'noHttps', grade: 'bad', facts };
    if (redirects.length > THRESHOLDS.redirects.warningAbove) return { outcome: 'long', grade: 'warning', facts };
    return { outcome: 'good', grade: 'good', facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    good: { value: 'OK', found: (f) => `${httpsInWords(f)} ${chainInWords(f)}` },
    long: {
      value: ({ hops }) => countLabel(hops, { one: 'redirect', other: 'redirects' }),
      found: (f) =>
        `${chainInWords(f)} Every redirect adds time before the page opens; we recommend at most ${countLabel(THRESHOLDS.redirects.warningAbove, { one: 'redirect', other: 'redirects' })}.`,
      fix: 'Redirect the old address straight to the final address in one step (for example http://example.com → https://www.example.com/).',
    },
    noHttps: {
      value: 'Missing',
      found: ({ from }) => `${from} does not redirect to the https address: anyone who types the address without https sees the page over an unencrypted connection.`,
      fix: 'Ask your hosting provider to add a permanent redirect (301) from the http address to the https address.',
    },
    httpSilent: {
      value: '–',
      found: ({ from }) => `${from} does not answer: anyone who types the address without https may see an error message.`,
      fix: 'Ask your hosting provider to make the http address answer and redirect permanently (301) to the https address.',
    },
    notApplicable: { value: '–', found: (f) => `The redirect from the http address cannot be checked for this address. ${chainInWords(f)}` },
  } : {
    good: { value: 'Korras', found: (f) => `${httpsInWords(f)} ${chainInWords(f)}` },
    long: {
      value: ({ hops }) => countLabel(hops, { one: 'suunamine', other: 'suunamist' }),
      found: (f) => `${chainInWords(f)} Iga suunamine lisab avanemisele aega, soovitame kõige rohkem ${THRESHOLDS.redirects.warningAbove} suunamist.`,
      fix: 'Suuna vana aadress ühe sammuga otse lõplikule aadressile (näiteks http://naide.ee → https://www.naide.ee/).',
    },
    noHttps: {
      value: 'Puudub',
      found: ({ from }) => `${from} ei suuna https-aadressile: kes kirjutab aadressi ilma https-ita, näeb lehte krüpteerimata ühendusega.`,
      fix: 'Palu majutajal lisada püsiv suunamine (301) http-aadressilt https-aadressile.',
    },
    httpSilent: {
      value: '–',
      found: ({ from }) => `${from} ei vasta: kes kirjutab aadressi ilma https-ita, võib näha veateadet.`,
      fix: 'Palu majutajal panna http-aadress vastama ja suunama püsivalt (301) https-aadressile.',
    },
    notApplicable: { value: '–', found: (f) => `Http-aadressi suunamist selle aadressi puhul kontrollida ei saa. ${chainInWords(f)}` },
  },
});

export const HTTP2_CARD = serverCard<'yes' | 'no' | 'unknown', null>({
  id: 'http2',
  title: 'HTTP/2',
  why: process.env.SITE_LOCALE === 'en'
    ? 'HTTP/2 loads the page’s images, styles and scripts at the same time over one connection, so the page opens faster, especially on a phone.'
    : 'HTTP/2 laadib lehe pildid, stiilid ja skriptid korraga ühe ühendusega, nii avaneb leht eriti telefonis kiiremini.',
  assess: ({ http2 }) =>
    http2 === null ? { outcome: 'unknown', grade: 'unknown', facts: null } : { outcome: http2 ? 'yes' : 'no', grade: http2 ? 'good' : 'warning', facts: null },
  say: process.env.SITE_LOCALE === 'en' ? {
    yes: { value: 'Yes', found: 'The server uses the HTTP/2 protocol.' },
    no: {
      value: 'No',
      found: 'The server uses the older HTTP/1.1 protocol: a browser can fetch only a few files at a time over it, so the page loads more slowly.',
      fix: 'Ask your hosting provider to turn on HTTP/2 (usually one option in the server or CDN settings).',
    },
    unknown: { value: '–', found: 'HTTP/2 can only be checked over a secure https connection, and none could be made with this page.' },
  } : {
    yes: { value: 'Olemas', found: 'Server kasutab HTTP/2-protokolli.' },
    no: {
      value: 'Puudub',
      found: 'Server kasutab vanemat HTTP/1.1-protokolli: brauser saab selle kaudu laadida korraga vaid mõnd faili, nii et lehe laadimine võtab kauem aega.',
      fix: 'Palu majutajal lülitada sisse HTTP/2 (enamasti üks valik serveri või CDN-i seadetes).',
    },
    unknown: { value: '–', found: 'HTTP/2 saab kontrollida ainult turvalise https-ühendusega, mida selle lehega ei õnnestunud luua.' },
  },
});

const COMPRESSION_NAMES: Record<string, string> = { br: 'Brotli', gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', zstd: 'Zstandard' };

export const COMPRESSION_CARD = serverCard<'brotli' | 'other' | 'none', { name: string; size: string }>({
  id: 'compression',
  title: process.env.SITE_LOCALE === 'en' ? 'Compression' : 'Pakkimine',
  why: process.env.SITE_LOCALE === 'en'
    ? 'A compressed page travels over the network several times smaller and opens faster on a slow mobile connection.'
    : 'Pakitud leht liigub võrgus mitu korda väiksemana ja avaneb aeglase mobiiliühendusega kiiremini.',
  assess: ({ compression, bodyBytes }) => {
    const facts = { name: compression ? (COMPRESSION_NAMES[compression] ?? compression) : '', size: formatSize(bodyBytes) };
    if (!compression) return { outcome: 'none', grade: 'warning', facts };
    return { outcome: compression === 'br' ? 'brotli' : 'other', grade: 'good', facts };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    brotli: { value: 'Brotli', found: ({ size }) => `The server compresses the page with Brotli, the most efficient common method (the home page HTML is ${size} compressed).` },
    other: { value: ({ name }) => name, found: ({ name, size }) => `The server compresses the page (${name}; the home page HTML is ${size} compressed).` },
    none: {
      value: 'None',
      found: ({ size }) => `The server sends the home page HTML (${size}) uncompressed: it travels over the network several times larger than it needs to.`,
      fix: 'Ask your hosting provider to turn on Brotli or gzip.',
    },
  } : {
    brotli: { value: 'Brotli', found: ({ size }) => `Server pakib lehe Brotliga, kõige tõhusama levinud viisiga (avalehe HTML on pakituna ${size}).` },
    other: { value: ({ name }) => name, found: ({ name, size }) => `Server pakib lehe (${name}, avalehe HTML on pakituna ${size}).` },
    none: {
      value: 'Puudub',
      found: ({ size }) => `Server saadab avalehe HTML-i (${size}) pakkimata: see liigub võrgus mitu korda suuremana kui vaja.`,
      fix: 'Palu majutajal lülitada sisse Brotli või gzip.',
    },
  },
});

const RESPONSE_ADVICE = process.env.SITE_LOCALE === 'en' ? `we recommend under ${formatDuration(THRESHOLDS.responseMs.good)}` : `soovitus on alla ${formatDuration(THRESHOLDS.responseMs.good)}`;

export const RESPONSE_TIME_CARD = serverCard<Grade, { first: string; total: string }>({
  id: 'response-time',
  title: process.env.SITE_LOCALE === 'en' ? 'Server response time' : 'Serveri reageerimisaeg',
  why: process.env.SITE_LOCALE === 'en'
    ? 'If the server takes a long time to think, visitors stare at a blank screen before the page even starts to load.'
    : 'Kui server mõtleb kaua, vaatab külastaja tühja ekraani enne, kui leht üldse laadima hakkab.',
  assess: ({ ttfbMs, totalMs }) => {
    const grade = gradeResponseTime(ttfbMs);
    return { outcome: grade, grade, facts: { first: formatDuration(ttfbMs), total: formatDuration(totalMs) } };
  },
  say: process.env.SITE_LOCALE === 'en' ? {
    good: { value: ({ first }) => first, found: ({ first, total }) => `The server started answering after ${first} and the home page HTML arrived after ${total}: fast.` },
    warning: {
      value: ({ first }) => first,
      found: ({ first, total }) => `The server started answering after ${first} (the home page HTML arrived after ${total}); ${RESPONSE_ADVICE}.`,
      fix: 'Turn on page caching (in WordPress, for example, your host’s own cache or WP Super Cache); if that does not help, ask your hosting provider for a faster server.',
    },
    bad: {
      value: ({ first }) => first,
      found: ({ first, total }) => `The server only started answering after ${first} (the home page HTML arrived after ${total}); ${RESPONSE_ADVICE}.`,
      fix: 'Turn on page caching and ask your hosting provider why the server takes so long; if need be, choose faster hosting.',
    },
  } : {
    good: { value: ({ first }) => first, found: ({ first, total }) => `Server hakkas vastama ${first} pärast ja avalehe HTML jõudis kohale ${total} pärast: kiire.` },
    warning: {
      value: ({ first }) => first,
      found: ({ first, total }) => `Server hakkas vastama ${first} pärast (avalehe HTML jõudis kohale ${total} pärast), ${RESPONSE_ADVICE}.`,
      fix: 'Lülita sisse lehe vahemälu (WordPressis näiteks majutaja oma või WP Super Cache); kui see ei aita, küsi majutajalt kiiremat serverit.',
    },
    bad: {
      value: ({ first }) => first,
      found: ({ first, total }) => `Server hakkas vastama alles ${first} pärast (avalehe HTML jõudis kohale ${total} pärast), ${RESPONSE_ADVICE}.`,
      fix: 'Lülita sisse lehe vahemälu ja küsi majutajalt, miks server nii kaua mõtleb; vajaduse korral vali kiirem majutus.',
    },
  },
});

/** The section's cards, in the order shown. */
export const SERVER_CARDS: CardBuilder[] = [REDIRECTS_CARD, HTTP2_CARD, COMPRESSION_CARD, RESPONSE_TIME_CARD];
