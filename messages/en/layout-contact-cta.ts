import type { LayoutContactCtaMessages } from '@/messages/layout-contact-cta';

export const LAYOUT_CONTACT_CTA: LayoutContactCtaMessages = {
  title: 'Let’s talk about your project',
  body: 'Write a few lines about your business and what you need from your website. You’ll get a clear quote and timeline, and the first consultation is free.',
  call: (phone) => `Call ${phone}`,
  orWrite: 'Or email us:',
};
