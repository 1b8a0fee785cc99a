import type { ApiScope } from '@kurz/shared';

/** What each scope lets a key do, in the words of the create form. */
export const SCOPE_LABELS: Record<ApiScope, string> = {
  'links:read': 'List and read links',
  'links:write': 'Create, change and delete links',
  'analytics:read': 'Read click analytics',
  'domains:read': 'List custom domains',
  'domains:write': 'Add, verify and delete custom domains',
};
