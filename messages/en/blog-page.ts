import type { BlogPageMessages } from '@/messages/blog-page';

export const BLOG_PAGE: BlogPageMessages = {
  head: {
    title: (brand) => `Blog – client stories and practical web advice | ${brand}`,
    description:
      'Client stories and practical advice on websites, online shops, SEO and page speed. Written plainly, with real numbers.',
  },
  eyebrow: 'Advice from our work',
  intro:
    'Practical advice and real client stories about websites, online shops, SEO and speed. Written plainly, with real numbers, so that you can use what you read on your own site straight away.',
  articles: 'Articles',
  unknownArticle:
    'This article doesn’t exist, or its address has changed. All our articles are listed below. If you were looking for help with your own site:',
  feed: 'Client stories and practical advice on websites, online shops, SEO and website speed.',
};
