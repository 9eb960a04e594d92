import type { BlogArticleMessages } from '@/messages/blog-article';

export const BLOG_ARTICLE: BlogArticleMessages = {
  back: 'Tagasi blogisse',
  topics: 'Teemad',
  published: 'Avaldatud',
  writtenBy: 'Kirjutas',
  draft: 'Mustand',
  readingTime: (minutes) => `${minutes} min lugemist`,
  quotedClient: ({ name, role, companyGenitive }) => `${name}, ${companyGenitive} ${role}`,
  stepAnchor: 'samm',
};
