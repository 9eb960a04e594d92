import { ClientCarousel, LOGO_ROWS_GROUP } from '@/components/ui/ClientCarousel';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { CLIENTS_TITLE, clientsPrimary, clientsSecondary } from '@/content/clients';

/**
 * The client logo rows every page ends with, under one label (spec: the first row titled 'Varasemad kliendid',
 * the second without a title and reversed), with one switch under the last that pauses them all. `rows={1}` shows the
 * first row only (the contact page).
 * Nothing in them needs a script (the rows move and pause with CSS), so they are static HTML that React does not
 * walk in the browser (components/ui/StaticHtml.tsx), in an element of `display: contents` that leaves the layout as
 * it was: one string in the page's inline payload instead of a node of data per logo.
 */
export function ClientRows({ id, rows = 2 }: { id: string; rows?: 1 | 2 }) {
  return (
    <StaticHtml className={`${LOGO_ROWS_GROUP} contents`}>
      <ClientCarousel id={id} clients={clientsPrimary} title={CLIENTS_TITLE} pauseSwitch={rows === 1} />
      {rows === 2 ? <ClientCarousel id={`${id}-2`} clients={clientsSecondary} reversed pauseSwitch /> : null}
    </StaticHtml>
  );
}
