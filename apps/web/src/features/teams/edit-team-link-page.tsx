import { canTeam, type LinkView, type OrganizationView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { LoadError } from '../../app/ui/load-error';
import { TextField } from '../../app/ui/text-field';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';
import { editTeamLink, fetchTeamLink } from './teams-api';
import { TEAM_QUERY_KEY, useRefreshTeam } from './use-team';

/** /teams/:teamId/urls/:urlId/edit: the destination and code of one team link. */
export function EditTeamLinkPage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage title="Edit Team Link" team={team}>
          <EditTeamLink team={team} />
        </TeamPage>
      )}
    </TeamGate>
  );
}

function EditTeamLink({ team }: { team: OrganizationView }) {
  const { urlId = '' } = useParams();
  const link = useQuery({
    queryKey: [...TEAM_QUERY_KEY, team.id, 'link', urlId],
    queryFn: () => fetchTeamLink(team.id, urlId),
    retry: false,
  });
  if (link.isPending) return <p className="text-slate-600 dark:text-slate-400">Loading link...</p>;
  if (link.isError) return <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  return <EditTeamLinkForm team={team} link={link.data} />;
}

function EditTeamLinkForm({ team, link }: { team: OrganizationView; link: LinkView }) {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const refreshTeam = useRefreshTeam();
  const [fullUrl, setFullUrl] = useState(link.full_url);
  const [code, setCode] = useState(link.short_url);
  const submit = useSubmit({
    send: () =>
      editTeamLink(team.id, link.id, {
        ...(fullUrl.trim() !== link.full_url ? { full_url: fullUrl.trim() } : {}),
        ...(code.trim() !== link.short_url ? { short_url: code.trim() } : {}),
      }),
    onSuccess: async () => {
      toast.success('Link updated');
      await refreshTeam();
      navigate(`/teams/${team.id}/urls`);
    },
  });
  const owner = { createdBy: link.created_by ?? null, actorId: user?.id ?? '' };
  if (!canTeam(team.membership.role, 'urls', 'update', owner))
    return <FormAlert kind="error">You don't have permission to edit this team URL</FormAlert>;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      className="max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <p className="break-all text-sm text-slate-600 dark:text-slate-400">{link.short_link}</p>
      <TextField
        label="Destination URL"
        type="url"
        value={fullUrl}
        onChange={(event) => setFullUrl(event.target.value)}
      />
      <TextField
        label="Short code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        disabled={
          submit.isBusy || (fullUrl.trim() === link.full_url && code.trim() === link.short_url)
        }
      >
        {submit.isBusy ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
