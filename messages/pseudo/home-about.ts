import { HOME_ABOUT as et } from '@/messages/et/home-about';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_ABOUT = pseudo(et);
