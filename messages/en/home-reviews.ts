import type { HomeReviewsMessages } from '@/messages/home-reviews';

export const HOME_REVIEWS: HomeReviewsMessages = {
  reviews: {
    kadri: {
      text: 'Our online shop was so slow that customers abandoned their carts. After the optimisation the shop loads instantly on a phone, and by the second month our sales had tripled. Everything went exactly as smoothly as promised.',
      role: 'Founder',
    },
    andres: {
      text: 'We stock thousands of spare parts, and I was afraid that getting them into an online shop would take months. It was done in two weeks, customers now find the right part by model on their own, and we get half as many phone calls.',
      role: 'Managing Director',
    },
    maarja: {
      text: 'At our first meeting I got a clear price and schedule, with no hidden extras. The website was ready in five days, and now bookings come straight through the site, not just by phone.',
      role: 'Owner',
    },
    tonu: {
      text: 'Kristjan explained everything in plain language and never tried to sell me anything I didn’t need. Google now brings us new enquiries every month, and when something needs changing, I get an answer the same day.',
      role: 'Managing Director',
    },
  },
  section: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    lead: 'Small businesses that got a fast, clear website and more enquiries.',
    carousel: 'Client reviews',
    rating: (rating, max) => `Rated ${rating} out of ${max}`,
    quote: (text) => `“${text}”`,
    source: { google: 'Google review', facebook: 'Facebook recommendation' },
  },
};
