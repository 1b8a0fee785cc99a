import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from './app.js';
import { signedInClient } from './auth-client.js';

const run = promisify(execFile);

/** The fenced blocks of `language` in docs/`doc`, as a reader would copy them. */
export function docBlocks(doc: string, language: string): string[] {
  const text = fs.readFileSync(new URL(`../../../docs/${doc}`, import.meta.url), 'utf8');
  return [...text.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

/** A listening Kurz with a pro user's key of `scopes`, for a doc's examples to call. */
export async function docServer(
  scopes: string[],
  env: Record<string, string> = {},
): Promise<{ t: TestApp; origin: string; secret: string }> {
  const t = await createTestApp(env);
  const ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', { name: 'docs', scopes });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, origin, secret: created.json().secret };
}

/** One curl command of a doc run by sh with `env`: its body and HTTP status. */
export async function runCurl(
  command: string,
  env: Record<string, string>,
): Promise<{ status: string; body: string }> {
  const { stdout } = await run('sh', ['-c', `${command.trim()} -sS -w '\\n%{http_code}'`], {
    env: { PATH: process.env.PATH, ...env },
  });
  const [body = '', status = ''] = stdout.split(/\n(?=\d{3}$)/);
  return { status, body };
}
