import fs from 'node:fs';
import path from 'node:path';
import { parseBlocklist } from '@kurz/shared';
import type { Logger } from 'pino';
import type { DestinationBlocklist } from './destination-blocklist.js';

export interface BlocklistWatch {
  /** Reads the file again now; resolves once applied. */
  reload(): Promise<void>;
  stop(): void;
}

/** How often the file's stat is compared when no watch event came (some file systems send none). */
const STAT_EVERY_MS = 5000;
/** Editors write a file in several steps: one reload after they settle. */
const SETTLE_MS = 50;

/**
 * Keeps `blocklist` true to the operator's file without a restart: read at start, again on
 * a watch event of its folder (the file itself may be replaced, not written) and whenever a
 * periodic stat sees it changed. An absent file is an empty list; a bad line is logged and
 * skipped. `onChange` runs after a change was applied (the redirect cache is cleared then).
 */
export function watchBlocklistFile(deps: {
  file: string;
  blocklist: DestinationBlocklist;
  log: Logger;
  onChange: () => void;
  statEveryMs?: number;
}): BlocklistWatch {
  const { file, blocklist, log, onChange } = deps;
  let lastText = readText(file, log) ?? '';
  let lastStat = statOf(file);
  apply(lastText, false);

  function apply(text: string, isChange: boolean): void {
    const { list, problems } = parseBlocklist(text);
    for (const problem of problems)
      log.warn(
        { file, line: problem.line, entry: problem.text },
        `blocklist line skipped: ${problem.message}`,
      );
    blocklist.replaceFileEntries(list);
    if (isChange) {
      log.info(
        { file, hosts: list.hosts.length, prefixes: list.prefixes.length },
        'blocklist reloaded',
      );
      onChange();
    }
  }

  async function reload(): Promise<void> {
    lastStat = statOf(file);
    const text = (await readTextAsync(file, log)) ?? lastText;
    if (text === lastText) return;
    lastText = text;
    apply(text, true);
  }

  let settle: NodeJS.Timeout | undefined;
  const soon = () => {
    clearTimeout(settle);
    settle = setTimeout(() => void reload(), SETTLE_MS);
    settle.unref();
  };
  const watcher = watchFolder(file, log, soon);
  const poll = setInterval(() => {
    if (statOf(file) !== lastStat) soon();
  }, deps.statEveryMs ?? STAT_EVERY_MS);
  poll.unref();

  return {
    reload,
    stop: () => {
      clearInterval(poll);
      clearTimeout(settle);
      watcher?.close();
    },
  };
}

function watchFolder(file: string, log: Logger, onEvent: () => void): fs.FSWatcher | undefined {
  const name = path.basename(file);
  try {
    const watcher = fs.watch(path.dirname(file), { persistent: false }, (_event, changed) => {
      if (!changed || changed.toString() === name) onEvent();
    });
    watcher.on('error', (error) =>
      log.warn({ err: error, file }, 'blocklist watch failed; polling only'),
    );
    return watcher;
  } catch (error) {
    // A missing folder: the periodic stat still sees the file once it appears.
    log.debug({ err: error, file }, 'blocklist folder not watched; polling only');
    return undefined;
  }
}

/** Size, modification time and inode in one string: any of them changing means a new file. */
function statOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
  } catch {
    return 'absent';
  }
}

/** The file's text, '' when absent, undefined when unreadable (the last list stays). */
function readText(file: string, log: Logger): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    return absentOrUndefined(error, file, log);
  }
}

async function readTextAsync(file: string, log: Logger): Promise<string | undefined> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    return absentOrUndefined(error, file, log);
  }
}

function absentOrUndefined(error: unknown, file: string, log: Logger): string | undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
  log.error({ err: error, file }, 'blocklist unreadable; keeping the last list');
  return undefined;
}
