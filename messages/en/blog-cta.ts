import type { BlogCtaMessages } from '@/messages/blog-cta';

export const BLOG_CTA: BlogCtaMessages = {
  caseStudy: {
    title: 'Could your online shop make the same journey?',
    text: 'We’ll look over your site free of charge and tell you honestly what is driving customers away and what is worth fixing first.',
    audit: 'What should I change on my site?',
    prices: 'See our prices',
  },
  wordpressComparison: {
    title: 'WordPress, custom-built or Shopify?',
    text: 'Tell us what your site needs to do and we’ll recommend the option that fits your budget and your plans. The first consultation is free.',
    quote: 'OK, but what does it cost?',
  },
  default: {
    title: 'Need a new website or online shop?',
    text: 'Describe your plan in a couple of sentences and get a clear quote with a timeline. The first consultation is free.',
  },
  speedOptimization: {
    title: 'How fast is your website?',
    text: 'Measure your site’s speed in a minute, or let us look it over. We’ll tell you what is slowing it down and what the fix costs.',
  },
  uxAnalysis: {
    title: 'Let’s look at your site through your customers’ eyes',
    text: 'In a free audit we go through your website as a customer would: we find the places where visitors get stuck or leave, and give you a clear list of fixes.',
  },
  audit: {
    title: 'Get a free audit of your site',
    text: (turnaround) =>
      `Enter your website’s address and you’ll get a specific list of what to fix ${turnaround}, so that your site brings in more customers.`,
  },
};
