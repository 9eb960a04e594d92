import { BLOG_BEFORE_AFTER as et } from '@/messages/et/blog-before-after';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_BEFORE_AFTER = pseudo(et);
