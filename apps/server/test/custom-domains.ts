import http from 'node:http';
import type { CustomDomainView } from '@kurz/shared';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { type AuthClient, signedInClient } from './auth-client.js';
import { startZoneDns, type ZoneDns } from './zone-dns.js';

/** The proxy customers point their domains at, in the custom-domain tests. */
export const PROXY = 'edge.kurz-proxy.net';
export const PROXY_IP = '203.0.113.10';

export interface DomainsWorld {
  t: TestApp;
  dns: ZoneDns;
  close(): Promise<void>;
}

/** An app whose DNS checks ask a loopback zone server (empty until a test publishes records). */
export async function startDomainsWorld(env: Record<string, string> = {}): Promise<DomainsWorld> {
  const dns = await startZoneDns();
  const t = await createTestApp({
    DNS_SERVERS: dns.server,
    PROXY_HOST: PROXY,
    PROXY_IPS: PROXY_IP,
    ...env,
  });
  return {
    t,
    dns,
    close: async () => {
      await t.close();
      await dns.close();
    },
  };
}

/** A signed-in user on `plan` (set as an admin would, straight on the row). */
export async function userOnPlan(t: TestApp, email: string, plan: string): Promise<AuthClient> {
  const client = await signedInClient(t.app, email);
  await setPlan(t, email, plan);
  return client;
}

export async function setPlan(t: TestApp, email: string, plan: string): Promise<void> {
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: plan })
    .where('email', '=', email)
    .execute();
}

export async function addDomain(client: AuthClient, domain: string): Promise<CustomDomainView> {
  const added = await client.post('/api/custom-domains', { domain });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().domain;
}

/**
 * Publishes what the owner of `view` would at their DNS provider: a CNAME to the proxy (a
 * subdomain) or an A record within PROXY_IPS (an apex), and the TXT proof with its token.
 */
export function publishRecords(
  dns: ZoneDns,
  view: CustomDomainView,
  token = view.verification_token,
) {
  dns.zone.set(view.domain, view.is_subdomain ? { CNAME: PROXY } : { A: [PROXY_IP] });
  dns.zone.set(`_kurz.${view.domain}`, { TXT: [token] });
}

export function verify(client: AuthClient, id: string) {
  return client.send('PUT', '/api/custom-domains', { domain_id: id, action: 'verify' });
}

/** Added, its records published and verified: a domain that serves. */
export async function addVerifiedDomain(
  client: AuthClient,
  dns: ZoneDns,
  domain: string,
): Promise<CustomDomainView> {
  const view = await addDomain(client, domain);
  publishRecords(dns, view);
  const verified = await verify(client, view.id);
  expect(verified.json(), verified.body).toMatchObject({ verified: true, issues: [] });
  return verified.json().domain;
}

export interface HttpAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** GET over a real socket with the Host given (fetch cannot choose the Host header). */
export function getWithHost(base: string, host: string, path: string): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      })
      .on('error', reject);
  });
}
