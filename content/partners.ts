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

export const partners: readonly Partner[] = contentList(partnerSchema, 'id', 'content/partners.ts').parse([
  {
    id: 'postipaun',
    name: 'Postipaun',
    logo: '/images/partners/postipaun.svg',
    url: 'https://postipaun.ee',
    description:
      'E-posti turunduse platvorm uudiskirjade ja automaatsete kampaaniate jaoks. Sobib hästi e-poele, mis tahab ostjaid tagasi tuua.',
  },
  {
    id: 'pilvemaja',
    name: 'Pilvemaja',
    logo: '/images/partners/pilvemaja.svg',
    fallbackLogo: '/images/partners/pilvemaja-alt.svg',
    url: 'https://pilvemaja.ee',
    description:
      'Kiire ja töökindel veebimajutus Eesti serverites. Igapäevased varukoopiad ja eestikeelne tugi.',
    specialOffer: {
      text: 'Sooduskoodiga VEEBISELGE saad esimese aasta majutuse soodsamalt.',
      highlight: '–20% esimesel aastal',
      promoUrl: 'https://pilvemaja.ee/?kood=VEEBISELGE',
    },
  },
  {
    id: 'kiirserver',
    name: 'Kiirserver',
    logo: '/images/partners/kiirserver.svg',
    url: 'https://kiirserver.ee',
    description:
      'Veebimajutus ja domeenid väikeettevõtetele. WordPressi jaoks häälestatud serverid ja tasuta SSL-sertifikaat.',
    specialOffer: {
      text: 'Kasuta sooduskoodi SELGE10 ja saad kõigilt majutuspakettidelt allahindlust.',
      highlight: '–10% koodiga SELGE10',
      promoUrl: 'https://kiirserver.ee/pakkumine?kood=SELGE10',
    },
  },
  {
    id: 'makseliin',
    name: 'Makseliin',
    logo: '/images/partners/makseliin.svg',
    fallbackLogo: '/images/partners/makseliin-alt.svg',
    url: 'https://makseliin.ee',
    description:
      'Pangalingid ja kaardimaksed ühe lepinguga. Raha jõuab kontole järgmisel tööpäeval.',
    specialOffer: {
      text: 'Kui liitud meie kaudu, on esimese kolme kuu püsitasu 0 €.',
      highlight: 'Esimesed 3 kuud püsitasud 0 €',
      promoUrl: 'https://makseliin.ee/liitu?partner=veebiselge',
    },
  },
  {
    id: 'osamakse',
    name: 'Osamakse',
    logo: '/images/partners/osamakse.svg',
    url: 'https://osamakse.ee',
    description:
      'Järelmaks ja osamaksed e-poe ostukorvis. Klient maksab osadena, sina saad kogu summa kohe.',
  },
  {
    id: 'kaardikassa',
    name: 'Kaardikassa',
    logo: '/images/partners/kaardikassa.svg',
    url: 'https://kaardikassa.ee',
    description:
      'Kaardimaksed, Apple Pay ja Google Pay nii e-poes kui ka poeletis. Selge hinnakiri ilma peidetud tasudeta.',
  },
]);
