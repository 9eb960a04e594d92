import { HOME_CAROUSEL as et } from '@/messages/et/home-carousel';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_CAROUSEL = pseudo(et);
