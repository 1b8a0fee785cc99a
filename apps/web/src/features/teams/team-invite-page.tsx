import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  canTeam,
  type InvitationView,
  type OrganizationView,
} from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { LoadError } from '../../app/ui/load-error';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { TeamGate } from './team-gate';
import { EMPTY_NOTE, ROLE_LABELS, RoleBadge, TeamCard, TeamPage } from './team-page';
import { cancelInvitation, fetchTeamInvitations, inviteMember } from './teams-api';
import { TEAM_QUERY_KEY, useRefreshTeam } from './use-team';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** /teams/:teamId/invite: invite by email with a role; pending invitations, resend, cancel. */
export function TeamInvitePage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage title="Invite Team Members" team={team}>
          {canTeam(team.membership.role, 'members', 'invite') ? (
            <>
              <TeamCard title="Invite by email">
                <InviteForm team={team} />
              </TeamCard>
              <TeamCard title="Pending invitations">
                <PendingInvitations team={team} />
              </TeamCard>
            </>
          ) : (
            <FormAlert kind="error">Only the team's admins and owner can invite members.</FormAlert>
          )}
        </TeamPage>
      )}
    </TeamGate>
  );
}

function InviteForm({ team }: { team: OrganizationView }) {
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const submit = useSubmit({
    check: () => (email.trim() ? { email: email.trim(), role } : null),
    send: (input: { email: string; role: AssignableRole }) =>
      inviteMember(team.id, input.email, input.role),
    onSuccess: async (_reply, input) => {
      toast.success(`Invitation sent to ${input.email}`);
      setEmail('');
      await refreshTeam();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      {submit.error ? (
        <div className="sm:col-span-3">
          <FormAlert kind="error">{submit.error}</FormAlert>
        </div>
      ) : null}
      <TextField
        label="Email"
        type="email"
        value={email}
        placeholder="colleague@example.com"
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        label="Role"
        placeholder="Select a role"
        value={role}
        options={ROLE_OPTIONS}
        onChange={(event) => setRole((event.target.value || 'member') as AssignableRole)}
      />
      <Button type="submit" disabled={submit.isBusy || !email.trim()} className="sm:mb-0.5">
        {submit.isBusy ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}

function PendingInvitations({ team }: { team: OrganizationView }) {
  const invitations = useQuery({
    queryKey: [...TEAM_QUERY_KEY, team.id, 'invitations'],
    queryFn: () => fetchTeamInvitations(team.id),
  });
  if (invitations.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading invitations...</p>;
  if (invitations.isError)
    return <LoadError error={invitations.error} onRetry={() => void invitations.refetch()} />;
  const pending = invitations.data.invitations.filter(
    (invitation) => invitation.status === 'pending',
  );
  if (pending.length === 0) return <p className={EMPTY_NOTE}>No pending invitations.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {pending.map((invitation) => (
        <InvitationRow key={invitation.id} team={team} invitation={invitation} />
      ))}
    </ul>
  );
}

function InvitationRow({
  team,
  invitation,
}: {
  team: OrganizationView;
  invitation: InvitationView;
}) {
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const role = invitation.role === 'owner' ? 'admin' : invitation.role;
  const resend = useSubmit({
    send: () => inviteMember(team.id, invitation.email, role),
    onSuccess: async () => {
      toast.success(`Invitation resent to ${invitation.email}`);
      await refreshTeam();
    },
    onError: (message) => toast.error(message),
  });
  const cancel = useSubmit({
    send: () => cancelInvitation(team.id, invitation.id),
    onSuccess: async () => {
      toast.success('Invitation cancelled');
      await refreshTeam();
    },
    onError: (message) => toast.error(message),
  });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{invitation.email}</p>
        <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <RoleBadge role={invitation.role} />
          Expires {new Date(invitation.expires_at).toLocaleDateString()}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void resend.run()}
          disabled={resend.isBusy}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          Resend
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void cancel.run()}
          disabled={cancel.isBusy}
          aria-label={`Cancel invitation to ${invitation.email}`}
        >
          Cancel
        </Button>
      </div>
    </li>
  );
}
