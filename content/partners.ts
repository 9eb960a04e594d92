import { z } from 'zod';
import { contentList } from '@/lib/content';

/** Partners shown in #partners and in the footer. Logos live in public/images/partners/. */
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

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). Names stay. */
const EN = process.env.SITE_LOCALE === 'en';

export const partners: readonly Partner[] = contentList(partnerSchema, 'id', 'content/partners.ts').parse([
  {
    id: 'postipaun',
    name: 'Postipaun',
    logo: '/images/partners/postipaun.svg',
    url: 'https://postipaun.ee',
    description: EN
      ? 'An email marketing platform for newsletters and automated campaigns. A good fit for an online shop that wants its customers to come back.'
      : 'E-posti turunduse platvorm uudiskirjade ja automaatsete kampaaniate jaoks. Sobib hästi e-poele, mis tahab ostjaid tagasi tuua.',
  },
  {
    id: 'pilvemaja',
    name: 'Pilvemaja',
    logo: '/images/partners/pilvemaja.svg',
    fallbackLogo: '/images/partners/pilvemaja-alt.svg',
    url: 'https://pilvemaja.ee',
    description: EN
      ? 'Fast, reliable web hosting on servers in Estonia. Daily backups and local support.'
      : 'Kiire ja töökindel veebimajutus Eesti serverites. Igapäevased varukoopiad ja eestikeelne tugi.',
    specialOffer: {
      text: EN ? 'With the discount code VEEBISELGE your first year of hosting costs less.' : 'Sooduskoodiga VEEBISELGE saad esimese aasta majutuse soodsamalt.',
      highlight: EN ? '20% off your first year' : '–20% esimesel aastal',
      promoUrl: 'https://pilvemaja.ee/?kood=VEEBISELGE',
    },
  },
  {
    id: 'kiirserver',
    name: 'Kiirserver',
    logo: '/images/partners/kiirserver.svg',
    url: 'https://kiirserver.ee',
    description: EN
      ? 'Web hosting and domains for small businesses. Servers tuned for WordPress and a free SSL certificate.'
      : 'Veebimajutus ja domeenid väikeettevõtetele. WordPressi jaoks häälestatud serverid ja tasuta SSL-sertifikaat.',
    specialOffer: {
      text: EN ? 'Use the discount code SELGE10 for money off every hosting plan.' : 'Kasuta sooduskoodi SELGE10 ja saad kõigilt majutuspakettidelt allahindlust.',
      highlight: EN ? '10% off with the code SELGE10' : '–10% koodiga SELGE10',
      promoUrl: 'https://kiirserver.ee/pakkumine?kood=SELGE10',
    },
  },
  {
    id: 'makseliin',
    name: 'Makseliin',
    logo: '/images/partners/makseliin.svg',
    fallbackLogo: '/images/partners/makseliin-alt.svg',
    url: 'https://makseliin.ee',
    description: EN
      ? 'Payments straight from your customers’ online banks and by card, under one contract. The money reaches your account on the next working day.'
      : 'Pangalingid ja kaardimaksed ühe lepinguga. Raha jõuab kontole järgmisel tööpäeval.',
    specialOffer: {
      text: EN ? 'Sign up through us and you pay no monthly fee for the first three months.' : 'Kui liitud meie kaudu, on esimese kolme kuu püsitasu 0 €.',
      highlight: EN ? 'No monthly fee for the first 3 months' : 'Esimesed 3 kuud püsitasud 0 €',
      promoUrl: 'https://makseliin.ee/liitu?partner=veebiselge',
    },
  },
  {
    id: 'osamakse',
    name: 'Osamakse',
    logo: '/images/partners/osamakse.svg',
    url: 'https://osamakse.ee',
    description: EN
      ? 'Buy now, pay later and instalments at your online shop’s checkout. Your customer pays in instalments; you get the full amount straight away.'
      : 'Järelmaks ja osamaksed e-poe ostukorvis. Klient maksab osadena, sina saad kogu summa kohe.',
  },
  {
    id: 'kaardikassa',
    name: 'Kaardikassa',
    logo: '/images/partners/kaardikassa.svg',
    url: 'https://kaardikassa.ee',
    description: EN
      ? 'Card payments, Apple Pay and Google Pay, both in your online shop and at the counter. A clear price list with no hidden fees.'
      : 'Kaardimaksed, Apple Pay ja Google Pay nii e-poes kui ka poeletis. Selge hinnakiri ilma peidetud tasudeta.',
  },
]);
