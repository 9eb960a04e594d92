import { LAYOUT_HEADER as et } from '@/messages/et/layout-header';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_HEADER = pseudo(et);
