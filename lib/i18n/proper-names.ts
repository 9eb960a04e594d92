/**
 * Proper names that keep their Estonian letters on the English site: the agency's own names and address, and the
 * fictional clients, partners and people of the content. The check that no Estonian text is left on an English
 * page or module (tests/language.ts, with the client, partner and reviewer names of content/ beside these) allows
 * õ, ä, ö and ü inside these names only. Add a name here when new content brings one; never add an ordinary
 * Estonian word.
 */
export const PROPER_NAMES: readonly string[] = [
  'Veebiselge OÜ',
  'OÜ',
  'Sepa tänav 12',
  'Põhjaranniku Pank',
  'Elujõud',
  'Tõnu Kiviloo',
  'Valgusjälg Fotostuudio',
  'Valgusjälg',
  'Tammeoks Mööbel',
  'Õigusbüroo Vaekoda',
];
