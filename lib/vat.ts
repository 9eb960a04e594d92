/**
 * Value added tax: one rule for every price of the site (calculator, hero, FAQ, articles, upkeep, JSON-LD).
 * Our prices are quoted without VAT: the buyers are businesses, and a VAT-registered one deducts the tax, so the
 * net price is what the site costs it. The calculator also shows the total with Estonian VAT, for a buyer who pays
 * it in full; a business in another EU country with a VAT number is invoiced without Estonian VAT under the reverse
 * charge, which the English site (whose buyers are often abroad) says beside every such total. Change `included`
 * and every text and the structured data follow. Texts in the built language (lib/i18n/locale.ts).
 */
import { formatEuro } from '@/lib/format';

/** The English build (written in place, so the minifier keeps one language). */
const EN = process.env.SITE_LOCALE === 'en';

export const VAT = { rate: 24, included: false } as const;

/** "Hinnad ei sisalda käibemaksu (24%)." ("Prices exclude Estonian VAT (24%).") */
export const VAT_NOTE = EN
  ? VAT.included ? `Prices include Estonian VAT (${VAT.rate}%).` : `Prices exclude Estonian VAT (${VAT.rate}%).`
  : VAT.included ? `Hinnad sisaldavad käibemaksu (${VAT.rate}%).` : `Hinnad ei sisalda käibemaksu (${VAT.rate}%).`;

/**
 * The one line for a buyer outside Estonia: an EU business with a VAT number is invoiced without Estonian VAT
 * (reverse charge, the buyer accounts for the VAT in its own country).
 */
export const VAT_REVERSE_CHARGE = EN
  ? 'A business in another EU country with a VAT number is invoiced without Estonian VAT, under the reverse charge.'
  : 'Teise ELi riigi käibemaksukohustuslasele esitame arve ilma Eesti käibemaksuta (pöördmaksustamine).';

/** Written right after a price: "495 € + km" ("€495 + VAT"). */
export const VAT_MARK = EN ? (VAT.included ? 'incl. VAT' : '+ VAT') : VAT.included ? 'koos km-ga' : '+ km';
/** "ilma käibemaksuta" (what a screen reader hears after a price; "excluding VAT"). */
export const VAT_WORDS = EN ? (VAT.included ? 'including VAT' : 'excluding VAT') : VAT.included ? 'koos käibemaksuga' : 'ilma käibemaksuta';

/** "495 € + km": a price with the VAT rule. */
export function formatPrice(amount: number): string {
  return `${formatEuro(amount)} ${VAT_MARK}`;
}

/** The price a buyer pays with VAT, to the cent. */
export function grossPrice(amount: number): number {
  return VAT.included ? amount : Math.round(amount * (100 + VAT.rate)) / 100;
}

/**
 * The line under a total: "Koos käibemaksuga 1791,80 €." ("With Estonian VAT: €1,791.80.") or "Sisaldab
 * käibemaksu (24%) 279,84 €.".
 */
export function vatLine(amount: number): string {
  if (VAT.included) {
    const tax = formatEuro(Math.round((amount - amount / (1 + VAT.rate / 100)) * 100) / 100);
    return EN ? `Includes ${tax} Estonian VAT (${VAT.rate}%).` : `Sisaldab käibemaksu (${VAT.rate}%) ${tax}.`;
  }
  return EN ? `With Estonian VAT: ${formatEuro(grossPrice(amount))}.` : `Koos käibemaksuga ${formatEuro(grossPrice(amount))}.`;
}

/**
 * Everything the calculator says about VAT under a total: the rule, the total with VAT and, on the English site,
 * who pays no Estonian VAT at all, so that the total with VAT is never read as every buyer's price.
 */
export function vatTexts(amount: number): string {
  return EN ? `${VAT_NOTE} ${vatLine(amount)} ${VAT_REVERSE_CHARGE}` : `${VAT_NOTE} ${vatLine(amount)}`;
}
