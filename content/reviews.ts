import { z } from 'zod';
import { contentList } from '@/lib/content';
import { HOME_REVIEWS } from '@messages/home-reviews';

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

/** A review's facts: everything but its id and its words (the quote and the role, messages/home-reviews.ts). */
type ReviewFacts = Omit<Review, 'id' | 'text' | 'role'>;

/**
 * The fixed list of four client reviews shown in #reviews (fictional clients), by id. The reviewers carry plausible but
 * uncommon Estonian surnames, not the most common ones (Tamm, Saar, Sepp, Mägi, Kask, …) that read as placeholders.
 * The quotes and roles are each language's (messages/<language>/home-reviews.ts, by the review's id); names and
 * companies stay as they are. Each review says where and when it was given: sample data like the rest, dated after
 * the work it speaks of (content/case-studies.ts), which an agency replaces with its real reviews' places and dates.
 * Kadri Haavel, Elujõud's founder, is also the owner the hero picture's shop names (scripts/assets/mockups).
 */
const REVIEWS = {
  kadri: {
    name: 'Kadri Haavel',
    company: 'Elujõud',
    image: '/images/clients/elujoud.svg',
    rating: 5,
    source: 'google',
    date: '2025-06-04',
  },
  andres: {
    name: 'Andres Vahtra',
    company: 'Mopeedikoda',
    image: '/images/clients/mopeedikoda.svg',
    rating: 5,
    source: 'google',
    date: '2025-03-20',
  },
  maarja: {
    name: 'Maarja Randoja',
    company: 'Kohvik Kaneel',
    image: '/images/clients/kohvik-kaneel.svg',
    rating: 5,
    source: 'facebook',
    date: '2025-08-21',
  },
  tonu: {
    name: 'Tõnu Kiviloo',
    company: 'Saunameister',
    image: '/images/clients/saunameister.svg',
    rating: 5,
    source: 'google',
    date: '2025-10-09',
  },
} satisfies Record<string, ReviewFacts>;
export type ReviewId = keyof typeof REVIEWS;

export const reviews: readonly Review[] = contentList(reviewSchema, 'id', 'content/reviews.ts').parse(
  (Object.entries(REVIEWS) as [ReviewId, ReviewFacts][]).map(([id, facts]) => ({ id, ...facts, ...HOME_REVIEWS.reviews[id] })),
);
