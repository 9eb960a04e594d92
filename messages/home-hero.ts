import type { ReactNode } from 'react';

/**
 * The home page's first screen (components/home/Hero.tsx): promise, price, time, two buttons, the platforms and a
 * delivered project's picture. The component keeps the markup's classes and passes them in as functions.
 */
export interface HomeHeroMessages {
  /** The h1; `nowrap` keeps its words on one line, `accent` draws them in the brand colour. */
  title: (w: { nowrap: (text: string) => ReactNode; accent: (text: string) => ReactNode }) => ReactNode;
  /** The lead under it: the "from" prices (with the VAT rule) in bold through `strong`, and the usual delivery time. */
  lead: (p: { strong: (text: string) => ReactNode; onePageFrom: string; webShopFrom: string; weeks: string }) => ReactNode;
  /** The second button, to the price calculator (the first is lib/actions.ts's "checklist"). */
  pricing: string;
  /** The name of the list of platforms under the buttons. */
  platforms: string;
  /** The picture's alt text, after what it shows ("Elujõu e-poe avaleht"). */
  imageAlt: (subject: string) => string;
  /** The score badge beside the picture: whose score it is and what it was before ("Elujõu e-pood, enne 32"). */
  scoreBefore: (owner: string, before: number) => string;
  /** The caption's link to the project's story ("Loe Elujõu lugu"). */
  readStory: (companyGenitive: string) => string;
}
