import type { HomeAboutMessages } from '@/messages/home-about';

export const HOME_ABOUT: HomeAboutMessages = {
  eyebrow: 'About us',
  title: (firstName) => `Hi! I’m ${firstName}, and I don’t make things complicated`,
  portraitAlt: (name, brand) => `${name}, managing director of ${brand} (a drawn portrait)`,
  call: (phone) => `Call me: ${phone}`,
  story: (p) => [
    `For years I watched small business owners pay agencies thousands of euros and wait months for a website that was slow and that they could not change themselves. I founded ${p.brand} in ${p.year} to do it differently.`,
    'I handle your project myself from start to finish: I explain things in plain English, give you the price before the work starts and keep to the deadline. If you don’t need something, I’ll tell you that too.',
  ],
  promises: (hours) => [
    'One contact person for the whole project',
    'A clear price before the work starts',
    'Speed and visibility on Google always included',
    `Available ${hours}`,
  ],
};
