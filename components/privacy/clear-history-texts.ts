/**
 * The texts of the privacy notice's clear-history control (components/privacy/ClearTestHistory.tsx), in the built
 * language. A plain module, not the client component's, so that the notice (a server component) quotes the very label
 * of the button it names.
 */
export const CLEAR_HISTORY_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        label: 'Clear test history',
        cleared: 'Your test history has been cleared from this browser.',
        refused: 'Your browser did not let us clear it: clear this website’s data in your browser settings.',
        /** The address's query when the control is pressed before the page's scripts ran. */
        query: ['clear', 'history'],
      }
    : {
        label: 'Kustuta testide ajalugu',
        cleared: 'Testide ajalugu on sellest brauserist kustutatud.',
        refused: 'Brauser ei lubanud seda kustutada: kustuta selle veebilehe andmed brauseri seadetes.',
        query: ['kustuta', 'ajalugu'],
      };
