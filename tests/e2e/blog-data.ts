/** What the blog must show, written out from the spec (section 3) so the tests check the build against it. */
export const ARTICLES = [
  {
    slug: 'wordpress-plussid-miinused-ja-alternatiivid',
    title: 'WordPress: plussid, miinused ja alternatiivid väikeettevõttele',
    date: '31. august 2025',
    iso: '2025-08-31',
    tags: ['Nõuanded', 'WordPress', 'Custom'],
    howToSteps: 4,
    cta: 'wordpress-comparison',
  },
  {
    slug: 'mis-on-seo-ja-milleks-seda-vaja-on',
    title: 'Mis on SEO ja miks see sinu ettevõttele kliente toob?',
    date: '29. august 2025',
    iso: '2025-08-29',
    tags: ['SEO', 'Nõuanded'],
    howToSteps: 4,
    cta: 'audit',
  },
  {
    slug: 'mopeediosade-e-pood-uus-veebileht-ja-kaks-korda-rohkem-tellimusi',
    title: 'Mopeediosade e-pood: uus veebileht ja kaks korda rohkem tellimusi',
    date: '25. märts 2025',
    iso: '2025-03-25',
    tags: ['Kliendilood', 'E-pood', 'Nõuanded'],
    howToSteps: 0,
    cta: 'case-study',
  },
  {
    slug: 'kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab',
    title: 'Kahe kuuga 3 korda suurem müügitulu: kuidas veebilehe optimeerimine e-poe müüki tõstab',
    date: '26. mai 2025',
    iso: '2025-05-26',
    tags: ['Kliendilood', 'E-pood', 'Nõuanded'],
    howToSteps: 0,
    cta: 'case-study',
  },
  {
    slug: 'miks-veebilehe-kiirus-otsustab-edu',
    title: 'Miks veebilehe kiirus otsustab sinu äri edu?',
    date: '15. aprill 2025',
    iso: '2025-04-15',
    tags: ['Nõuanded'],
    howToSteps: 5,
    cta: 'speed-optimization',
  },
  {
    slug: 'mis-peletab-kliente-eemale-veebilehe-analuus',
    title: 'Mis peletab kliente eemale? Veebilehe analüüs 6 sammuga',
    date: '12. mai 2025',
    iso: '2025-05-12',
    tags: ['Nõuanded'],
    howToSteps: 6,
    cta: 'ux-analysis',
  },
] as const;

export const TAGS = ['Kõik', 'Nõuanded', 'WordPress', 'Custom', 'SEO', 'Kliendilood', 'E-pood'] as const;

export const articlePath = (slug: string) => `/blogi/${slug}`;
