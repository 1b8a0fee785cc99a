import type { TeamRole } from '@kurz/shared';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { type AuthClient, signedInClient } from './auth-client.js';

/** The token of the newest invitation mailed to `email` (the dev outbox lists newest first). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
    messages: { to: string; text: string }[];
  };
  const text = outbox.messages.find((message) => message.to === email)?.text ?? '';
  const token = /\/team\/invite\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** `email` signed in and joined to `orgId` as `role`, through a real invitation by `inviter`. */
export async function joinTeam(
  t: TestApp,
  inviter: AuthClient,
  orgId: string,
  email: string,
  role: Exclude<TeamRole, 'owner'>,
): Promise<AuthClient> {
  const client = await signedInClient(t.app, email);
  const invited = await inviter.post('/api/organization-members', { org_id: orgId, email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationToken(t, email);
  const accepted = await client.post(`/api/invitations?token=${token}&action=accept`, {});
  expect(accepted.statusCode, accepted.body).toBe(200);
  return client;
}

/** An enterprise user's new team: its id. */
export async function createTeam(t: TestApp, owner: AuthClient, ownerEmail: string) {
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'enterprise' })
    .where('email', '=', ownerEmail)
    .execute();
  const created = await owner.post('/api/organizations', { name: 'Acme', slug: 'acme-team' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().organization.id as string;
}
