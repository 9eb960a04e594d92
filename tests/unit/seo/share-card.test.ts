import { describe, it } from 'vitest';
import { checkShareCard } from './share-card';

describe("the Estonian site's share card (public/og-image.png)", () => {
  it('quotes the "from" prices of lib/pricing with "+ km", in Estonian', () => checkShareCard());
});
