import type { ContactMapMessages } from '@/messages/contact-map';

export const CONTACT_MAP: ContactMapMessages = {
  frame: (place) => `Interactive map: ${place}`,
  image: (place) => `Map of the area: ${place}`,
  show: 'Show interactive map',
};
