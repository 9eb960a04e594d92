/**
 * Visitor statistics are not measured: they are demo values generated after a 1 s delay within the spec's
 * ranges (section 9) and shown only in the locked statistics panel, marked as an example.
 */
import type { VisitorStats } from '@/lib/tester/state/schema';

export const STATS_DELAY_MS = 1000;

export const STATS_RANGES = {
  bounceRate: [35, 74],
  visitSeconds: [60, 180],
  pagesPerVisit: [1, 4],
  monthlyVisitors: [1000, 9999],
} as const;

type Random = () => number;

const intBetween = (random: Random, [min, max]: readonly [number, number]) => min + Math.floor(random() * (max - min + 1));

/** Seconds as "m:ss". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "m:ss" as seconds (NaN when malformed). */
export function parseDuration(value: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function generateStats(random: Random = Math.random): VisitorStats {
  const [pMin, pMax] = STATS_RANGES.pagesPerVisit;
  return {
    bounceRate: intBetween(random, STATS_RANGES.bounceRate),
    avgVisitDuration: formatDuration(intBetween(random, STATS_RANGES.visitSeconds)),
    pagesPerVisit: Math.min(pMax, Math.round((pMin + random() * (pMax - pMin)) * 10) / 10),
    monthlyVisitors: intBetween(random, STATS_RANGES.monthlyVisitors),
  };
}

export function delayedStats(
  random: Random = Math.random,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<VisitorStats> {
  return sleep(STATS_DELAY_MS).then(() => generateStats(random));
}
