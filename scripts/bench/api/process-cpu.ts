import { readFileSync } from 'node:fs';

// Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second.
const TICK_MS = 10;

/**
 * CPU time (user + system) a process has used so far, in milliseconds; null where /proc is
 * missing. On a shared machine, CPU per request moves much less with other people's load than
 * requests per second do.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // The command name may hold spaces: the fields that follow it are counted from its ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}
