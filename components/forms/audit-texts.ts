import { SENDING_LABEL } from '@/lib/email';

/** Every text of the free audit form (components/forms/AuditForm.tsx), in the page's language. */
export const AUDIT_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        step1Button: 'Check my website',
        step2Button: 'One last step',
        sending: SENDING_LABEL,
        success: "Request sent! We'll be in touch soon.",
        failure: "Sending didn't work. Please try again.",
        reachPrefix: 'Or email us at ',
        reachMiddle: ' or call ',
        sent: (site: string) => `Audit request for ${site} sent.`,
        step1Form: 'Free audit, step 1 of 2',
        step2Form: 'Free audit, step 2 of 2',
        websiteLabel: 'Your website address',
        websitePlaceholder: 'e.g. yourcompany.com',
        website: 'Website: ',
        change: 'Change',
        name: 'Name',
        email: 'Email',
      }
    : {
        step1Button: 'Kontrolli mu veebilehte',
        step2Button: 'Viimane pingutus',
        sending: SENDING_LABEL,
        success: 'Päring saadetud! Võtame sinuga peagi ühendust.',
        failure: 'Saatmine ebaõnnestus. Palun proovi uuesti.',
        reachPrefix: 'Või kirjuta meile aadressil ',
        reachMiddle: ' või helista numbril ',
        sent: (site: string) => `Auditipäring lehe ${site} kohta on saadetud.`,
        step1Form: 'Tasuta audit, samm 1 / 2',
        step2Form: 'Tasuta audit, samm 2 / 2',
        websiteLabel: 'Sinu veebilehe aadress',
        websitePlaceholder: 'näiteks minuettevote.ee',
        website: 'Veebileht: ',
        change: 'Muuda',
        name: 'Nimi',
        email: 'E-post',
      };
