/**
 * The contact page's click-to-load map (components/contact/OfficeMap.tsx, a client component); the privacy notice
 * quotes the button's label. `place` is the office's name and address.
 */
export interface ContactMapMessages {
  /** The loaded map's frame title. */
  frame: (place: string) => string;
  /** The static drawing's alt text. */
  image: (place: string) => string;
  /** The button that loads the interactive map. */
  show: string;
}
