import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { groupGuidOf } from './bitly-view.js';

/** Bitly's `GET /v4/user`: the key's owner, and the key's workspace as the default group. */
export function bitlyUser(ctx: WorkspaceCtx, email: string) {
  return {
    login: email,
    name: email,
    is_active: true,
    is_2fa_enabled: false,
    is_sso_user: false,
    emails: [{ email, is_primary: true, is_verified: true }],
    default_group_guid: groupGuidOf(ctx.workspace.owner),
  };
}

/** Bitly's `GET /v4/groups`: the one group a Kurz key reaches, its workspace. */
export function bitlyGroups(ctx: WorkspaceCtx) {
  const { workspace } = ctx;
  const guid = groupGuidOf(workspace.owner);
  return {
    groups: [
      {
        guid,
        name: workspace.kind === 'team' ? workspace.org.name : 'Personal',
        organization_guid: guid.replace(/^B/, 'O'),
        is_active: true,
        role: ctx.actor.role === 'owner' ? 'org-admin' : 'group-admin',
        bsds: [],
        references: {
          organization: `${ctx.config.appUrl.origin}/v4/organizations/${guid.replace(/^B/, 'O')}`,
        },
      },
    ],
  };
}
