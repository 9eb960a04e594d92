import { BLOG_CTA as et } from '@/messages/et/blog-cta';
import { pseudo } from '@/lib/i18n/pseudo';

export const BLOG_CTA = pseudo(et);
