import { countLabel } from '@/lib/plural';
import type { BlogFilterMessages } from '@/messages/blog-filter';

export const BLOG_FILTER: BlogFilterMessages = {
  topics: 'Topics',
  shown: (topic, count) => `${topic === null ? 'All topics' : `Topic ${topic}`}: ${countLabel(count, { one: 'article', other: 'articles' })}`,
};
