import { z } from 'zod';
import { contentList } from '@/lib/content';
import { PLATFORMS, PROJECT_TYPES, THEMES, type PortfolioProject } from '@/lib/portfolio';

/**
 * The 12 finished projects of the portfolio (fictional clients). Screenshots live in public/images/portfolio/
 * and are rendered from the HTML mock-ups in scripts/assets/portfolio/ (see render.mjs there).
 */
const projectSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(2),
  url: z.url(),
  image: z.string().regex(/^\/images\/portfolio\/[a-z0-9-]+\.webp$/),
  platform: z.enum(PLATFORMS),
  type: z.enum(PROJECT_TYPES),
  theme: z.enum(THEMES),
  description: z.string().min(60).max(220),
});

function projectList(items: PortfolioProject[]): readonly PortfolioProject[] {
  return contentList(projectSchema, 'id', 'content/portfolio.ts').parse(items);
}

export const projects: readonly PortfolioProject[] = projectList([
  {
    id: 1,
    title: 'Kohvik Kaneel',
    url: 'https://kohvikkaneel.ee',
    image: '/images/portfolio/kohvik-kaneel.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
    description: 'Hubase Tartu kohviku koduleht päevapakkumiste, menüü ja lauabroneeringuga. Menüüd uuendab omanik ise paari minutiga.',
  },
  {
    id: 2,
    title: 'Saunameister',
    url: 'https://saunameister.ee',
    image: '/images/portfolio/saunameister.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
    description: 'Saunaehitaja esinduslik koduleht tehtud tööde galerii ja hinnapäringu vormiga. Päringuid tuleb kaks korda rohkem kui enne.',
  },
  {
    id: 3,
    title: 'Rattaring',
    url: 'https://rattaring.ee',
    image: '/images/portfolio/rattaring.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
    description: 'Jalgrataste ja varuosade e-pood Shopifys: mugav filtreerimine suuruse järgi, pakiautomaadid ja järelmaks ostukorvis.',
  },
  {
    id: 4,
    title: 'Õigusbüroo Vaekoda',
    url: 'https://vaekoda.ee',
    image: '/images/portfolio/vaekoda.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'dark',
    description: 'Rahulik ja usaldusväärne koduleht väikesele õigusbüroole: õigusvaldkonnad, meeskond ja konsultatsiooni broneerimine.',
  },
  {
    id: 5,
    title: 'Hingus Jooga',
    url: 'https://hingusjooga.ee',
    image: '/images/portfolio/hingus-jooga.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
    description: 'Joogastuudio koduleht tunniplaani, hinnakirja ja proovitunni registreerimisega. Telefonis loetav ja kiire.',
  },
  {
    id: 6,
    title: 'Valgusjälg Fotostuudio',
    url: 'https://valgusjalg.ee',
    image: '/images/portfolio/valgusjalg.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
    description: 'Fotostuudio portfoolio, kus pildid on pearollis: kiire galerii, pakettide võrdlus ja stuudioaja broneerimine.',
  },
  {
    id: 7,
    title: 'Elujõud',
    url: 'https://elujoud.ee',
    image: '/images/portfolio/elujoud.webp',
    platform: 'wordpress',
    type: 'ecommerce',
    theme: 'light',
    description: 'Toidulisandite WooCommerce e-pood, mille optimeerisime: kiirem leht, tooted kliendi mure järgi ja lühem ostukorv. Müügitulu kasvas kahe kuuga kolm korda.',
  },
  {
    id: 8,
    title: 'Puhas Kodu',
    url: 'https://puhaskodu.ee',
    image: '/images/portfolio/puhas-kodu.webp',
    platform: 'custom',
    type: 'website',
    theme: 'light',
    description: 'Koristusfirma koduleht, kus hinnakalkulaator annab pakkumise kohe. Pool tellimustest tuleb nüüd otse veebist.',
  },
  {
    id: 9,
    title: 'Hambakliinik Naeratus',
    url: 'https://hambakliiniknaeratus.ee',
    image: '/images/portfolio/naeratus.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
    description: 'Hambakliiniku selge koduleht teenuste, hindade ja arstide tutvustusega ning vastuvõtuaja broneerimisega.',
  },
  {
    id: 10,
    title: 'Lillepood Kannike',
    url: 'https://lillepoodkannike.ee',
    image: '/images/portfolio/kannike.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'light',
    description: 'Lillepoe Shopify e-pood kimpude, kingituste ja kullerveoga samal päeval kogu Tartus. Tellida saab ka telefonist minutiga.',
  },
  {
    id: 11,
    title: 'Tammeoks Mööbel',
    url: 'https://tammeoks.ee',
    image: '/images/portfolio/tammeoks.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
    description: 'Puusepatöökoja e-pood täispuidust mööbliga: puiduliigi ja mõõtude valik, tarneaeg igal tootel ja eritellimuse päring.',
  },
  {
    id: 12,
    title: 'Mopeedikoda',
    url: 'https://mopeedikoda.ee',
    image: '/images/portfolio/mopeedikoda.webp',
    platform: 'custom',
    type: 'ecommerce',
    theme: 'light',
    description: 'Mopeediosade e-pood eritellimusel: tuhanded osad, otsing margi, mudeli ja aasta järgi ning selged tootekaardid. Tellimusi tuleb kaks korda rohkem.',
  },
]);
