import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startDaemon } from './daemon.js';
import { onCleanup } from './fault-env.js';

// HAProxy in front of the scenario's Kurz processes, as a load balancer in front of machines.

/** The header HAProxy adds to each answer a server gave: which one (none on its own errors). */
export const SERVED_BY = 'x-kurz-server';

export interface Haproxy {
  url: string;
  /**
   * HAProxy's log of abnormal requests (dontlog-normal): how many were sent to another
   * server after a connection failed, and the lines of those that failed for the client.
   */
  abnormal(): { redispatched: number; failed: string[] };
}

/**
 * Round robin over `ports`. Only a connection that failed is retried (on another server):
 * a request a server may have answered is never sent twice, or a click would count twice.
 * Health is /healthz (the process answers), not /readyz: cached links redirect while the
 * database is down, so an outage must not take every server out of the rotation.
 */
function config(port: number, ports: number[]): string {
  return `global
  log stderr format raw local0
defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  option forwardfor
  retries 3
  retry-on conn-failure
  # Every retry to another server, at once (a killed process refuses at once, each time).
  option redispatch 1
  timeout connect 1s
  timeout client 30s
  timeout server 15s
  timeout http-keep-alive 10s
  option httpchk GET /healthz
  # Quick to notice a dead process, slow to take out one the busy machine made slow.
  timeout check 2s
  default-server check inter 250ms rise 2 fall 2
frontend kurz
  bind 127.0.0.1:${port}
  default_backend kurz
backend kurz
  balance roundrobin
  http-response set-header ${SERVED_BY} %[srv_name]
${ports.map((serverPort, i) => `  server kurz${i + 1} 127.0.0.1:${serverPort}`).join('\n')}
`;
}

/** `haproxy -db` on a free loopback port, over Kurz on `ports`; stopped after the scenario. */
export async function startHaproxy(ports: number[]): Promise<Haproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-faults-haproxy-'));
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config(port, ports));
  const daemon = await startDaemon('haproxy', ['-f', file, '-db'], port).catch((error) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  onCleanup(async () => {
    await daemon.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url: `http://127.0.0.1:${port}`, abnormal: () => abnormal(daemon.output()) };
}

/** httplog lines: `… Tq/Tw/Tc/Tr/Ta status bytes - - state act/fe/be/srv/retries …`. */
function abnormal(log: string) {
  // Request lines name the frontend after the date; the others are server state changes.
  const requests = log.split('\n').filter((line) => /\] kurz /.test(line));
  return {
    redispatched: requests.filter((line) => /\/\+\d+ /.test(line)).length,
    // Not a 2xx/3xx, and not a keep-alive connection the client closed unused (CR).
    failed: requests.filter((line) => !/\/-?\d+ [23]\d\d /.test(line) && !/ CR-- /.test(line)),
  };
}
