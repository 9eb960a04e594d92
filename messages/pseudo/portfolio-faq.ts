import { PORTFOLIO_FAQ as et } from '@/messages/et/portfolio-faq';
import { pseudo } from '@/lib/i18n/pseudo';

export const PORTFOLIO_FAQ = pseudo(et);
