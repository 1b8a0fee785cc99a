import { createContext, useContext } from 'react';

/**
 * Whose domains the panel shows: the signed-in user's own (`orgId` null), or a team's, with
 * what the member's role allows (the server checks too; the panel hides what it would refuse).
 */
export interface DomainWorkspace {
  orgId: string | null;
  may: { create: boolean; update: boolean; delete: boolean };
}

const PERSONAL: DomainWorkspace = {
  orgId: null,
  may: { create: true, update: true, delete: true },
};

export const DomainWorkspaceContext = createContext<DomainWorkspace>(PERSONAL);

export function useDomainWorkspace(): DomainWorkspace {
  return useContext(DomainWorkspaceContext);
}
