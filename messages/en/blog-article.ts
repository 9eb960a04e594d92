import type { BlogArticleMessages } from '@/messages/blog-article';

export const BLOG_ARTICLE: BlogArticleMessages = {
  back: 'Back to the blog',
  topics: 'Topics',
  published: 'Published',
  writtenBy: 'Written by',
  draft: 'Draft',
  readingTime: (minutes) => `${minutes} min read`,
  quotedClient: ({ name, role, company }) => `${name}, ${role} of ${company}`,
  stepAnchor: 'step',
};
