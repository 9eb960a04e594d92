import { HOME_CHECKLIST as et } from '@/messages/et/home-checklist';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_CHECKLIST = pseudo(et);
