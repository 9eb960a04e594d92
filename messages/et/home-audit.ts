import type { HomeAuditMessages } from '@/messages/home-audit';

export const HOME_AUDIT: HomeAuditMessages = {
  eyebrow: 'Tasuta audit',
  title: 'Kas sinu veebileht töötab sinu heaks?',
  lead: (turnaround) =>
    `Sisesta oma lehe aadress ja saad ${turnaround} e-postiga lühikese nimekirja parandustest, mis toovad kõige rohkem kliente juurde. Tasuta ja ilma kohustusteta.`,
  checks: ['Kiirus telefonis ja arvutis', 'Kuidas leht mobiilis välja näeb', 'Google’i nähtavus ja pealkirjad', 'Kas külastaja leiab kohe hinna ja kontakti'],
  steps: 'Kaks sammu ja ongi tehtud',
};
