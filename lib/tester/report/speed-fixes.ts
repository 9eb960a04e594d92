/**
 * The PageSpeed fixes the tester translates: Lighthouse audit ids (Lighthouse 12 and the insights of Lighthouse 13)
 * with what each means for an owner, in Estonian. Lighthouse has no Estonian of its own, so a fix whose id is not
 * here is counted in the report, never shown in English. Add a row to show another fix.
 */
export interface SpeedFixWords {
  /** What to do, as a short imperative. */
  title: string;
  /** How, in one sentence an owner can pass on. */
  how: string;
}

const images: SpeedFixWords = {
  title: 'Muuda pildid väiksemaks',
  how: 'Salvesta pildid WebP- või AVIF-vormingus ja täpselt nii suurena, kui neid ekraanil näidatakse.',
};
const renderBlocking: SpeedFixWords = {
  title: 'Lase lehel ilmuda enne skriptide ja stiilide laadimist',
  how: 'Laadi mittevajalikud skriptid hiljem (defer) ja too lehe alguse jaoks vajalikud stiilid lehe sisse.',
};
const unusedJs: SpeedFixWords = {
  title: 'Eemalda kasutamata JavaScript',
  how: 'Lülita välja pluginad ja lisad, mida leht ei vaja, või laadi need ainult lehtedel, kus neid kasutatakse.',
};
const serverSpeed: SpeedFixWords = {
  title: 'Kiirenda serveri vastust',
  how: 'Võta kasutusele lehevahemälu (cache) või kiirem majutus, et server saadaks lehe kohe.',
};
const caching: SpeedFixWords = {
  title: 'Lase brauseril faile meeles pidada',
  how: 'Sea piltidele, stiilidele ja skriptidele pikk vahemälu aeg, et korduv külastaja neid uuesti ei laadiks.',
};
const lcpImage: SpeedFixWords = {
  title: 'Laadi lehe suurim pilt kohe',
  how: 'Ära laadi lehe ülaosa põhipilti laisalt (loading="lazy") ja anna sellele kõrge prioriteet (fetchpriority="high").',
};
const legacyJs: SpeedFixWords = {
  title: 'Ära saada tänapäeva brauseritele vana koodi',
  how: 'Ehita skriptid tänapäeva brauseritele, ilma vanade brauserite lisakoodita.',
};
const duplicatedJs: SpeedFixWords = {
  title: 'Eemalda topelt laaditav JavaScript',
  how: 'Sama teek laaditakse mitu korda: jäta alles üks koopia.',
};
const fonts: SpeedFixWords = {
  title: 'Näita teksti juba fondi laadimise ajal',
  how: 'Lisa fontidele font-display: swap, et tekst oleks kohe loetav.',
};
const thirdParties: SpeedFixWords = {
  title: 'Vähenda kolmandate osapoolte skripte',
  how: 'Vaata üle vestlusaknad, reklaami- ja jälgimisskriptid: eemalda need, mida ei kasuta, ülejäänud laadi hiljem.',
};
const mainThread: SpeedFixWords = {
  title: 'Vähenda brauseri tööd lehe avamisel',
  how: 'Liiga palju JavaScripti hoiab telefoni kinni: eemalda või lükka edasi skriptid, mida kohe vaja pole.',
};
const domSize: SpeedFixWords = {
  title: 'Tee leht lihtsamaks',
  how: 'Lehel on väga palju elemente: lühenda pikki menüüsid ja loendeid või jaga sisu mitmele lehele.',
};
const compression: SpeedFixWords = {
  title: 'Paki failid enne saatmist kokku',
  how: 'Lülita serveris sisse gzip- või Brotli-pakkimine (majutuse seadetes või vahemälu pluginas).',
};
const redirects: SpeedFixWords = {
  title: 'Vähenda ümbersuunamisi',
  how: 'Lase külastajal jõuda lehele otse, ilma vaheaadressideta.',
};
const layoutShift: SpeedFixWords = {
  title: 'Hoia lehe osad paigal',
  how: 'Anna piltidele ja reklaamikohtadele mõõdud, et sisu ei hüppaks laadimise ajal.',
};
const unusedCss: SpeedFixWords = {
  title: 'Eemalda kasutamata CSS',
  how: 'Teema ja pluginad laadivad stiile, mida leht ei kasuta: lülita need välja või laadi ainult vajalikud.',
};
const minify: SpeedFixWords = {
  title: 'Tihenda koodifailid',
  how: 'Lülita sisse CSS- ja JavaScript-failide tihendamine (minify), näiteks vahemälu pluginas.',
};
const preconnect: SpeedFixWords = {
  title: 'Loo ühendus teiste serveritega varem',
  how: 'Lisa olulistele välistele aadressidele (fondid, pildiserver) preconnect-vihje.',
};
const totalBytes: SpeedFixWords = {
  title: 'Vähenda lehe kogumahtu',
  how: 'Leht laadib palju megabaite: vähenda pilte, videoid ja skripte.',
};
const animations: SpeedFixWords = {
  title: 'Asenda GIF-animatsioonid videoga',
  how: 'Suur GIF on video kujul mitu korda väiksem.',
};

/** Audit id → words. */
export const SPEED_FIX_WORDS: Readonly<Record<string, SpeedFixWords>> = {
  // Lighthouse 13 insights
  'image-delivery-insight': images,
  'render-blocking-insight': renderBlocking,
  'document-latency-insight': serverSpeed,
  'cache-insight': caching,
  'lcp-discovery-insight': lcpImage,
  'legacy-javascript-insight': legacyJs,
  'duplicated-javascript-insight': duplicatedJs,
  'font-display-insight': fonts,
  'third-parties-insight': thirdParties,
  'dom-size-insight': domSize,
  'cls-culprits-insight': layoutShift,
  'forced-reflow-insight': mainThread,
  'network-dependency-tree-insight': preconnect,
  // Lighthouse 12 audits
  'uses-optimized-images': images,
  'modern-image-formats': images,
  'uses-responsive-images': images,
  'offscreen-images': images,
  'render-blocking-resources': renderBlocking,
  'unused-javascript': unusedJs,
  'server-response-time': serverSpeed,
  'uses-long-cache-ttl': caching,
  'prioritize-lcp-image': lcpImage,
  'lcp-lazy-loaded': lcpImage,
  'legacy-javascript': legacyJs,
  'duplicated-javascript': duplicatedJs,
  'font-display': fonts,
  'third-party-summary': thirdParties,
  'bootup-time': mainThread,
  'mainthread-work-breakdown': mainThread,
  'dom-size': domSize,
  'uses-text-compression': compression,
  redirects,
  'layout-shifts': layoutShift,
  'unused-css-rules': unusedCss,
  'unminified-css': minify,
  'unminified-javascript': minify,
  'uses-rel-preconnect': preconnect,
  'total-byte-weight': totalBytes,
  'efficient-animated-content': animations,
};

export const speedFixWords = (id: string): SpeedFixWords | null => (Object.hasOwn(SPEED_FIX_WORDS, id) ? SPEED_FIX_WORDS[id] : null);
