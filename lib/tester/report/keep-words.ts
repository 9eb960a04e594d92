/**
 * The words of keeping, sharing and comparing a report (issue 24): the print button, the share link and its
 * messages, the shared report's banner, the history list. The only place they are written.
 */
import type { ShareProblem } from '@/lib/tester/state/share';

export const KEEP_TEXTS = {
  print: 'Salvesta PDF',
  printHint: 'Ava brauseri printimisaken ja vali „Salvesta PDF-ina“.',
  share: 'Jaga tulemust',
  sharing: 'Teen linki…',
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
} as const;

/** Why a shared link cannot be shown: said above the form, which stays ready for a new test. */
export const SHARE_PROBLEM_TEXTS: Record<ShareProblem, string> = {
  damaged: 'Jagatud tulemuse link on vigane või poolik, nii et seda tulemust ei saa näidata. Testi lehte uuesti.',
  old: 'See jagatud link on tehtud testija vanema versiooniga ja seda ei saa enam näidata. Testi lehte uuesti.',
  'too-large': 'Jagatud tulemuse link on liiga pikk, nii et seda tulemust ei saa näidata. Testi lehte uuesti.',
};
