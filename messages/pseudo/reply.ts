import { REPLY as et } from '@/messages/et/reply';
import { pseudo } from '@/lib/i18n/pseudo';

export const REPLY = pseudo(et);
