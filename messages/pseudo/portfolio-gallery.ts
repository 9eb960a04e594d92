import { PORTFOLIO_GALLERY as et } from '@/messages/et/portfolio-gallery';
import { pseudo } from '@/lib/i18n/pseudo';

export const PORTFOLIO_GALLERY = pseudo(et);
