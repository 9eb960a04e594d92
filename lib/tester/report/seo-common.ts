/**
 * What the cards of the SEO section share: why each card matters, in the site's language, the finding for a page
 * that could not be read, and advice written as one sentence.
 */
import { explainFailure } from '@/lib/tester/report/explain';

export const WHY = process.env.SITE_LOCALE === 'en' ? {
  title: 'The title is the first thing people see in Google’s results, and a good title brings more clicks.',
  description: 'The description is the text under the title in search results, and it persuades people to choose your page.',
  h1: 'One clear main heading tells visitors and Google straight away what the page is about.',
  metadata: 'Metadata in order helps Google show the page correctly and offer it to people searching in the right language.',
  images: 'Alt text describes an image to screen readers and to Google Images; without it, part of your content stays invisible.',
  structuredData: 'Structured data lets Google show your business details, prices or ratings in search results, which brings more clicks.',
  social: 'When someone shares your page on Facebook, LinkedIn or X, the picture and the title decide whether people click it.',
  serverFiles: 'These files lead Google to your pages, and a wrong robots.txt can hide the whole site from search.',
} : {
  title: 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb, ja hea pealkiri toob rohkem klõpse.',
  description: 'Kirjeldus on otsingutulemuses pealkirja all olev tekst, mis veenab inimest just sinu lehele tulema.',
  h1: 'Üks selge põhipealkiri ütleb nii külastajale kui ka Google’ile kohe, millest leht räägib.',
  metadata: 'Korras metaandmed aitavad Google’il lehte õigesti näidata ja õige keelega otsijatele pakkuda.',
  images: 'Alt-tekst kirjeldab pilti ekraanilugejale ja Google’i pildiotsingule, ilma selleta jääb osa sisust nähtamatuks.',
  structuredData: 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid, mis toovad rohkem klõpse.',
  social: 'Kui keegi jagab su lehte Facebookis, LinkedInis või X-is, otsustavad pilt ja pealkiri, kas sellele klõpsatakse.',
  serverFiles: 'Need failid juhatavad Google’i su lehtedeni ja vale robots.txt võib terve saidi otsingust peita.',
};


/** The finding for a page that could not be read: the reason in the site's language. */
export const unread = (error: string | null | undefined) => explainFailure(error ?? '');

/** Advice parts as one sentence: "Lisa …; paranda …." (empty when there is nothing to do). */
export const sentence = (parts: string[]) => {
  const text = parts.join('; ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
};
