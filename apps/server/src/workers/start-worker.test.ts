import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(
  new URL('../../test/fixtures/young-generation-child.ts', import.meta.url),
);

describe('startWorker', () => {
  it('sizes a worker’s young generation by its limits, not by the semi-space flags of npm start', () => {
    const out = execFileSync(
      process.execPath,
      ['--min-semi-space-size=32', '--max-semi-space-size=32', '--import', 'tsx', CHILD],
      { encoding: 'utf8' },
    );
    const sizes = JSON.parse(out) as { main: number; worker: number };
    expect(sizes.main).toBe(64);
    expect(sizes.worker).toBeGreaterThan(0);
    expect(sizes.worker).toBeLessThanOrEqual(16);
  }, 30_000);
});
