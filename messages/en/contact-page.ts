import type { ContactPageMessages } from '@/messages/contact-page';

export const CONTACT_PAGE: ContactPageMessages = {
  head: {
    title: (brand) => `Contact – ask for a quote | ${brand}`,
    description: ({ phone, email, promise }) => `Write or call: ${phone}, ${email}. ${promise} The first consultation is free.`,
  },
  eyebrow: 'Get in touch',
  intro: (promise) => `Tell us about your plans. The first consultation is free. ${promise}`,
  faqTitle: 'Before you write',
  faqDescription: 'The questions we are asked most often before we start working together.',
  formSection: {
    formTitle: 'Write to us',
    formLead: 'A few sentences are plenty. Questions, ideas and requests for a quote are all welcome.',
    nextTitle: 'What happens next?',
    consultation: { title: 'Free consultation', text: 'A 20-minute call by phone or video: what you need and what matters most to you.' },
    quote: {
      title: 'A clear quote',
      text: (typicalWeeks) => `You get a written quote with the price and a timeline. A typical site is ready in ${typicalWeeks} weeks.`,
    },
    termsTitle: 'What’s in the contract?',
    preferCall: 'Prefer to call?',
  },
  company: {
    eyebrow: 'Location and company details',
    title: ({ city }) => `We’re based in ${city}`,
    lead: 'We’re happy to meet at our office, at yours or on a video call, whichever suits you.',
    terms: {
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      hours: 'Office hours',
      company: 'Company',
      registryCode: 'Registry code',
      vatNumber: 'VAT number',
      bank: 'Bank',
      account: 'Bank account',
    },
    mapNote: 'The interactive map loads from OpenStreetMap only when you open it.',
    mapLink: 'Open the map in OpenStreetMap',
    newWindow: ' (opens in a new window)',
  },
};
