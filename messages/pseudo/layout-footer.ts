import { LAYOUT_FOOTER as et } from '@/messages/et/layout-footer';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_FOOTER = pseudo(et);
