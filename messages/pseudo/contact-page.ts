import { CONTACT_PAGE as et } from '@/messages/et/contact-page';
import { pseudo } from '@/lib/i18n/pseudo';

export const CONTACT_PAGE = pseudo(et);
