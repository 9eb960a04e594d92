import { z } from 'zod';
import { contentList } from '@/lib/content';
import { HOME_PARTNERS } from '@messages/home-partners';

/**
 * Partners shown in #partners and in the footer. Logos live in public/images/partners/. Their facts are here (names
 * stay in every language); what each does and its offer's terms are each language's words
 * (messages/<language>/home-partners.ts, by the partner's id), joined below.
 */
const partnerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  logo: z.string().startsWith('/images/'),
  /** Shown when the main logo fails to load (spec: alternate logo files). */
  fallbackLogo: z.string().startsWith('/images/').optional(),
  url: z.url(),
  description: z.string().min(1),
  specialOffer: z
    .object({
      text: z.string().min(1),
      highlight: z.string().min(1),
      promoUrl: z.url().optional(),
    })
    .optional(),
});

export type Partner = z.infer<typeof partnerSchema>;

/** A partner's facts: its name, logos and links (an offer's link is `promoUrl`; the offer's words are messages'). */
interface PartnerFacts {
  name: string;
  logo: string;
  fallbackLogo?: string;
  url: string;
  promoUrl?: string;
}

const PARTNERS = {
  postipaun: { name: 'Postipaun', logo: '/images/partners/postipaun.svg', url: 'https://postipaun.ee' },
  pilvemaja: {
    name: 'Pilvemaja',
    logo: '/images/partners/pilvemaja.svg',
    fallbackLogo: '/images/partners/pilvemaja-alt.svg',
    url: 'https://pilvemaja.ee',
    promoUrl: 'https://pilvemaja.ee/?kood=VEEBISELGE',
  },
  kiirserver: {
    name: 'Kiirserver',
    logo: '/images/partners/kiirserver.svg',
    url: 'https://kiirserver.ee',
    promoUrl: 'https://kiirserver.ee/pakkumine?kood=SELGE10',
  },
  makseliin: {
    name: 'Makseliin',
    logo: '/images/partners/makseliin.svg',
    fallbackLogo: '/images/partners/makseliin-alt.svg',
    url: 'https://makseliin.ee',
    promoUrl: 'https://makseliin.ee/liitu?partner=veebiselge',
  },
  osamakse: { name: 'Osamakse', logo: '/images/partners/osamakse.svg', url: 'https://osamakse.ee' },
  kaardikassa: { name: 'Kaardikassa', logo: '/images/partners/kaardikassa.svg', url: 'https://kaardikassa.ee' },
} satisfies Record<string, PartnerFacts>;
export type PartnerId = keyof typeof PARTNERS;

export const partners: readonly Partner[] = contentList(partnerSchema, 'id', 'content/partners.ts').parse(
  (Object.entries(PARTNERS) as [PartnerId, PartnerFacts][]).map(([id, { promoUrl, ...facts }]) => {
    const { description, offer } = HOME_PARTNERS.partners[id];
    return { id, ...facts, description, ...(offer ? { specialOffer: { ...offer, ...(promoUrl ? { promoUrl } : {}) } } : {}) };
  }),
);
