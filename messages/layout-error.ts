/** The screen shown for an uncaught rendering error (components/layout/ErrorScreen.tsx, app/error.tsx, app/global-error.tsx). */
export interface LayoutErrorMessages {
  /** The specification's title, the same in every language: "Unexpected Application Error!". */
  title: string;
  body: string;
  /** The button that renders the page again. */
  retry: string;
  /** The link to the home page (a full page load). */
  home: string;
}
