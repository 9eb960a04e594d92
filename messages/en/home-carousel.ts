import type { HomeCarouselMessages } from '@/messages/home-carousel';

export const HOME_CAROUSEL: HomeCarouselMessages = {
  carousel: 'carousel',
  slide: 'review',
  slideName: (n, count, name) => `${n} / ${count}: ${name}`,
  previous: 'Previous review',
  next: 'Next review',
  show: (n, name) => `Show review ${n}: ${name}`,
  now: (n, count, name) => `Review ${n} of ${count}: ${name}`,
  pauseLabel: 'Pause the automatic rotation of reviews',
  pause: 'Pause',
  resumeLabel: 'Resume the automatic rotation of reviews',
  resume: 'Resume',
};
