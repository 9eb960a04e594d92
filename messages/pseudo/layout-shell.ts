import { LAYOUT_SHELL as et } from '@/messages/et/layout-shell';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_SHELL = pseudo(et);
