import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pinTickObjectShape } from './tick-shape.js';

const CHILD = fileURLToPath(new URL('../../test/fixtures/tick-shape-child.ts', import.meta.url));

/** The states V8 prints for nextTick's four property definitions in its entry literal. */
async function literalFeedbackAfterIdleCollections(pin: boolean): Promise<string[]> {
  // V8 prints straight to the process's stdout, dropping what a non-blocking pipe will not
  // take at once: a file takes all of it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-tick-shape-'));
  const file = path.join(dir, 'stdout');
  const stdout = fs.openSync(file, 'w');
  try {
    const child = spawn(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--expose-gc',
        '--import',
        'tsx',
        CHILD,
        ...(pin ? ['--pin'] : []),
      ],
      { stdio: ['ignore', stdout, 'inherit'] },
    );
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    const printed = fs.readFileSync(file, 'utf8');
    return [...printed.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map(
      (match) => match[1] as string,
    );
  } finally {
    fs.closeSync(stdout);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('pinTickObjectShape', () => {
  it('finds Node’s async id symbols', () => {
    expect(pinTickObjectShape()).toBe(true);
  });

  it('keeps nextTick’s entry literal monomorphic across collections at an idle moment', {
    timeout: 30_000,
  }, async () => {
    const [unpinned, pinned] = await Promise.all([
      literalFeedbackAfterIdleCollections(false),
      literalFeedbackAfterIdleCollections(true),
    ]);
    expect(pinned).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
    // Without the pin, this Node goes megamorphic (a Node whose V8 re-learns would not).
    expect(unpinned).toHaveLength(4);
    if (process.version.startsWith('v20.')) expect(unpinned).toContain('MEGAMORPHIC');
  });
});
