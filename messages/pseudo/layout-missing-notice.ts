import { LAYOUT_MISSING_NOTICE as et } from '@/messages/et/layout-missing-notice';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_MISSING_NOTICE = pseudo(et);
