import { HOME_HERO as et } from '@/messages/et/home-hero';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_HERO = pseudo(et);
