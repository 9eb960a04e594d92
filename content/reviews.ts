import { z } from 'zod';
import { contentList } from '@/lib/content';

/** Highest rating on the scale (ratings are 1-5). */
export const RATING_MAX = 5;

const reviewSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string().min(40),
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  /** The client company's logo (shown with the review, so each review shows its company; never a person's photo). */
  image: z.string().startsWith('/images/clients/'),
  rating: z.number().int().min(1).max(RATING_MAX),
});

export type Review = z.infer<typeof reviewSchema>;

/**
 * The fixed list of four client reviews shown in #reviews (fictional clients). The reviewers carry plausible but
 * uncommon Estonian surnames, not the most common ones (Tamm, Saar, Sepp, Mägi, Kask, …) that read as placeholders.
 */
export const reviews: readonly Review[] = contentList(reviewSchema, 'id', 'content/reviews.ts').parse([
  {
    id: 'kadri',
    text:
      'Meie e-pood oli nii aeglane, et kliendid jätsid ostukorvi pooleli. Pärast optimeerimist avaneb pood telefonis silmapilkselt ja juba teisel kuul oli müük kolm korda suurem. Kõik käis täpselt nii lihtsalt, nagu lubati.',
    name: 'Kadri Haavel',
    role: 'Asutaja',
    company: 'Elujõud',
    image: '/images/clients/elujoud.svg',
    rating: 5,
  },
  {
    id: 'andres',
    text:
      'Meil on tuhandeid varuosi ja kartsin, et nende e-poodi viimine võtab kuid. Valmis sai kahe nädalaga, kliendid leiavad õige osa mudeli järgi ise üles ja telefonikõnesid on poole vähem.',
    name: 'Andres Vahtra',
    role: 'Juhataja',
    company: 'Mopeedikoda',
    image: '/images/clients/mopeedikoda.svg',
    rating: 5,
  },
  {
    id: 'maarja',
    text:
      'Sain esimesel kohtumisel selge hinna ja ajakava, ilma peidetud lisatasudeta. Koduleht oli valmis viie päevaga ning nüüd tulevad broneeringud otse lehelt, mitte ainult telefoni teel.',
    name: 'Maarja Randoja',
    role: 'Omanik',
    company: 'Kohvik Kaneel',
    image: '/images/clients/kohvik-kaneel.svg',
    rating: 5,
  },
  {
    id: 'tonu',
    text:
      'Kristjan selgitas kõike inimkeeles ega püüdnud mulle midagi üleliigset müüa. Google toob nüüd iga kuu uusi päringuid ja kui midagi on vaja muuta, saan vastuse samal päeval.',
    name: 'Tõnu Kiviloo',
    role: 'Juhataja',
    company: 'Saunameister',
    image: '/images/clients/saunameister.svg',
    rating: 5,
  },
]);
