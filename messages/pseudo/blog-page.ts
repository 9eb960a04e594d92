import { BLOG_PAGE as et } from '@/messages/et/blog-page';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_PAGE = pseudo(et);
