/** The bar that says an address led nowhere (components/layout/MissingNotice.tsx); its title, text and links come from the page that shows it. */
export interface LayoutMissingNoticeMessages {
  /** The name of its list of links. */
  links: string;
  /** Its close button's name. */
  close: string;
}
