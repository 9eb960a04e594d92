import { HOME_CASE_STUDIES as et } from '@/messages/et/home-case-studies';
import { pseudo } from '@/lib/i18n/pseudo';

export const HOME_CASE_STUDIES = pseudo(et);
