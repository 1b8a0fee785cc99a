import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATIENTLY } from '../../test/patiently.js';
import { DestinationBlocklist } from './destination-blocklist.js';
import { type BlocklistWatch, watchBlocklistFile } from './watch-blocklist-file.js';

let dir: string;
let watch: BlocklistWatch | undefined;
afterEach(() => {
  watch?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A watch of `file` whose warnings are collected. */
function watched(file: string, statEveryMs = 5000) {
  const warnings: string[] = [];
  const log = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line).msg) },
  );
  const blocklist = new DestinationBlocklist(['configured.example']);
  const onChange = vi.fn();
  watch = watchBlocklistFile({ file, blocklist, log, onChange, statEveryMs });
  return { blocklist, onChange, warnings };
}

describe('watchBlocklistFile', () => {
  it('reads the file at start, logging and skipping a bad line', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-blocklist-'));
    const file = path.join(dir, 'blocklist.txt');
    fs.writeFileSync(file, 'evil.example\nnot a host\n');
    const { blocklist, onChange, warnings } = watched(file);
    expect(blocklist.blocks('https://login.evil.example/')).toBe(true);
    expect(blocklist.blocks('https://configured.example/')).toBe(true);
    expect(warnings).toEqual([
      'blocklist line skipped: not a host name (example.com) or URL prefix (https://example.com/path)',
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('finds a file whose folder did not exist at start by its periodic stat alone', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-blocklist-'));
    const folder = path.join(dir, 'later'); // no folder: nothing to watch, polling only
    const file = path.join(folder, 'blocklist.txt');
    const { blocklist, onChange } = watched(file, 50);
    expect(blocklist.blocks('https://evil.example/')).toBe(false);
    fs.mkdirSync(folder);
    fs.writeFileSync(file, 'evil.example\n');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), PATIENTLY);
    expect(blocklist.blocks('https://evil.example/')).toBe(true);
  });

  it('keeps BLOCKED_HOSTS when the file goes, and tells of the change once', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-blocklist-'));
    const file = path.join(dir, 'blocklist.txt');
    fs.writeFileSync(file, 'evil.example\n');
    const { blocklist, onChange } = watched(file, 50);
    fs.rmSync(file);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), PATIENTLY);
    expect(blocklist.blocks('https://evil.example/')).toBe(false);
    expect(blocklist.blocks('https://configured.example/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
