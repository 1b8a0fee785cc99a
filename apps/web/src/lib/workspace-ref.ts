/**
 * What a workspace-scoped call adds to its query or body: the team's `organization_id`, or
 * nothing at all in the personal workspace (the contract's one spelling).
 */
export function teamRef(organizationId: string | null): { organization_id?: string } {
  return organizationId ? { organization_id: organizationId } : {};
}
