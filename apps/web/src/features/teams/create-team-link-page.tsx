import { canTeam, type OrganizationView } from '@kurz/shared';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { LinkButton } from '../../app/ui/link-button';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { shortenForTeam } from '../../lib/shorten-api';
import { useCustomDomains } from '../custom-domains/use-custom-domains';
import { useShortDomains } from '../home/shortener/use-short-domains';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';
import { useRefreshTeam } from './use-team';

/** /teams/:teamId/urls/create: POST /api/shorten-team with the spec's two team messages. */
export function CreateTeamLinkPage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage title="Create Team Link" team={team}>
          <CreateTeamLinkForm team={team} />
        </TeamPage>
      )}
    </TeamGate>
  );
}

const FORM =
  'max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function CreateTeamLinkForm({ team }: { team: OrganizationView }) {
  const { user } = useAuth();
  const refreshTeam = useRefreshTeam();
  const [fullUrl, setFullUrl] = useState('');
  const [customCode, setCustomCode] = useState('');
  const [domain, setDomain] = useState('');
  const domains = useTeamLinkDomains(team.id);
  const [created, setCreated] = useState<string | null>(null);
  const submit = useSubmit({
    send: () =>
      shortenForTeam({
        organization_id: team.id,
        full_url: fullUrl.trim(),
        ...(customCode.trim() ? { short_url: customCode.trim() } : {}),
        ...(domain ? { domain } : {}),
        user_id: user?.id ?? null,
      }),
    onSuccess: async (reply) => {
      setCreated(reply.shortened_url);
      await refreshTeam();
    },
  });

  // The server refuses too; the form is not offered to a role that may not create.
  if (!canTeam(team.membership.role, 'urls', 'create'))
    return (
      <FormAlert kind="error">
        You don't have permission to create URLs for this team. Please contact your team
        administrator.
      </FormAlert>
    );
  if (created)
    return (
      <div className={FORM}>
        <FormAlert kind="success">Your team link is ready.</FormAlert>
        <a
          href={created}
          target="_blank"
          rel="noreferrer"
          className="block break-all text-lg font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {created}
        </a>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setCreated(null);
              setFullUrl('');
              setCustomCode('');
            }}
          >
            Shorten another URL
          </Button>
          <LinkButton to={`/teams/${team.id}/urls`} variant="ghost">
            All team links
          </LinkButton>
        </div>
      </div>
    );
  return (
    <form noValidate onSubmit={(event) => void submit.onSubmit(event)} className={FORM}>
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <TextField
        label="URL to shorten"
        type="url"
        value={fullUrl}
        placeholder="https://example.com/a-long-page"
        onChange={(event) => setFullUrl(event.target.value)}
      />
      {domains.others.length > 0 ? (
        <SelectField
          label="Domain"
          placeholder={domains.defaultDomain}
          options={domains.others}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
      ) : null}
      <TextField
        label="Custom short code (optional)"
        value={customCode}
        onChange={(event) => setCustomCode(event.target.value)}
      />
      <Button type="submit" disabled={submit.isBusy} aria-busy={submit.isBusy}>
        {submit.isBusy ? 'Shortening...' : 'Shorten URL'}
      </Button>
    </form>
  );
}

/** Where a team link may go: the default short domain, the other configured ones, the team's verified domains. */
function useTeamLinkDomains(teamId: string) {
  const short = useShortDomains();
  const custom = useCustomDomains(teamId);
  const others = [
    ...short.choices.slice(1).map((host) => ({ value: host, label: host })),
    ...(custom.data?.domains ?? [])
      .filter((candidate) => candidate.verified)
      .map((candidate) => ({ value: candidate.domain, label: candidate.display_domain })),
  ];
  return { defaultDomain: short.defaultDomain, others };
}
