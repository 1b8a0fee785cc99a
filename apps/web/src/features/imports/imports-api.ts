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
  dub: 'Dub',
  kutt: 'Kutt',
  yourls: 'YOURLS',
  rebrandly: 'Rebrandly',
  shortio: 'Short.io',
};

/**
 * Where each source's API lives: a hosted service's has one address (`apiUrl`), a
 * self-hosted one (Shlink, Kutt, YOURLS) is the user's own server.
 */
export const SOURCE_HINTS: Record<
  ImportSource,
  { placeholder: string; hint: string; apiUrl?: string }
> = {
  shlink: {
    placeholder: 'https://s.example.com',
    hint: 'The address of your Shlink server, and one of its API keys.',
  },
  bitly: {
    placeholder: 'https://api-ssl.bitly.com',
    apiUrl: 'https://api-ssl.bitly.com',
    hint: 'Bitly’s API address, and an access token from your Bitly settings (API).',
  },
  dub: {
    placeholder: 'https://api.dub.co',
    apiUrl: 'https://api.dub.co',
    hint: 'Dub’s API address, and an API key of the Dub workspace to import.',
  },
  kutt: {
    placeholder: 'https://kutt.to',
    hint: 'The address of the Kutt server, and an API key from its settings.',
  },
  yourls: {
    placeholder: 'https://sho.rt',
    hint: 'The folder where yourls-api.php lives, and your signature token (Tools page).',
  },
  rebrandly: {
    placeholder: 'https://api.rebrandly.com',
    apiUrl: 'https://api.rebrandly.com',
    hint: 'Rebrandly’s API address, and an API key from your Rebrandly account.',
  },
  shortio: {
    placeholder: 'https://api.short.io',
    apiUrl: 'https://api.short.io',
    hint: 'Short.io’s API address, and your secret API key (Integrations & API).',
  },
};
