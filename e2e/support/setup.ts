import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

type Env = Record<string, string>;

/**
 * Starts the built server and Chromium before the file's tests; after them closes the
 * browser, checks that the server stopped cleanly (exit 0) and deletes its data. `env` may
 * be a function, read when the server starts, for values an earlier beforeAll provides.
 */
export function useServerAndBrowser(env: Env | (() => Env) = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (!server) return;
    try {
      expect(await server.stop()).toBe(0);
    } finally {
      await server.cleanup();
    }
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll: use it inside a test');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll: use it inside a test');
      return browser;
    },
  };
}
