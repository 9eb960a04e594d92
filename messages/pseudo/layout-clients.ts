import { LAYOUT_CLIENTS as et } from '@/messages/et/layout-clients';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_CLIENTS = pseudo(et);
