import { useWorkspace } from '../../app/workspace/use-workspace';

/**
 * Whose domains the panel shows (the current workspace: one's own, or a team's) and what
 * the role may do with them (the server checks too; the panel hides what it would refuse).
 */
export function useDomainWorkspace() {
  const { organizationId, can } = useWorkspace();
  return {
    organizationId,
    may: {
      create: can('domains', 'create'),
      update: can('domains', 'update'),
      delete: can('domains', 'delete'),
    },
  };
}
