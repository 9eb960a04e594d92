import { CONTACT_MAP as et } from '@/messages/et/contact-map';
import { pseudo } from '@/lib/i18n/pseudo';

export const CONTACT_MAP = pseudo(et);
