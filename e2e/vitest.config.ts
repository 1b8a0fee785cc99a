import { defineConfig } from 'vitest/config';

/**
 * End-to-end: the built server (`npm run build`) started for real on a free port with a
 * temporary DATA_DIR, driven by Chromium through playwright-core. One file at a time:
 * two browsers on two cores would make each other slow and flaky.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
