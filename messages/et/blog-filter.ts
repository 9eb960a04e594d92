import { countLabel } from '@/lib/plural';
import type { BlogFilterMessages } from '@/messages/blog-filter';

export const BLOG_FILTER: BlogFilterMessages = {
  topics: 'Teemad',
  shown: (topic, count) => `${topic === null ? 'Kõik teemad' : `Teema ${topic}`}: ${countLabel(count, { one: 'artikkel', other: 'artiklit' })}`,
};
