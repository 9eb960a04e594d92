import { HOME_PARTNERS as et } from '@/messages/et/home-partners';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_PARTNERS = pseudo(et);
