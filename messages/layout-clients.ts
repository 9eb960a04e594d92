/** The client logo rows every page ends with (components/ui/ClientRows.tsx, ClientCarousel.tsx). */
export interface LayoutClientsMessages {
  /** The first row's title (the specification's 'Varasemad kliendid'). */
  title: string;
  /** The name of a row without a title. */
  untitled: string;
  /** The one switch that pauses every moving row (a checkbox, ticked while paused). */
  pause: string;
}
