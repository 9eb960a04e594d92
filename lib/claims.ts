/**
 * Claims about the web that the site quotes, each with its source, defined once. The spec fixes the numbers
 * ("40% of visitors leave after 3 seconds"); the source is named wherever the number is said, because an
 * unsourced figure in advertising misleads.
 */
export const SPEED_STUDY = {
  share: 40,
  seconds: 3,
  /** Forrester Consulting's 2009 survey of online shoppers for Akamai. */
  source: 'Akamai ja Forresteri uuringu järgi',
} as const;

/** "Akamai ja Forresteri uuringu järgi lahkub 40% külastajatest, kui leht ei avane 3 sekundiga." */
export const SPEED_STUDY_SENTENCE = `${SPEED_STUDY.source} lahkub ${SPEED_STUDY.share}% külastajatest, kui leht ei avane ${SPEED_STUDY.seconds} sekundiga.`;
