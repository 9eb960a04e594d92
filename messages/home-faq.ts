import type { HomeFaqFacts, HomeFaqId } from '@/content/faq/home';

/**
 * The home page's FAQ (#faq): its heading and lead (components/home/HomeScreen.tsx) and its questions, each answer
 * written from the facts it quotes (prices, times, the VAT and upkeep sentences: content/faq/home.ts gathers them
 * from lib/pricing.ts, lib/vat.ts and lib/upkeep.ts and keeps the questions' order). Written for each language's
 * readers, not word for word.
 */
export interface HomeFaqMessages {
  title: string;
  description: string;
  items: Readonly<Record<HomeFaqId, { question: string; answer: (f: HomeFaqFacts) => string }>>;
}
