import {
  canTeam,
  isPremiumOrHigher,
  type LinkView,
  type OrganizationView,
  type UpdateLinkBody,
} from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { LinkOptionSections } from '../../app/ui/link-option-sections';
import { LoadError } from '../../app/ui/load-error';
import { TextField } from '../../app/ui/text-field';
import { useLinkOptionDrafts } from '../../lib/use-link-option-drafts';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';
import { editTeamLink, fetchTeamLink } from './teams-api';
import { TEAM_QUERY_KEY, useRefreshTeam } from './use-team';

/**
 * /teams/:teamId/urls/:urlId/edit: the destination, code and options of one team link
 * (the dashboard dialog's option sections; the team's plan decides what may be set).
 */
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
  const options = useLinkOptionDrafts(link);
  const submit = useSubmit({
    check: () => {
      const optionFields = options.changes();
      if (typeof optionFields === 'string') return optionFields;
      const fields: UpdateLinkBody = { ...optionFields };
      if (fullUrl.trim() !== link.full_url) fields.full_url = fullUrl.trim();
      if (code.trim() !== link.short_url) fields.short_url = code.trim();
      return fields;
    },
    send: async (fields) => {
      // An option the form refuses shows in the error area, as the server's refusals do.
      if (typeof fields === 'string') throw new Error(fields);
      if (Object.keys(fields).length === 0) return null;
      return editTeamLink(team.id, link.id, fields);
    },
    onSuccess: async (saved) => {
      if (saved) toast.success('Link updated');
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
      <LinkOptionSections
        form={options}
        canSetOptions={isPremiumOrHigher(team.subscription_plan)}
      />
      {/* Beside Save: below the option sections the top is out of sight. */}
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <Button type="submit" disabled={submit.isBusy}>
        {submit.isBusy ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
