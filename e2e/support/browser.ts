import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for the network it cannot have here. */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install chromium`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export function artifactPath(name: string): string {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return path.join(ARTIFACTS_DIR, name);
}
