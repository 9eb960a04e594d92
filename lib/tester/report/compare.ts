/**
 * The change since the previous test of the same site (issue 24): what a history entry keeps of a report (each
 * card's grade and headline value), and each card's change in words, e.g. "Eelmisest testist (24.11.): 62/100 →
 * 78/100, paranes." or "Eelmisest testist (24.11.): muutuseta." (in English "Since the previous test (24 Nov):
 * 62/100 → 78/100, improved."). Better or worse is read from the grades (the one verdict scale), never from the
 * numbers: a shorter response time is better, a shorter title may not be.
 */
import { earlierDateText } from '@/lib/tester/report/dates';
import { VERDICT_RANK, VERDICT_WORDS, type Grade } from '@/lib/tester/report/grading';
import type { ResultCard, TestReport } from '@/lib/tester/report/cards';
import type { HistoryCard, HistoryEntry } from '@/lib/tester/state/history';

/** What the history keeps of a report. */
export function historyEntryOf(report: TestReport, testedAt: number): HistoryEntry {
  return {
    testedAt,
    cards: report.sections.flatMap((section) => section.cards.map((card) => ({ id: card.id, grade: card.grade, value: card.value.slice(0, 200) }))),
  };
}

const graded = (grade: HistoryCard['grade']): grade is Grade => grade === 'good' || grade === 'warning' || grade === 'bad';

/** The direction of a change between two graded verdicts: ", paranes" / ", halvenes" / "" (", improved" / ", got worse"). */
function direction(before: HistoryCard['grade'], after: HistoryCard['grade']): string {
  if (!graded(before) || !graded(after) || before === after) return '';
  const better = VERDICT_RANK[after] > VERDICT_RANK[before];
  if (process.env.SITE_LOCALE === 'en') return better ? ', improved' : ', got worse';
  return better ? ', paranes' : ', halvenes';
}

/** The change of one card since `previous`, or null when the previous test had no such card. */
export function changeSince(card: Pick<ResultCard, 'id' | 'grade' | 'value'>, previous: HistoryEntry, testedAt: number): string | null {
  const before = previous.cards.find((c) => c.id === card.id);
  if (!before) return null;
  const since = earlierDateText(previous.testedAt, testedAt);
  const lead = process.env.SITE_LOCALE === 'en' ? `Since the previous test (${since}):` : `Eelmisest testist (${since}):`;
  if (before.value === card.value && before.grade === card.grade) return process.env.SITE_LOCALE === 'en' ? `${lead} no change.` : `${lead} muutuseta.`;
  if (before.value === card.value) {
    const word = (grade: HistoryCard['grade']) => (grade === 'info' ? VERDICT_WORDS.info : VERDICT_WORDS[grade]);
    return `${lead} ${word(before.grade)} → ${word(card.grade)}${direction(before.grade, card.grade)}.`;
  }
  return `${lead} ${before.value} → ${card.value}${direction(before.grade, card.grade)}.`;
}

/** Cards per grade of a history entry, for the list of earlier tests: "Korras 10 · Vajab tähelepanu 4 · Probleem 2". */
export function entryCountsText(entry: HistoryEntry): string {
  const count = (grade: Grade) => entry.cards.filter((c) => c.grade === grade).length;
  return (['good', 'warning', 'bad'] as const).map((grade) => `${VERDICT_WORDS[grade]} ${count(grade)}`).join(' · ');
}
