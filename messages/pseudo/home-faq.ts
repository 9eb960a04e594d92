import { HOME_FAQ as et } from '@/messages/et/home-faq';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_FAQ = pseudo(et);
