import { describe, expect, it } from 'vitest';
import { workspaceOf } from './workspace';

const acme = { id: 't1', name: 'Acme', role: 'member', plan: 'enterprise' } as const;
const beta = { id: 't2', name: 'Beta', role: 'viewer', plan: 'free' } as const;
const base = { routeTeam: null, selectedTeam: null, userId: 'u1', userPlan: 'pro' };

describe('workspaceOf', () => {
  it('is Personal with the user as owner and their plan when no team is chosen', () => {
    const workspace = workspaceOf(base);
    expect(workspace).toMatchObject({
      kind: 'personal',
      organizationId: null,
      role: 'owner',
      plan: 'pro',
      label: 'Personal workspace',
      linksPath: '/user/dashboard',
      isSelected: true,
    });
    expect(workspace.can('settings', 'update')).toBe(true);
  });

  it("is the chosen team with the member's role and the team's plan", () => {
    const workspace = workspaceOf({ ...base, selectedTeam: acme });
    expect(workspace).toMatchObject({
      kind: 'team',
      organizationId: 't1',
      role: 'member',
      plan: 'enterprise',
      label: 'Acme workspace',
      linksPath: '/user/dashboard',
      createPath: '/',
      isSelected: true,
    });
    expect(workspace.can('urls', 'update', 'u1')).toBe(true);
    expect(workspace.can('urls', 'update', 'u2')).toBe(false);
    expect(workspace.can('settings', 'update')).toBe(false);
  });

  it('is the team a route names, over the switcher, with that team’s screens as its paths', () => {
    const workspace = workspaceOf({ ...base, routeTeam: beta, selectedTeam: acme });
    expect(workspace).toMatchObject({
      organizationId: 't2',
      role: 'viewer',
      linksPath: '/teams/t2/urls',
      createPath: '/teams/t2/urls/create',
      isSelected: false,
    });
    expect(workspace.can('urls', 'create')).toBe(false);
  });
});
