import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { LOCALE } from '@/lib/i18n/locale';
import { formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { englishIn, estonianIn } from '@/tests/language';
import { COVER_PRICES } from '@/scripts/assets/blog/illustrations.mjs';

/**
 * The site's share card (scripts/assets/og-image.html, drawn into public/og-image.png and public/og-image-en.png by
 * scripts/assets/render.sh og) in the language of the test's project: its prices are the price model's "from"
 * prices with the VAT rule, written as the site writes them, and its words are that language's only.
 */
export function checkShareCard(): void {
  const html = readFileSync('scripts/assets/og-image.html', 'utf8');
  const json = /<script type="application\/json" id="texts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the card keeps its texts in <script id="texts">').toBeDefined();
  const texts = JSON.parse(json!)[LOCALE] as { title: string[]; offer: [string, string][]; meta: string[] };
  expect(texts.offer.map(([, price]) => price)).toEqual([formatPrice(PRICE_CLAIMS.onePageFrom), formatPrice(PRICE_CLAIMS.webShopFrom)]);
  const words = [...texts.title, ...texts.offer.flat(), ...texts.meta].join(' ');
  expect(LOCALE === 'en' ? estonianIn(words) : englishIn(words)).toEqual([]);
  // The WordPress article's cover quotes the same model's "from" prices (scripts/assets/blog/illustrations.mjs).
  expect(COVER_PRICES).toEqual([PRICE_CLAIMS.onePageFrom, PRICE_CLAIMS.customFrom, PRICE_CLAIMS.webShopFrom]);
}
