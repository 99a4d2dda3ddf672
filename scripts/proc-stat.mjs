// Linux's /proc/<pid>/stat, read by the benchmarks: the fields after the process name (which may hold spaces and
// parentheses), so field 1 is the parent pid and fields 11 and 12 the user and system CPU time in clock ticks.
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the process name; throws when the process is gone. */
export function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time (user + system, ms) a process has used itself, children excluded; null when it is gone. */
export function cpuMsOf(pid) {
  try {
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
