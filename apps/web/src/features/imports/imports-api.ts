import type {
  CreateImportReply,
  CreateSessionImportBody,
  ImportJobList,
  ImportSource,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/** Imports act in a workspace: `organizationId` names the team, null Personal. */

export const importsKey = (userId: string | undefined, organizationId: string | null) => [
  'imports',
  userId,
  organizationId ?? 'personal',
];

export const fetchImports = (organizationId: string | null) =>
  api.get<ImportJobList>(withQuery('/api/imports', teamRef(organizationId)));

export const startImport = (
  organizationId: string | null,
  body: Omit<CreateSessionImportBody, 'organization_id'>,
) =>
  api.post<CreateImportReply>('/api/imports', {
    ...body,
    ...teamRef(organizationId),
  } satisfies CreateSessionImportBody);

/** How the screen names each source the server reads. */
export const SOURCE_LABELS: Record<ImportSource, string> = {
  shlink: 'Shlink',
  bitly: 'Bitly',
};

/** Where each source's API usually lives: Bitly's is one, a Shlink server is the user's own. */
export const SOURCE_HINTS: Record<ImportSource, { placeholder: string; hint: string }> = {
  shlink: {
    placeholder: 'https://s.example.com',
    hint: 'The address of your Shlink server, and one of its API keys.',
  },
  bitly: {
    placeholder: 'https://api-ssl.bitly.com',
    hint: 'Bitly’s API address, and an access token from your Bitly settings (API).',
  },
};
