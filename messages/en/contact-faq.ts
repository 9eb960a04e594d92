import type { ContactFaqMessages } from '@/messages/contact-faq';

export const CONTACT_FAQ: ContactFaqMessages = {
  'vastamise-aeg': {
    question: 'How quickly do you reply?',
    answer: (promise) => `${promise} If you write at the weekend, we will get back to you on Monday.`,
  },
  'mida-kirjutada': {
    question: 'What should I write in my first message?',
    answer:
      'A few sentences are enough: what your business does, whether you need a website or an online shop, and whether you already have a site. We put together an exact quote after the free consultation.',
  },
  konsultatsioon: {
    question: 'Does the first consultation cost anything?',
    answer:
      'No. The first consultation is free and commits you to nothing. We talk through your goals by phone or video call, and you get a clear quote.',
  },
};
