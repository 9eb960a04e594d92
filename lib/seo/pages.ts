import { pageMetadata } from '@/lib/seo/metadata';
import { ROUTES } from '@/lib/routes';
import { DELIVERY, formatEuro, PRICE_CLAIMS } from '@/lib/pricing';
import { site } from '@/lib/site';

/** Title, description and canonical of each static route, defined once. */
export const homeMetadata = pageMetadata({
  path: ROUTES.home,
  title: `${site.brand} – ${site.tagline}`,
  description:
    `Kodulehed väikeettevõtetele alates ${formatEuro(PRICE_CLAIMS.onePageFrom)} ja e-poed alates ${formatEuro(PRICE_CLAIMS.webShopFrom)}: WordPress, eritellimus ja Shopify. ` +
    `Valmis ${DELIVERY.typicalWeeks} nädalaga, esimene konsultatsioon ja audit on tasuta.`,
});

export const portfolioMetadata = pageMetadata({
  path: ROUTES.portfolio,
  title: `Tehtud tööd – kodulehed ja e-poed | ${site.brand}`,
  description:
    'Vaata meie valminud kodulehti ja e-poode: WordPress, eritellimusel arendatud ja Shopify lahendused Eesti väikeettevõtetele. Filtreeri platvormi, tüübi ja kujunduse järgi.',
});

export const contactMetadata = pageMetadata({
  path: ROUTES.contact,
  title: `Kontakt – küsi pakkumist | ${site.brand}`,
  description: `Kirjuta või helista: ${site.phone}, ${site.email}. Vastame tööpäeviti sama päeva jooksul, esimene konsultatsioon on tasuta.`,
});

export const testerMetadata = pageMetadata({
  path: ROUTES.tester,
  title: `SEO Veebilehe testija – tasuta kiiruse, SEO ja turvalisuse test | ${site.brand}`,
  description:
    'Testi tasuta oma veebilehe kiirust, SEO-d, ligipääsetavust, HTML-vigu ja turvalisust. Tulemused ja selged parandusettepanekud minutiga.',
});

export const privacyMetadata = pageMetadata({
  path: ROUTES.privacy,
  title: `Privaatsustingimused | ${site.brand}`,
  description: `Mida ${site.legalName} sinu kohta vormide ja veebilehe testija kaudu kogub, miks ja kui kaua andmeid hoiab, kellele need edastab ning kuidas saad oma õigusi kasutada.`,
});

export const blogMetadata = pageMetadata({
  path: ROUTES.blog,
  title: `Arendaja päevik - IT valdkonna nõuanded ja nipid | ${site.brand}`,
  description:
    'Kliendilood ja praktilised nõuanded kodulehe, e-poe, SEO ja veebilehe kiiruse kohta. Kirjutame lihtsalt ja konkreetsete numbritega.',
});
