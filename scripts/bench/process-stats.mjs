/**
 * What the benches read about a process from Linux's /proc: its peak resident memory and the CPU it has used.
 * Elsewhere (no /proc) the figures are unknown: null and NaN.
 */
import { readFileSync } from 'node:fs';

/** Peak resident memory of a process in MB (VmHWM), or null. @param {number | 'self'} pid */
export function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds a process has used so far (user + system, all its threads); NaN when unknown. @param {number} pid */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (CLK_TCK = 100 on Linux)
  } catch {
    return NaN;
  }
}
