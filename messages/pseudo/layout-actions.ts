import { LAYOUT_ACTIONS as et } from '@/messages/et/layout-actions';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_ACTIONS = pseudo(et);
