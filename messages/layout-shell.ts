/** The words of the frame every page shares (components/layout/SiteShell.tsx). */
export interface LayoutShellMessages {
  /** The skip link, the first Tab stop of every page. */
  skipLink: string;
}
