import { PORTFOLIO_PROJECTS as et } from '@/messages/et/portfolio-projects';
import { pseudo } from '@/lib/i18n/pseudo';

export const PORTFOLIO_PROJECTS = pseudo(et);
