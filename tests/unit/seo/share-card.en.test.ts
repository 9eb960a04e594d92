import { describe, it } from 'vitest';
import { checkShareCard } from './share-card';

describe("the English site's share card (public/og-image-en.png)", () => {
  it('quotes the "from" prices of lib/pricing with "+ VAT", in English', () => checkShareCard());
});
