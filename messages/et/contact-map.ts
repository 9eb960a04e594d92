import type { ContactMapMessages } from '@/messages/contact-map';

export const CONTACT_MAP: ContactMapMessages = {
  frame: (place) => `Interaktiivne kaart: ${place}`,
  image: (place) => `Kaardiskeem: ${place}`,
  show: 'Näita interaktiivset kaarti',
};
