import { z } from 'zod';
import { contentList } from '@/lib/content';

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

/** Highest rating on the scale (ratings are 1-5). */
export const RATING_MAX = 5;

/** Where a client left a review: each review says it ("Google’i arvustus · juuni 2025"). */
export const REVIEW_SOURCES = ['google', 'facebook'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

const reviewSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  text: z.string().min(40),
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  /** The client company's logo (shown with the review, so each review shows its company; never a person's photo). */
  image: z.string().startsWith('/images/clients/'),
  rating: z.number().int().min(1).max(RATING_MAX),
  /** Where the client gave it (sample data: the owner replaces it with the real place, README "Sample data"). */
  source: z.enum(REVIEW_SOURCES),
  /** When the client gave it, YYYY-MM-DD (shown as month and year). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type Review = z.infer<typeof reviewSchema>;

/**
 * The fixed list of four client reviews shown in #reviews (fictional clients). The reviewers carry plausible but
 * uncommon Estonian surnames, not the most common ones (Tamm, Saar, Sepp, Mägi, Kask, …) that read as placeholders.
 * On the English site the quotes and roles are in English (an English reader should understand them); names and
 * companies stay as they are. Each review says where and when it was given: sample data like the rest, dated after
 * the work it speaks of (content/case-studies.ts), which an agency replaces with its real reviews' places and dates.
 * Kadri Haavel, Elujõud's founder, is also the owner the hero picture's shop names (scripts/assets/mockups).
 */
export const reviews: readonly Review[] = contentList(reviewSchema, 'id', 'content/reviews.ts').parse([
  {
    id: 'kadri',
    text: EN
      ? 'Our online shop was so slow that customers abandoned their carts. After the optimisation the shop loads instantly on a phone, and by the second month our sales had tripled. Everything went exactly as smoothly as promised.'
      : 'Meie e-pood oli nii aeglane, et kliendid jätsid ostukorvi pooleli. Pärast optimeerimist avaneb pood telefonis silmapilkselt ja juba teisel kuul oli müük kolm korda suurem. Kõik käis täpselt nii lihtsalt, nagu lubati.',
    name: 'Kadri Haavel',
    role: EN ? 'Founder' : 'Asutaja',
    company: 'Elujõud',
    image: '/images/clients/elujoud.svg',
    rating: 5,
    source: 'google',
    date: '2025-06-04',
  },
  {
    id: 'andres',
    text: EN
      ? 'We stock thousands of spare parts, and I was afraid that getting them into an online shop would take months. It was done in two weeks, customers now find the right part by model on their own, and we get half as many phone calls.'
      : 'Meil on tuhandeid varuosi ja kartsin, et nende e-poodi viimine võtab kuid. Valmis sai kahe nädalaga, kliendid leiavad õige osa mudeli järgi ise üles ja telefonikõnesid on poole vähem.',
    name: 'Andres Vahtra',
    role: EN ? 'Managing Director' : 'Juhataja',
    company: 'Mopeedikoda',
    image: '/images/clients/mopeedikoda.svg',
    rating: 5,
    source: 'google',
    date: '2025-03-20',
  },
  {
    id: 'maarja',
    text: EN
      ? 'At our first meeting I got a clear price and schedule, with no hidden extras. The website was ready in five days, and now bookings come straight through the site, not just by phone.'
      : 'Sain esimesel kohtumisel selge hinna ja ajakava, ilma peidetud lisatasudeta. Koduleht oli valmis viie päevaga ning nüüd tulevad broneeringud otse lehelt, mitte ainult telefoni teel.',
    name: 'Maarja Randoja',
    role: EN ? 'Owner' : 'Omanik',
    company: 'Kohvik Kaneel',
    image: '/images/clients/kohvik-kaneel.svg',
    rating: 5,
    source: 'facebook',
    date: '2025-08-21',
  },
  {
    id: 'tonu',
    text: EN
      ? 'Kristjan explained everything in plain language and never tried to sell me anything I didn’t need. Google now brings us new enquiries every month, and when something needs changing, I get an answer the same day.'
      : 'Kristjan selgitas kõike inimkeeles ega püüdnud mulle midagi üleliigset müüa. Google toob nüüd iga kuu uusi päringuid ja kui midagi on vaja muuta, saan vastuse samal päeval.',
    name: 'Tõnu Kiviloo',
    role: EN ? 'Managing Director' : 'Juhataja',
    company: 'Saunameister',
    image: '/images/clients/saunameister.svg',
    rating: 5,
    source: 'google',
    date: '2025-10-09',
  },
]);
