import type { HomeCarouselMessages } from '@/messages/home-carousel';

export const HOME_CAROUSEL: HomeCarouselMessages = {
  carousel: 'karussell',
  slide: 'arvustus',
  slideName: (n, count, name) => `${n} / ${count}: ${name}`,
  previous: 'Eelmine arvustus',
  next: 'Järgmine arvustus',
  show: (n, name) => `Näita arvustust ${n}: ${name}`,
  now: (n, count, name) => `Arvustus ${n} / ${count}: ${name}`,
  pauseLabel: 'Peata arvustuste automaatne vahetumine',
  pause: 'Peata',
  resumeLabel: 'Jätka arvustuste automaatset vahetumist',
  resume: 'Jätka',
};
