/**
 * The words of keeping, sharing and comparing a report (issue 24): the print button, the share link and its
 * messages, the shared report's banner, the history list. The only place they are written.
 */
import type { ShareProblem } from '@/lib/tester/state/share';

export interface KeepTexts {
  print: string;
  printHint: string;
  share: string;
  sharing: string;
  copied: string;
  copyFallbackLabel: string;
  copyFallbackHint: string;
  shareFailed: string;
  retest: string;
  shared: string;
  sharedNote: string;
  printTitle: string;
  history: (count: number) => string;
  historyNote: string;
}

export const KEEP_TEXTS: KeepTexts =
  process.env.SITE_LOCALE === 'en'
    ? {
        print: 'Save as PDF',
        printHint: 'Opens your browser’s print window: choose “Save as PDF”.',
        share: 'Share the result',
        sharing: 'Making the link…',
        copied: 'Link copied. The result is inside the link itself: it is not stored on our server.',
        copyFallbackLabel: 'Link to share',
        copyFallbackHint: 'Your browser did not let us copy the link. It is selected in the field: copy it (Ctrl+C or a long press).',
        shareFailed: 'We could not make the link. Try again, or save the result as a PDF.',
        retest: 'Test again',
        shared: 'Shared result',
        sharedNote: 'Someone shared the result of this test with you. Test the site again for a fresh result.',
        printTitle: 'Website test report',
        history: (count: number) => `Earlier tests of this site in this browser (${count})`,
        historyNote:
          'We keep the results of the last five tests of each site in this browser, so you can compare what changed. They never leave your device.',
      }
    : {
        print: 'Salvesta PDF',
        printHint: 'Ava brauseri printimisaken ja vali „Salvesta PDF-ina“.',
        share: 'Jaga tulemust',
        sharing: 'Teeme linki…',
        copied: 'Link on kopeeritud. Tulemus on lingis endas: meie serverisse seda ei salvestata.',
        copyFallbackLabel: 'Jagamise link',
        copyFallbackHint: 'Brauser ei lubanud linki ise kopeerida. Link on väljal valitud: kopeeri see (Ctrl+C või pikk vajutus).',
        shareFailed: 'Linki ei õnnestunud teha. Proovi uuesti või salvesta tulemus PDF-ina.',
        retest: 'Testi uuesti',
        shared: 'Jagatud tulemus',
        sharedNote: 'Keegi jagas sinuga selle testi tulemust. Värske tulemuse saad, kui testid lehte uuesti.',
        printTitle: 'Veebilehe testi aruanne',
        history: (count: number) => `Selle lehe varasemad testid selles brauseris (${count})`,
        historyNote: 'Hoiame selles brauseris iga lehe viimase viie testi tulemusi, et saaksid muutusi võrrelda. Need ei lahku sinu seadmest.',
      };

/** Why a shared link cannot be shown: said above the form, which stays ready for a new test. */
export const SHARE_PROBLEM_TEXTS: Record<ShareProblem, string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        damaged: 'The link to the shared result is broken or incomplete, so the result cannot be shown. Please test the site again.',
        old: 'This shared link was made with an older version of the tester and can no longer be shown. Please test the site again.',
        'too-large': 'The link to the shared result is too long, so the result cannot be shown. Please test the site again.',
      }
    : {
        damaged: 'Jagatud tulemuse link on vigane või poolik, nii et seda tulemust ei saa näidata. Testi lehte uuesti.',
        old: 'See jagatud link on tehtud testija vanema versiooniga ja seda ei saa enam näidata. Testi lehte uuesti.',
        'too-large': 'Jagatud tulemuse link on liiga pikk, nii et seda tulemust ei saa näidata. Testi lehte uuesti.',
      };
