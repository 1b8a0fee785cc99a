import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** Ends a helper process the tests started (Caddy, HAProxy, Redis) and waits for it to go. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
