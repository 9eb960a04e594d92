/**
 * The reviews carousel's controls and announcements (components/home/ReviewsCarousel.tsx, a client component: only
 * these words go into its chunk; the reviews themselves are home-reviews).
 */
export interface HomeCarouselMessages {
  /** What kind of region it is, and what kind of group each slide is (aria-roledescription). */
  carousel: string;
  slide: string;
  /** A slide's name: its place and the reviewer ("2 / 4: Andres Vahtra"). */
  slideName: (n: number, count: number, name: string) => string;
  /** The arrow buttons' names. */
  previous: string;
  next: string;
  /** A dot's name: the review it shows. */
  show: (n: number, name: string) => string;
  /** What a screen reader hears after the visitor changes the review. */
  now: (n: number, count: number, name: string) => string;
  /** The pause button's name and its text while the reviews rotate, and once paused. */
  pauseLabel: string;
  pause: string;
  resumeLabel: string;
  resume: string;
}
