/**
 * The header's own words (the menu labels are the route table's, lib/routes.ts): the names of its links, menus and
 * buttons. The header is a client component on every page: only these words go into its
 * chunk.
 */
export interface LayoutHeaderMessages {
  /** The logo link's name: "Veebiselge – avalehele". */
  home: (brand: string) => string;
  /** The desktop menu's name. */
  mainMenu: string;
  /** The phone header's call button (its text beside the phone icon). */
  call: string;
  /** The call button's name, with the number. */
  callNumber: (phone: string) => string;
  /** The phone menu button's name while the menu is closed, and while it is open. */
  openMenu: string;
  closeMenu: string;
  /** The phone menu's name. */
  mobileMenu: string;
}
