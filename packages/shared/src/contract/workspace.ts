import { z } from 'zod';

/**
 * How a request names the workspace it acts in: `organization_id`, a team's id (absent or
 * null: the caller's personal workspace). `org_id` is the older spelling, still accepted so
 * that no client written against it breaks; `organization_id` wins when it names a team.
 */
const teamId = z.string().min(1, 'organization_id must not be empty').max(100);

/** A team's id as a request names it. */
export const organizationId = teamId;

export const workspaceFields = {
  organization_id: teamId.optional().nullable(),
  /** @deprecated The older spelling of `organization_id`. */
  org_id: teamId.optional().nullable(),
};

/** Which workspace a listing shows. */
export const WorkspaceQuery = z.object(workspaceFields);
export type WorkspaceQuery = z.input<typeof WorkspaceQuery>;

/** The team a team call acts on, which it must name (spec 001 §7 spells it `org_id`). */
const requiredTeamId = z
  .string({ error: 'org_id is required' })
  .min(1, 'org_id is required')
  .max(100);

export const teamFields = {
  organization_id: requiredTeamId.optional(),
  org_id: requiredTeamId.optional(),
};

/** A team call names its team in one of the two spellings: `.refine(namesTeam, TEAM_REQUIRED)`. */
export const namesTeam = (fields: { organization_id?: unknown; org_id?: unknown }): boolean =>
  fields.organization_id !== undefined || fields.org_id !== undefined;
export const TEAM_REQUIRED = { message: 'org_id is required', path: ['org_id'] };

/** The query or body of a call that carries nothing but its workspace (a delete, a rotate). */
export const WorkspaceRef = z.object({ organization_id: teamId.optional() });
export type WorkspaceRef = z.input<typeof WorkspaceRef>;
