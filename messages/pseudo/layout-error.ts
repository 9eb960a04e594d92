import { LAYOUT_ERROR as et } from '@/messages/et/layout-error';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_ERROR = pseudo(et);
