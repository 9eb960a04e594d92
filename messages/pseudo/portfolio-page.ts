import { PORTFOLIO_PAGE as et } from '@/messages/et/portfolio-page';
import { pseudo } from '@/lib/i18n/pseudo';

export const PORTFOLIO_PAGE = pseudo(et);
