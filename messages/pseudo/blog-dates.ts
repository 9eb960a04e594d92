import { BLOG_DATES as et } from '@/messages/et/blog-dates';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_DATES = pseudo(et);
