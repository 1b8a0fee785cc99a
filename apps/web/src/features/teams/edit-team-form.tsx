import { type OrganizationView, slugProblem } from '@kurz/shared';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { updateTeam } from './teams-api';
import { useRefreshTeam } from './use-team';

/** The team's name, slug, description and logo URL. */
export function EditTeamForm({ team }: { team: OrganizationView }) {
  const { refreshTeams } = useAuth();
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const [name, setName] = useState(team.name);
  const [slug, setSlug] = useState(team.slug);
  const [description, setDescription] = useState(team.description ?? '');
  const [logoUrl, setLogoUrl] = useState(team.logo_url ?? '');
  const slugError = slug.trim() === team.slug ? null : slugProblem(slug.trim());
  const submit = useSubmit({
    check: () =>
      slugError || !name.trim()
        ? null
        : {
            org_id: team.id,
            name: name.trim(),
            ...(slug.trim() !== team.slug ? { slug: slug.trim() } : {}),
            description: description.trim() || null,
            logo_url: logoUrl.trim() || null,
          },
    send: updateTeam,
    onSuccess: async () => {
      toast.success('Team updated');
      await Promise.all([refreshTeam(), refreshTeams().catch(() => {})]);
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      className="max-w-2xl space-y-5"
    >
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <TextField
        label="Team name"
        value={name}
        maxLength={100}
        error={name.trim() ? null : 'Team name is required'}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Slug"
        value={slug}
        maxLength={48}
        error={slugError}
        onChange={(event) => setSlug(event.target.value.toLowerCase())}
      />
      <TextareaField
        label="Description"
        value={description}
        rows={3}
        maxLength={500}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label="Logo URL"
        type="url"
        value={logoUrl}
        onChange={(event) => setLogoUrl(event.target.value)}
      />
      <Button type="submit" disabled={submit.isBusy}>
        {submit.isBusy ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
