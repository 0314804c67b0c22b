// CPU time of processes, read from /proc (Linux): what contention cannot inflate. On a shared machine
// req/s and latency depend on everybody's load; the milliseconds of CPU one request costs do not.
import { readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in these ticks; 100 on every mainstream Linux. */
const CLOCK_TICKS = 100;

/** user + system CPU time of a process, from /proc (Linux); null where that is not available. */
export function cpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU milliseconds of each process that can be read now. */
export function cpuByPid(pids: number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** CPU spent between two readings by the processes in both (a backend that ended meanwhile is left out). */
export function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? ms);
  return total;
}
