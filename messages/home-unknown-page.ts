/**
 * The notice above the home screen at an unknown address (components/home/UnknownPageNotice.tsx, out/404.html); its
 * title and announcement are the `not-found` feature's, its links the route table's.
 */
export interface HomeUnknownPageMessages {
  /** What may have gone wrong, leading to the links. */
  text: string;
}
