import { CONTACT_FAQ as et } from '@/messages/et/contact-faq';
import { pseudo } from '@/lib/i18n/pseudo';

export const CONTACT_FAQ = pseudo(et);
