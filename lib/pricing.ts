/**
 * The prices of the pricing calculator and everything said about them, defined once: the calculator island, the
 * home JSON-LD offer, the FAQ, the articles and the unit tests all read them from this module. One module per
 * concern behind it:
 * - lib/price-model.ts: the types, platforms and options with their prices, the total, the range;
 * - lib/pricing-claims.ts: delivery times, the "from" prices quoted in prose, the contract's terms;
 * - lib/calculator-texts.ts: every line the calculator shows for a choice, and the costs besides the price;
 * - lib/quote-query.ts: the choice carried to the contact form (its query and its starting message).
 * The VAT rule is lib/vat.ts and the upkeep plans lib/upkeep.ts.
 * Their texts are in the built language: each is written in place as `EN ? English : Estonian` (lib/i18n/locale.ts),
 * so the calculator's chunk carries one language; every number in them comes from the constants of the price model.
 */
export * from '@/lib/price-model';
export * from '@/lib/pricing-claims';
export * from '@/lib/calculator-texts';
export * from '@/lib/quote-query';

// The VAT rule is lib/vat.ts (upkeep, lib/upkeep.ts, quotes it too); the price model's users read it from here.
export { formatPrice, grossPrice, VAT, VAT_MARK, VAT_NOTE, VAT_REVERSE_CHARGE, VAT_WORDS, vatLine } from '@/lib/vat';
