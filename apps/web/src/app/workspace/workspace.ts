import { canTeam, type TeamAction, type TeamResource, type TeamRole } from '@kurz/shared';

/** A team as a workspace needs it: the switcher's choice, or the team a route names. */
export interface WorkspaceTeam {
  id: string;
  name: string;
  /** The user's role in it. */
  role: TeamRole;
  /** The team's plan. */
  plan: string;
}

/**
 * Where the screens act (spec 000 §4 Workspace): Personal, or a team. Every
 * workspace-scoped call sends `organizationId` (null: nothing), and every control asks
 * `can` (the one permission map, `canTeam`) before it is offered.
 */
export interface Workspace {
  kind: 'personal' | 'team';
  team: { id: string; name: string } | null;
  organizationId: string | null;
  /** The user's role here; the owner of their personal workspace. */
  role: TeamRole;
  /** The plan that decides what links here may have: the user's own, or the team's. */
  plan: string | undefined;
  /** 'Personal workspace' or '{team} workspace', as the screens show it. */
  label: string;
  /** Where this workspace's links are listed, and where one is made. */
  linksPath: string;
  createPath: string;
  /** The one chosen in the switcher, which the /user/… screens (analytics) show. */
  isSelected: boolean;
  /** Whether the role may; `createdBy` for what a role may touch only when it made it. */
  can: <R extends TeamResource>(
    resource: R,
    action: TeamAction<R>,
    createdBy?: string | null,
  ) => boolean;
}

interface WorkspaceInput {
  /** The team a route names, which wins over the switcher's choice. */
  routeTeam: WorkspaceTeam | null;
  selectedTeam: WorkspaceTeam | null;
  userId: string | undefined;
  userPlan: string | undefined;
}

export function workspaceOf({ routeTeam, selectedTeam, userId, userPlan }: WorkspaceInput) {
  const team = routeTeam ?? selectedTeam;
  const role: TeamRole = team?.role ?? 'owner';
  const can: Workspace['can'] = (resource, action, createdBy) =>
    canTeam(
      role,
      resource,
      action,
      createdBy === undefined ? undefined : { createdBy, actorId: userId ?? '' },
    );
  if (!team)
    return {
      kind: 'personal',
      team: null,
      organizationId: null,
      role,
      plan: userPlan,
      label: 'Personal workspace',
      linksPath: '/user/dashboard',
      createPath: '/',
      isSelected: true,
      can,
    } satisfies Workspace;
  return {
    kind: 'team',
    team: { id: team.id, name: team.name },
    organizationId: team.id,
    role,
    plan: team.plan,
    label: `${team.name} workspace`,
    linksPath: routeTeam ? `/teams/${team.id}/urls` : '/user/dashboard',
    createPath: routeTeam ? `/teams/${team.id}/urls/create` : '/',
    isSelected: selectedTeam?.id === team.id,
    can,
  } satisfies Workspace;
}
