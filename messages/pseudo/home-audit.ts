import { HOME_AUDIT as et } from '@/messages/et/home-audit';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_AUDIT = pseudo(et);
