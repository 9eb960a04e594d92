/** The before/after slider of an article (components/blog/BeforeAfter.tsx, a client component). */
export interface BlogBeforeAfterMessages {
  /** The two sides: the labels on the pictures and the full-size links. */
  before: string;
  after: string;
  /** A side's screenshot (its alt text): "Enne: Elujõu e-poe avaleht". */
  picture: (side: string, subject: string) => string;
  /** The slider's name: "Enne ja pärast: Elujõu e-poe avaleht". */
  slider: (subject: string) => string;
  /** The slider's value as a screen reader says it: "Enne 40%, Pärast 60%". */
  position: (before: number, after: number) => string;
  /** Before the two full-size links. */
  fullSize: string;
  /** A full-size link's name: "Enne: Elujõu e-poe avaleht, täissuuruses pilt" (the visible word first). */
  fullSizeLink: (side: string, subject: string) => string;
  /**
   * How to use the slider under it: CSS shows `pointer` to a mouse or keyboard (the arrows too) and `touch` to a
   * touch screen, which has no arrow keys (pointer: coarse), so the static HTML is the same for all.
   */
  hints: { pointer: string; touch: string };
}
