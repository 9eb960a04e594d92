import { ReviewsCarousel } from '@/components/home/ReviewsCarousel';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { RATING_MAX, reviews, type Review } from '@/content/reviews';
import { formatMonthYear } from '@/lib/blog/dates';
import { HOME_SECTIONS } from '@/lib/routes';
import { HOME_REVIEWS } from '@messages/home-reviews';

const TEXTS = HOME_REVIEWS.section;

/** One star of 20×20 drawn at x; the row's stars are 22 apart (20 px and a 2 px gap). */
const starPath = (x: number) =>
  `M${10 + x} 1.8l2.47 5.01 5.53.8-4 3.9.94 5.5L${10 + x} 14.42 ${5.06 + x} 17.01 ${6 + x} 11.5 ${2 + x} 7.6l5.53-.8Z`;
const STAR_STEP = 22;

/** The rating as one drawing (two paths: the earned stars and the rest), not one SVG per star. */
function Stars({ rating }: { rating: number }) {
  const stars = Array.from({ length: RATING_MAX }, (_, i) => starPath(i * STAR_STEP));
  const width = RATING_MAX * STAR_STEP - 2;
  return (
    <div role="img" aria-label={TEXTS.rating(rating, RATING_MAX)}>
      <svg aria-hidden="true" viewBox={`0 0 ${width} 20`} width={width} height={20} className="block">
        <path className="fill-accent-400" d={stars.slice(0, rating).join('')} />
        {rating < RATING_MAX && <path className="fill-slate-300" d={stars.slice(rating).join('')} />}
      </svg>
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card flex h-full flex-col p-4 sm:p-8">
      <Stars rating={review.rating} />
      <blockquote className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-slate-800 sm:mt-5 sm:text-lg">
        <p>{TEXTS.quote(review.text)}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center justify-between gap-x-4 border-t border-slate-100 pt-4 sm:mt-6 sm:pt-5">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{review.name}</span>
          <span className="block text-sm text-slate-600" data-review-company>
            {review.role}, {review.company}
          </span>
          {/* Where and when it was given: "Google’i arvustus · juuni 2025". */}
          <span className="mt-1 block text-xs text-slate-600" data-review-source>
            {TEXTS.source[review.source]} · <time dateTime={review.date}>{formatMonthYear(review.date)}</time>
          </span>
        </span>
        {/* The company's logo says whose review it is; its name is the alt text. A file loaded when the section nears the
            screen (the carousel then loads every slide's logo before a slide is shown), not data in the page. */}
        <img src={review.image} alt={review.company} width={120} height={36} loading="lazy" decoding="async" className="h-7 w-auto shrink-0 sm:h-9" />
      </figcaption>
    </figure>
  );
}

/** #reviews: what clients say, in a carousel. */
export function Reviews() {
  return (
    <section id={HOME_SECTIONS.reviews} className="render-lazy section overflow-hidden bg-slate-50">
      <div className="container-page">
        <SectionHeading id="reviews-title" eyebrow={TEXTS.eyebrow} title={TEXTS.title} center>
          {TEXTS.lead}
        </SectionHeading>
        <div className="mt-6 sm:mt-12">
          <ReviewsCarousel
            label={TEXTS.carousel}
            names={reviews.map((r) => r.name)}
            slides={reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
