import type { LayoutContactCtaMessages } from '@/messages/layout-contact-cta';

export const LAYOUT_CONTACT_CTA: LayoutContactCtaMessages = {
  title: 'Räägime sinu projektist',
  body: 'Kirjuta paar lauset oma ettevõttest ja sellest, mida veebilt ootad. Saad selge hinnapakkumise ja ajakava, esimene konsultatsioon on tasuta.',
  call: (phone) => `Helista ${phone}`,
  orWrite: 'Või kirjuta:',
};
