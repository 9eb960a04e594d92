import { z } from 'zod';
import { contentList } from '@/lib/content';
import { LAYOUT_CLIENTS } from '@messages/layout-clients';

/** Client logos for the two carousels. Logos live in public/images/clients/. */
const clientSchema = z.object({
  name: z.string().min(1),
  logo: z.string().startsWith('/images/clients/'),
  url: z.url(),
});

export type Client = z.infer<typeof clientSchema>;

/** The label of the client logos on every page (spec: the first home carousel is titled so; "Past clients"). */
export const CLIENTS_TITLE = LAYOUT_CLIENTS.title;

const clientList = contentList(clientSchema, 'name', 'content/clients.ts');

export const clientsPrimary: readonly Client[] = clientList.parse([
  { name: 'Mopeedikoda', logo: '/images/clients/mopeedikoda.svg', url: 'https://mopeedikoda.ee' },
  { name: 'Elujõud', logo: '/images/clients/elujoud.svg', url: 'https://elujoud.ee' },
  { name: 'Rattaring', logo: '/images/clients/rattaring.svg', url: 'https://rattaring.ee' },
  { name: 'Saunameister', logo: '/images/clients/saunameister.svg', url: 'https://saunameister.ee' },
  { name: 'Kohvik Kaneel', logo: '/images/clients/kohvik-kaneel.svg', url: 'https://kohvikkaneel.ee' },
  { name: 'Roheline Nurk', logo: '/images/clients/roheline-nurk.svg', url: 'https://rohelinenurk.ee' },
  { name: 'Salong Siid', logo: '/images/clients/salong-siid.svg', url: 'https://salongsiid.ee' },
  { name: 'Kivi & Puu Ehitus', logo: '/images/clients/kivi-ja-puu.svg', url: 'https://kivijapuu.ee' },
  { name: 'Arvel Raamatupidamine', logo: '/images/clients/arvel.svg', url: 'https://arvel.ee' },
]);

export const clientsSecondary: readonly Client[] = clientList.parse([
  { name: 'Metsaonn', logo: '/images/clients/metsaonn.svg', url: 'https://metsaonn.ee' },
  { name: 'Valgusjälg Fotostuudio', logo: '/images/clients/valgusjalg.svg', url: 'https://valgusjalg.ee' },
  { name: 'Mootorimees', logo: '/images/clients/mootorimees.svg', url: 'https://mootorimees.ee' },
  { name: 'Hingus Jooga', logo: '/images/clients/hingus.svg', url: 'https://hingusjooga.ee' },
  { name: 'Kingakoda', logo: '/images/clients/kingakoda.svg', url: 'https://kingakoda.ee' },
  { name: 'Lillepood Kannike', logo: '/images/clients/kannike.svg', url: 'https://lillepoodkannike.ee' },
  { name: 'Tarkus Koolitus', logo: '/images/clients/tarkus.svg', url: 'https://tarkuskoolitus.ee' },
  { name: 'Puhas Kodu', logo: '/images/clients/puhas-kodu.svg', url: 'https://puhaskodu.ee' },
]);
