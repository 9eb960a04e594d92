import { contentList } from '@/lib/content';
import { portfolioProjectSchema, type PortfolioProject } from '@/lib/schemas';

/**
 * The 12 finished projects of the portfolio (fictional clients). Screenshots live in public/images/portfolio/
 * and are rendered from the HTML mock-ups in scripts/assets/portfolio/ (see render.mjs there).
 */
function projectList(items: PortfolioProject[]): readonly PortfolioProject[] {
  return contentList(portfolioProjectSchema, 'id', 'content/portfolio.ts').parse(items);
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
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'Website for a cosy café in Tartu with daily specials, the menu and table booking. The owner updates the menu in a couple of minutes, without help.'
        : 'Hubase Tartu kohviku koduleht päevapakkumiste, menüü ja lauabroneeringuga. Menüüd uuendab omanik ise paari minutiga.',
  },
  {
    id: 2,
    title: 'Saunameister',
    url: 'https://saunameister.ee',
    image: '/images/portfolio/saunameister.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A polished website for a sauna builder, with a gallery of finished work and a quote request form. Enquiries have doubled.'
        : 'Saunaehitaja esinduslik koduleht tehtud tööde galerii ja hinnapäringu vormiga. Päringuid tuleb kaks korda rohkem kui enne.',
  },
  {
    id: 3,
    title: 'Rattaring',
    url: 'https://rattaring.ee',
    image: '/images/portfolio/rattaring.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A Shopify shop for bikes and spare parts: easy filtering by size, parcel lockers and pay-later options at checkout.'
        : 'Jalgrataste ja varuosade e-pood Shopifys: mugav filtreerimine suuruse järgi, pakiautomaadid ja järelmaks ostukorvis.',
  },
  {
    id: 4,
    title: 'Õigusbüroo Vaekoda',
    url: 'https://vaekoda.ee',
    image: '/images/portfolio/vaekoda.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'dark',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A calm, trustworthy website for a small law firm: practice areas, the team and consultation booking.'
        : 'Rahulik ja usaldusväärne koduleht väikesele õigusbüroole: õigusvaldkonnad, meeskond ja konsultatsiooni broneerimine.',
  },
  {
    id: 5,
    title: 'Hingus Jooga',
    url: 'https://hingusjooga.ee',
    image: '/images/portfolio/hingus-jooga.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'Yoga studio website with the class timetable, prices and trial class sign-up. Fast and easy to read on a phone.'
        : 'Joogastuudio koduleht tunniplaani, hinnakirja ja proovitunni registreerimisega. Telefonis loetav ja kiire.',
  },
  {
    id: 6,
    title: 'Valgusjälg Fotostuudio',
    url: 'https://valgusjalg.ee',
    image: '/images/portfolio/valgusjalg.webp',
    platform: 'custom',
    type: 'website',
    theme: 'dark',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A photo studio portfolio where the pictures take centre stage: a fast gallery, a package comparison and studio booking.'
        : 'Fotostuudio portfoolio, kus pildid on pearollis: kiire galerii, pakettide võrdlus ja stuudioaja broneerimine.',
  },
  {
    id: 7,
    caseStudy: 'elujoud',
    title: 'Elujõud',
    url: 'https://elujoud.ee',
    image: '/images/portfolio/elujoud.webp',
    platform: 'wordpress',
    type: 'ecommerce',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? "A WooCommerce shop for food supplements that we optimised: a faster site, products grouped by need (sleep, immunity, energy…) and a shorter checkout. Revenue tripled in two months."
        : 'Toidulisandite WooCommerce e-pood, mille optimeerisime: kiirem leht, tooted kliendi mure järgi ja lühem ostukorv. Müügitulu kasvas kahe kuuga kolm korda.',
  },
  {
    id: 8,
    title: 'Puhas Kodu',
    url: 'https://puhaskodu.ee',
    image: '/images/portfolio/puhas-kodu.webp',
    platform: 'custom',
    type: 'website',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'Website for a cleaning company whose price calculator gives a quote on the spot. Half of all orders now come straight from the website.'
        : 'Koristusfirma koduleht, kus hinnakalkulaator annab pakkumise kohe. Pool tellimustest tuleb nüüd otse veebist.',
  },
  {
    id: 9,
    title: 'Hambakliinik Naeratus',
    url: 'https://hambakliiniknaeratus.ee',
    image: '/images/portfolio/naeratus.webp',
    platform: 'wordpress',
    type: 'website',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A clear website for a dental clinic: its services, prices and dentists, with online appointment booking.'
        : 'Hambakliiniku selge koduleht teenuste, hindade ja arstide tutvustusega ning vastuvõtuaja broneerimisega.',
  },
  {
    id: 10,
    title: 'Lillepood Kannike',
    url: 'https://lillepoodkannike.ee',
    image: '/images/portfolio/kannike.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A Shopify shop for a florist, with bouquets, gifts and same-day courier delivery anywhere in Tartu. Ordering from a phone takes a minute.'
        : 'Lillepoe Shopify e-pood kimpude, kingituste ja kullerveoga samal päeval kogu Tartus. Tellida saab ka telefonist minutiga.',
  },
  {
    id: 11,
    title: 'Tammeoks Mööbel',
    url: 'https://tammeoks.ee',
    image: '/images/portfolio/tammeoks.webp',
    platform: 'shopify',
    type: 'ecommerce',
    theme: 'dark',
    description:
      process.env.SITE_LOCALE === 'en'
        ? "An online shop for a joinery workshop’s solid-wood furniture: a choice of wood and sizes, the delivery time on every product and custom-order requests."
        : 'Puusepatöökoja e-pood täispuidust mööbliga: puiduliigi ja mõõtude valik, tarneaeg igal tootel ja eritellimuse päring.',
  },
  {
    id: 12,
    caseStudy: 'mopeedikoda',
    title: 'Mopeedikoda',
    url: 'https://mopeedikoda.ee',
    image: '/images/portfolio/mopeedikoda.webp',
    platform: 'custom',
    type: 'ecommerce',
    theme: 'light',
    description:
      process.env.SITE_LOCALE === 'en'
        ? 'A custom-built online shop for moped parts: thousands of parts, search by make, model and year, and clear product pages. Orders have doubled.'
        : 'Mopeediosade e-pood eritellimusel: tuhanded osad, otsing margi, mudeli ja aasta järgi ning selged tootekaardid. Tellimusi tuleb kaks korda rohkem.',
  },
]);
