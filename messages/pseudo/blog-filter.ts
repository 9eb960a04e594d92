import { BLOG_FILTER as et } from '@/messages/et/blog-filter';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_FILTER = pseudo(et);
