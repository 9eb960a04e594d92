import { ClientCarousel } from '@/components/ui/ClientCarousel';
import { clientsPrimary, clientsSecondary } from '@/content/clients';

/** The two client logo rows of the blog pages: 'Varasemad kliendid', then the second list reversed. */
export function ClientRows() {
  return (
    <>
      <ClientCarousel id="blogi-kliendid" clients={clientsPrimary} title="Varasemad kliendid" />
      <ClientCarousel id="blogi-kliendid-2" clients={clientsSecondary} reversed />
    </>
  );
}
