import type { OrganizationView } from '@kurz/shared';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { SelectField } from '../../app/ui/select-field';
import { useMembers } from './team-members-glance';
import { updateTeam } from './teams-api';
import { useRefreshTeam } from './use-team';

/** The owner hands the team to another member and becomes an admin. */
export function TransferOwnershipForm({ team }: { team: OrganizationView }) {
  const { user, refreshTeams } = useAuth();
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const members = useMembers(team.id);
  const [memberId, setMemberId] = useState('');
  const others = (members.data?.members ?? []).filter((member) => member.user_id !== user?.id);
  const submit = useSubmit({
    check: () => (memberId ? memberId : null),
    send: (to: string) => updateTeam({ org_id: team.id, transfer_to_member_id: to }),
    onSuccess: async () => {
      toast.success('Ownership transferred');
      await Promise.all([refreshTeam(), refreshTeams().catch(() => {})]);
    },
  });
  if (members.isSuccess && others.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Invite someone first: ownership can only go to another member.
      </p>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      className="max-w-2xl space-y-4"
    >
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <SelectField
        label="New owner"
        placeholder="Select a member"
        value={memberId}
        options={others.map((member) => ({
          value: member.id,
          label: member.name ? `${member.name} (${member.email})` : member.email,
        }))}
        onChange={(event) => setMemberId(event.target.value)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">You will stay on as an admin.</p>
      <Button type="submit" variant="secondary" disabled={!memberId || submit.isBusy}>
        {submit.isBusy ? 'Transferring...' : 'Transfer ownership'}
      </Button>
    </form>
  );
}
