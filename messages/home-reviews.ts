import type { ReviewId, ReviewSource } from '@/content/reviews';

/**
 * The client reviews (content/reviews.ts joins these words to their facts by id: the reviewers' names, companies,
 * ratings, places and dates stay as they are) and #reviews (components/home/Reviews.tsx), which shows them.
 */
export interface HomeReviewsMessages {
  /** Each review's quote and the reviewer's role, in the language (an English reader should understand them). */
  reviews: Readonly<Record<ReviewId, { text: string; role: string }>>;
  section: {
    eyebrow: string;
    title: string;
    lead: string;
    /** The carousel's name. */
    carousel: string;
    /** A review's stars, as a screen reader hears them. */
    rating: (rating: number, max: number) => string;
    /** A review's text in the language's quotation marks. */
    quote: (text: string) => string;
    /** Where a review was given ("Google’i arvustus"). */
    source: Readonly<Record<ReviewSource, string>>;
  };
}
