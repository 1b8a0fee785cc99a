import { z } from 'zod';

/**
 * How a web call names the team it acts in: `organization_id`, absent for the personal
 * workspace. An API key never names one: it acts in its own workspace.
 */
export const organizationId = z
  .string({ error: 'organization_id must be a team id' })
  .min(1, 'organization_id must not be empty')
  .max(100, 'organization_id: at most 100 characters');

/** The query or body of a call that carries nothing but its workspace (a delete, a rotate). */
export const WorkspaceRef = z.object({ organization_id: organizationId.optional() });
export type WorkspaceRef = z.input<typeof WorkspaceRef>;
