import type { PartnerId } from '@/content/partners';

/** What a partner does, and its special offer for our clients where it has one. */
export interface PartnerWords {
  description: string;
  /** The offer's terms, and the short line the card shows folded ("–20% esimesel aastal"). */
  offer?: { text: string; highlight: string };
}

/**
 * The partners (content/partners.ts joins these words to their facts by id: names, logos and links stay as they are)
 * and #partners (components/home/Partners.tsx), their cards.
 */
export interface HomePartnersMessages {
  partners: Readonly<Record<PartnerId, PartnerWords>>;
  section: {
    eyebrow: string;
    title: string;
    lead: string;
    /** The card's fold for a partner without an offer (one with an offer shows its highlight). */
    about: string;
    /** The card's link: to the offer, or to the partner's site. */
    useOffer: string;
    learnMore: string;
  };
}
