/**
 * Claims about the web that the site quotes, each with its source, defined once. The spec fixes the numbers
 * ("40% of visitors leave after 3 seconds"); the source is named wherever the number is said, because an
 * unsourced figure in advertising misleads.
 */
const EN = process.env.SITE_LOCALE === 'en';

export const SPEED_STUDY = {
  share: 40,
  seconds: 3,
  /**
   * Forrester Consulting's 2009 survey of online shoppers for Akamai, named as a sentence opens with it:
   * "Akamai ja Forresteri uuringu järgi", in English "According to a study by Akamai and Forrester".
   */
  source: EN ? 'According to a study by Akamai and Forrester' : 'Akamai ja Forresteri uuringu järgi',
} as const;

/** "Akamai ja Forresteri uuringu järgi lahkub 40% külastajatest, kui leht ei avane 3 sekundiga." */
export const SPEED_STUDY_SENTENCE = EN
  ? `${SPEED_STUDY.source}, ${SPEED_STUDY.share}% of visitors leave if a page does not load within ${SPEED_STUDY.seconds} seconds.`
  : `${SPEED_STUDY.source} lahkub ${SPEED_STUDY.share}% külastajatest, kui leht ei avane ${SPEED_STUDY.seconds} sekundiga.`;
