import type { BlogInviteMessages } from '@/messages/blog-invite';

export const BLOG_INVITE: BlogInviteMessages = {
  eyebrow: 'Read, then act',
  title: 'How is your own site doing?',
  intro: 'Advice only helps once you know where to start. Pick the way that suits you: our audit or a quick test on your own.',
  audit: {
    eyebrow: 'Free audit',
    title: 'Is your website losing you customers?',
    text: (turnaround) =>
      `We look at your site the way a customer sees it on their phone. You get a short list ${turnaround}: what works, what drives buyers away and what to fix first.`,
    points: ['Speed on mobile and desktop', 'Clarity: does a visitor see in 3 seconds what you offer?', 'SEO basics and technical errors'],
  },
  tester: {
    title: 'Test your site yourself, right now',
    text: 'Enter an address and within a minute you’ll see how your site does on speed, SEO, accessibility and security. No sign-up needed.',
    points: ['Speed and quality scores', 'HTML errors and metadata', 'robots.txt, sitemap (sitemap.xml) and SSL'],
  },
};
