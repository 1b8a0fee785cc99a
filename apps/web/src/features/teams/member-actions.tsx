import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  canTeam,
  type MemberView,
  type OrganizationView,
} from '@kurz/shared';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { focusRing } from '../../app/ui/focus-ring';
import { ROLE_LABELS } from './team-page';
import { changeMemberRole, removeMember } from './teams-api';
import { useRefreshTeam } from './use-team';

/**
 * Whether the viewer may change this member: admins and the owner may, but not themselves
 * here (leaving is on the profile) nor the owner (ownership moves by transfer, in settings).
 */
export function canManageMember(team: OrganizationView, member: MemberView): boolean {
  if (member.role === 'owner' || member.id === team.membership.id) return false;
  const role = team.membership.role;
  return canTeam(role, 'members', 'update') && canTeam(role, 'members', 'remove');
}

/** A member's role select and Remove button, for those who may (see canManageMember). */
export function MemberActions({ team, member }: { team: OrganizationView; member: MemberView }) {
  const [isRemoving, setIsRemoving] = useState(false);
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const change = useSubmit({
    send: (next: AssignableRole) => changeMemberRole(team.id, member.id, next),
    onSuccess: async (_reply, next) => {
      toast.success(`${member.name || member.email} is now ${ROLE_LABELS[next]}`);
      await refreshTeam();
    },
    onError: (message) => toast.error(message),
  });
  return (
    <div className="flex items-center gap-2">
      <select
        aria-label={`Role of ${member.name || member.email}`}
        value={member.role}
        disabled={change.isBusy}
        onChange={(event) => void change.run(event.target.value as AssignableRole)}
        className={`rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`}
      >
        {ASSIGNABLE_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <Button variant="secondary" size="sm" onClick={() => setIsRemoving(true)}>
        Remove
      </Button>
      {isRemoving ? (
        <RemoveMemberDialog team={team} member={member} onClose={() => setIsRemoving(false)} />
      ) : null}
    </div>
  );
}

function RemoveMemberDialog({
  team,
  member,
  onClose,
}: {
  team: OrganizationView;
  member: MemberView;
  onClose: () => void;
}) {
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const who = member.name || member.email;
  const remove = useSubmit({
    send: () => removeMember(team.id, member.id),
    onSuccess: async () => {
      toast.success(`${who} was removed from ${team.name}`);
      onClose();
      await refreshTeam();
    },
  });
  return (
    <ConfirmDialog
      title={`Remove ${who}?`}
      submit={remove}
      confirmLabel="Remove"
      busyLabel="Removing..."
      onClose={onClose}
    >
      <p>
        {who} loses access to {team.name} at once. The links they created stay with the team.
      </p>
    </ConfirmDialog>
  );
}
