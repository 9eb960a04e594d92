import { LAYOUT_UI as et } from '@/messages/et/layout-ui';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_UI = pseudo(et);
