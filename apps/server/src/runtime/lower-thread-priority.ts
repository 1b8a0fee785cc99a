import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The highest nice value Linux has: the lowest priority. */
const LOWEST = 19;

/**
 * Gives the calling thread `by` nice steps less scheduling priority than it has (at most
 * 19), and returns its nice value; null where a thread has no id of its own that
 * setpriority takes (anything but Linux: there the call would slow the whole process) or
 * where it is refused. Never throws: a priority is not worth a thread that fails to start.
 */
export function lowerThreadPriority(by: number): number | null {
  try {
    // `<pid>/task/<tid>`
    const tid = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    const nice = Math.min(LOWEST, os.getPriority(tid) + by);
    os.setPriority(tid, nice);
    return nice;
  } catch {
    // No /proc, or a sandbox that refuses setpriority: the thread runs as it was.
    return null;
  }
}
