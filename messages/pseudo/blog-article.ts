import { BLOG_ARTICLE as et } from '@/messages/et/blog-article';
import { pseudo } from '@/lib/i18n/pseudo';

/** The step's anchor is part of an address: it stays as it is. */
export const BLOG_ARTICLE = { ...pseudo(et), stepAnchor: et.stepAnchor };
