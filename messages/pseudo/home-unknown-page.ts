import { HOME_UNKNOWN_PAGE as et } from '@/messages/et/home-unknown-page';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_UNKNOWN_PAGE = pseudo(et);
