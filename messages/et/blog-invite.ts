import type { BlogInviteMessages } from '@/messages/blog-invite';

export const BLOG_INVITE: BlogInviteMessages = {
  eyebrow: 'Loe, siis tegutse',
  title: 'Kuidas on lood sinu enda lehega?',
  intro: 'Nõuanded on kasulikud alles siis, kui tead, kust alustada. Vali endale sobiv viis: meie audit või kiire test omal käel.',
  audit: {
    eyebrow: 'Tasuta audit',
    title: 'Kas sinu koduleht kaotab kliente?',
    text: (turnaround) =>
      `Vaatame su lehe üle nii, nagu seda näeb klient telefonis. Saad ${turnaround} lühikese nimekirja: mis on korras, mis peletab ostjaid eemale ja mida parandada esimesena.`,
    points: ['Kiirus mobiilis ja arvutis', 'Selgus: kas külastaja saab 3 sekundiga aru, mida pakud', 'SEO põhitõed ja tehnilised vead'],
  },
  tester: {
    title: 'Testi oma lehte kohe ise',
    text: 'Sisesta aadress ja näed minutiga, kuidas su leht kiiruse, SEO, ligipääsetavuse ja turvalisuse poolest välja paistab. Ilma registreerumata.',
    points: ['Kiiruse ja kvaliteedi hinded', 'HTML-vead ja metaandmed', 'robots.txt, lehekaart (sitemap.xml) ja SSL'],
  },
};
