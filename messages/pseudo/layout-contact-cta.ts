import { LAYOUT_CONTACT_CTA as et } from '@/messages/et/layout-contact-cta';
import { pseudo } from '@/lib/i18n/pseudo';

export const LAYOUT_CONTACT_CTA = pseudo(et);
