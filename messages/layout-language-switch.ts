/**
 * The language switch in the header and the mobile menu: the other language's own name for itself, marked with that
 * language (lang, hreflang), as a reader of that language looks for it. So the Estonian site says "In English".
 */
export interface LayoutLanguageSwitchMessages {
  label: string;
}
