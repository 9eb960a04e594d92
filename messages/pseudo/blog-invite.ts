import { BLOG_INVITE as et } from '@/messages/et/blog-invite';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_INVITE = pseudo(et);
