/** The words around an article and its card (components/blog/ArticleView.tsx, ArticleCard.tsx, DraftLabel.tsx). */
export interface BlogArticleMessages {
  /** The link back to the blog list, above the title. */
  back: string;
  /** The name of the article's list of tags (aria-label). */
  topics: string;
  /** Before the date at the end of the article: "Avaldatud 31. august 2025". */
  published: string;
  /** Before the author at the end of the article: "Kirjutas Tõnu Kiviloo, Veebiselge". */
  writtenBy: string;
  /** The label of a draft article (drafts are shown only by `npm run dev`). */
  draft: string;
  /** The reading time on a card and an article: "4 min lugemist". */
  readingTime: (minutes: number) => string;
  /**
   * A client quoted in an article (lib/blog/facts.ts), named as in the reviews: "Andres Vahtra, Mopeedikoja
   * juhataja" (Estonian puts the company in the genitive before the role), "Andres Vahtra, managing director of
   * Mopeedikoda". `role` comes in lower case.
   */
  quotedClient: (client: { name: string; role: string; company: string; companyGenitive: string }) => string;
  /**
   * The anchor word of an article's HowTo step ("samm" makes #samm-2): part of an address, not a text, so the
   * pseudo-language keeps it as it is.
   */
  stepAnchor: string;
}
