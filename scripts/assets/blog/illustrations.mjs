/**
 * One SVG illustration per article cover (600×630 area on the right of the card), keyed by the Estonian slug
 * (an English article of content/blog-en/ uses its Estonian article's, through `translationOf`).
 * Pure shapes in the brand palette: no photos, no third-party logos. The few words drawn inside them come from
 * TEXTS in the cover's language, so an English cover carries no Estonian word.
 */
const B = { 50: '#eef4ff', 100: '#dbe6fe', 200: '#bfd3fe', 300: '#93b4fd', 400: '#608bfa', 500: '#3b66f5', 600: '#2548e0', 700: '#1d38b8', 800: '#1e3394', 900: '#1e2f75' };
const AMBER = '#fbbf24';
const GREEN = '#34d399';
const RED = '#f87171';

const browser = (x, y, w, h, inner, fill = '#fff') => `
  <g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="22" fill="${fill}" filter="url(#shadow)"/>
    <rect width="${w}" height="44" rx="22" fill="${B[100]}"/><rect y="22" width="${w}" height="22" fill="${B[100]}"/>
    <circle cx="26" cy="22" r="6" fill="${RED}"/><circle cx="46" cy="22" r="6" fill="${AMBER}"/><circle cx="66" cy="22" r="6" fill="${GREEN}"/>
    <g transform="translate(0 44)">${inner}</g>
  </g>`;

const lines = (x, y, widths, gap = 22, color = B[100], h = 10) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('');

/** The words inside the illustrations, per cover language (a build script: nothing here reaches a browser). */
const TEXTS = {
  et: {
    platforms: ['WordPress', 'Eritellimus', 'Shopify'],
    from: 'alates',
    searchQuery: 'kodulehe tegemine Tartu',
    firstResult: 'Sinu ettevõte – koduleht',
    partFilters: ['Mark', 'Mudel', 'Aasta'],
    revenue: 'Müügitulu',
    revenuePeriod: 'enne ja kaks kuud hiljem',
    loadTime: 'lehe avanemise aeg',
    price: (amount) => `${amount}\u00a0€`,
    vat: '+ km',
  },
  en: {
    platforms: ['WordPress', 'Custom-built', 'Shopify'],
    from: 'from',
    searchQuery: 'web design Tallinn',
    firstResult: 'Your company – website',
    partFilters: ['Make', 'Model', 'Year'],
    revenue: 'Revenue',
    revenuePeriod: 'before and two months later',
    loadTime: 'page load time',
    price: (amount) => `€${amount}`,
    vat: '+ VAT',
  },
};

/**
 * The "from" prices on the WordPress article's cover: a simple WordPress site, a custom-built one, a shop (the
 * price model's, lib/pricing.ts; tests/unit/seo/share-card.ts checks them), written as each language writes them.
 */
export const COVER_PRICES = [495, 595, 995];

/** The illustrations with their words in `lang` ('et' or 'en'), keyed by the Estonian article's slug. */
export function illustrationsFor(lang = 'et') {
  const t = TEXTS[lang];
  if (!t) throw new Error(`No illustration texts for language "${lang}" (known: ${Object.keys(TEXTS).join(', ')})`);
  return {
  'wordpress-plussid-miinused-ja-alternatiivid': `
    ${[0, 1, 2].map((i) => {
      const labels = t.platforms;
      const prices = COVER_PRICES.map(t.price);
      const x = 40 + i * 178;
      const lift = i === 1 ? -26 : 0;
      return `<g transform="translate(${x} ${150 + lift})">
        <rect width="160" height="330" rx="22" fill="#fff" filter="url(#shadow)"/>
        <circle cx="80" cy="70" r="36" fill="${i === 1 ? B[600] : B[100]}"/>
        <text x="80" y="80" text-anchor="middle" font-size="30" font-weight="800" fill="${i === 1 ? '#fff' : B[700]}">${['W', '&lt;/&gt;', 'S'][i]}</text>
        <text x="80" y="140" text-anchor="middle" font-size="19" font-weight="700" fill="#0f172a">${labels[i]}</text>
        <text x="80" y="168" text-anchor="middle" font-size="15" fill="#475569">${t.from}</text>
        <text x="80" y="200" text-anchor="middle" font-size="28" font-weight="800" fill="${B[700]}">${prices[i]}</text>
        <text x="80" y="224" text-anchor="middle" font-size="15" fill="#475569">${t.vat}</text>
        ${lines(30, 252, [100, 80, 90], 22, B[100], 9)}
      </g>`;
    }).join('')}`,

  'mis-on-seo-ja-milleks-seda-vaja-on': browser(40, 110, 520, 420, `
    <rect x="30" y="30" width="460" height="54" rx="27" fill="${B[50]}" stroke="${B[200]}" stroke-width="2"/>
    <circle cx="62" cy="57" r="11" fill="none" stroke="${B[600]}" stroke-width="4"/><path d="m70 65 9 9" stroke="${B[600]}" stroke-width="4" stroke-linecap="round"/>
    <text x="92" y="64" font-size="20" fill="#334155">${t.searchQuery}</text>
    <rect x="30" y="108" width="460" height="92" rx="16" fill="${B[600]}"/>
    <text x="52" y="142" font-size="15" font-weight="700" fill="${B[100]}">1.</text>
    <text x="76" y="142" font-size="19" font-weight="700" fill="#fff">${t.firstResult}</text>
    ${lines(76, 160, [300, 220], 18, B[400], 8)}
    ${[0, 1].map((i) => `<g transform="translate(30 ${222 + i * 72})"><text x="22" y="26" font-size="15" font-weight="700" fill="#64748b">${i + 2}.</text>${lines(46, 14, [260, 180], 20, B[100], 9)}</g>`).join('')}`),

  'mopeediosade-e-pood-uus-veebileht-ja-kaks-korda-rohkem-tellimusi': `
    ${browser(40, 120, 520, 400, `
      <rect x="24" y="24" width="472" height="52" rx="14" fill="${B[50]}"/>
      ${t.partFilters.map((label, i) => `<g transform="translate(${36 + i * 152} 34)"><rect width="140" height="32" rx="9" fill="#fff" stroke="${B[200]}"/><text x="14" y="22" font-size="15" fill="#334155">${label}</text><path d="m118 13 6 6 6-6" fill="none" stroke="${B[600]}" stroke-width="2.5"/></g>`).join('')}
      ${[0, 1, 2].map((i) => `<g transform="translate(${24 + i * 160} 100)"><rect width="148" height="200" rx="16" fill="#fff" stroke="${B[100]}" stroke-width="2"/>
        <rect x="14" y="14" width="120" height="90" rx="10" fill="${B[50]}"/>
        <circle cx="${50}" cy="78" r="14" fill="none" stroke="${B[600]}" stroke-width="5"/><circle cx="${98}" cy="78" r="14" fill="none" stroke="${B[600]}" stroke-width="5"/>
        <path d="M50 78h22l12-26h14M72 78l-8-22h-12" fill="none" stroke="${B[700]}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
        ${lines(14, 120, [110, 70], 20, B[100], 9)}
        <rect x="14" y="160" width="80" height="26" rx="8" fill="${B[600]}"/></g>`).join('')}`)}
    <g transform="translate(420 70)"><rect width="150" height="76" rx="20" fill="${AMBER}" filter="url(#shadow)"/><text x="75" y="48" text-anchor="middle" font-size="30" font-weight="800" fill="#422006">2× ↑</text></g>`,

  'kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab': `
    <g transform="translate(40 110)">
      <rect width="520" height="420" rx="26" fill="#fff" filter="url(#shadow)"/>
      <text x="36" y="58" font-size="20" font-weight="700" fill="#0f172a">${t.revenue}</text>
      <text x="36" y="84" font-size="15" fill="#64748b">${t.revenuePeriod}</text>
      ${[40, 46, 42, 52, 88, 118, 132].map((h, i) => {
        const height = h * 1.75;
        return `<rect x="${44 + i * 66}" y="${370 - height}" width="44" height="${height}" rx="10" fill="${i < 4 ? B[200] : B[600]}"/>`;
      }).join('')}
      <path d="M66 ${370 - 40 * 1.75 - 18} C 200 ${370 - 50 * 1.75 - 30}, 300 ${370 - 70 * 1.75}, 460 ${370 - 132 * 1.75 - 24}" fill="none" stroke="${AMBER}" stroke-width="6" stroke-linecap="round"/>
      <rect x="340" y="30" width="150" height="70" rx="18" fill="${B[700]}"/>
      <text x="415" y="78" text-anchor="middle" font-size="40" font-weight="800" fill="#fff">3×</text>
    </g>`,

  'miks-veebilehe-kiirus-otsustab-edu': `
    <g transform="translate(300 340)">
      <circle r="230" fill="#fff" filter="url(#shadow)"/>
      <path d="M-180 60 A 190 190 0 0 1 -150 -116" fill="none" stroke="${RED}" stroke-width="34" stroke-linecap="round"/>
      <path d="M-124 -142 A 190 190 0 0 1 60 -180" fill="none" stroke="${AMBER}" stroke-width="34" stroke-linecap="round"/>
      <path d="M96 -164 A 190 190 0 0 1 180 60" fill="none" stroke="${GREEN}" stroke-width="34" stroke-linecap="round"/>
      <path d="M0 0 L 118 -98" stroke="${B[800]}" stroke-width="14" stroke-linecap="round"/>
      <circle r="26" fill="${B[700]}"/>
      <text y="112" text-anchor="middle" font-size="64" font-weight="800" fill="#0f172a">&lt; 3 s</text>
      <text y="150" text-anchor="middle" font-size="20" fill="#475569">${t.loadTime}</text>
    </g>`,

  'mis-peletab-kliente-eemale-veebilehe-analuus': `
    ${browser(40, 110, 440, 400, `
      <rect x="26" y="26" width="388" height="130" rx="16" fill="${B[50]}"/>
      ${lines(50, 56, [250, 180], 28, B[300], 14)}
      <rect x="50" y="116" width="120" height="26" rx="9" fill="${B[600]}"/>
      ${lines(26, 184, [388, 340, 360, 300], 26, B[100], 10)}
      <g transform="translate(300 250)"><circle r="16" fill="${RED}"/><text y="7" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">!</text></g>
      <g transform="translate(190 92)"><circle r="16" fill="${RED}"/><text y="7" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">!</text></g>`)}
    <g transform="translate(420 330)">
      <circle r="92" fill="${B[50]}" fill-opacity="0.55" stroke="${B[700]}" stroke-width="18"/>
      <path d="M64 64 L 140 140" stroke="${B[800]}" stroke-width="30" stroke-linecap="round"/>
    </g>`,
};
}
