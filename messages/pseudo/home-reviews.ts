import { HOME_REVIEWS as et } from '@/messages/et/home-reviews';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_REVIEWS = pseudo(et);
