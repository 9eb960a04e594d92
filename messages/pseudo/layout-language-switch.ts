import { LAYOUT_LANGUAGE_SWITCH as et } from '@/messages/et/layout-language-switch';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_LANGUAGE_SWITCH = pseudo(et);
