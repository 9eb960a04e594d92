import { ClientCarousel } from '@/components/ui/ClientCarousel';
import { CLIENTS_TITLE, clientsPrimary, clientsSecondary } from '@/content/clients';

/**
 * The client logo rows every page ends with, under one label (spec: the first row titled 'Varasemad kliendid',
 * the second without a title and reversed). `rows={1}` shows the first row only (the contact page).
 */
export function ClientRows({ id, rows = 2 }: { id: string; rows?: 1 | 2 }) {
  return (
    <>
      <ClientCarousel id={id} clients={clientsPrimary} title={CLIENTS_TITLE} />
      {rows === 2 ? <ClientCarousel id={`${id}-2`} clients={clientsSecondary} reversed /> : null}
    </>
  );
}
