import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A built web app of one index.html for the file's tests, so an unknown short code gets
 * the app's 404 page rather than a 503. `dir` is its folder, for WEB_DIST_DIR.
 */
export function useWebDist(): { readonly dir: string } {
  let dir: string | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!dir) throw new Error('The web app is written in beforeAll: use it inside a test');
      return dir;
    },
  };
}
