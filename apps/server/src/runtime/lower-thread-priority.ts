import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The highest nice value Linux has: the lowest priority. */
const LOWEST = 19;

/**
 * Gives the calling thread `by` nice steps less scheduling priority than it has (at most
 * 19), and returns its nice value; null where a thread has no id of its own that
 * setpriority takes (anything but Linux): there the call would slow the whole process.
 */
export function lowerThreadPriority(by: number): number | null {
  let tid: number;
  try {
    // `<pid>/task/<tid>`
    tid = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
  } catch {
    return null;
  }
  const nice = Math.min(LOWEST, os.getPriority(tid) + by);
  os.setPriority(tid, nice);
  return nice;
}
