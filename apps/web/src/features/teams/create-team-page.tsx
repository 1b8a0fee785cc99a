import { slugFromName, slugProblem } from '@kurz/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { EnterpriseGate } from './enterprise-gate';
import { TeamMessage, TeamPage } from './team-page';
import { createTeam } from './teams-api';
import { type SlugState, useSlugCheck } from './use-slug-check';
import { canCreateTeams } from './use-teams-access';

/** /teams/create: enterprise users and admins; everyone else is told what it takes. */
export function CreateTeamPage() {
  const { user, profile, isLoading, isProfileLoading } = useAuth();
  if (isLoading || (user && isProfileLoading && !profile)) return <LoadingSpinner />;
  if (!user) return <TeamMessage title="Please sign in to create a team" />;
  if (!canCreateTeams(profile)) return <EnterpriseGate title="Create Team" />;
  return (
    <TeamPage title="Create Team" description="A shared workspace for your links and people.">
      <CreateTeamForm />
    </TeamPage>
  );
}

const SLUG_HINTS: Record<SlugState['kind'], string | null> = {
  empty: null,
  invalid: null,
  checking: 'Checking availability...',
  available: 'Available',
  taken: null,
  unknown: null,
};

export function CreateTeamForm() {
  const { refreshTeams } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  /** The slug follows the name until the user types one of their own. */
  const [isSlugEdited, setIsSlugEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [logoUrl, setLogoUrl] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const slugState = useSlugCheck(slug);

  const submit = useSubmit({
    check: () => {
      const trimmedName = name.trim();
      setNameError(trimmedName ? null : 'Team name is required');
      if (!trimmedName || slugProblem(slug.trim()) || slugState.kind === 'taken') return null;
      return {
        name: trimmedName,
        slug: slug.trim(),
        description: description.trim() || null,
        logo_url: logoUrl.trim() || null,
      };
    },
    send: createTeam,
    onSuccess: async ({ organization }) => {
      toast.success(`Team "${organization.name}" created`);
      await refreshTeams().catch(() => {});
      navigate(`/teams/${organization.id}`);
    },
  });

  const slugError =
    slugState.kind === 'invalid' || slugState.kind === 'taken' ? slugState.message : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      className="max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      <TextField
        label="Team name"
        value={name}
        maxLength={100}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          if (!isSlugEdited) setSlug(slugFromName(event.target.value));
        }}
      />
      <TextField
        label="Slug"
        value={slug}
        maxLength={48}
        error={slugError}
        hint={
          SLUG_HINTS[slugState.kind] ? (
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {SLUG_HINTS[slugState.kind]}
            </p>
          ) : null
        }
        onChange={(event) => {
          setIsSlugEdited(true);
          setSlug(event.target.value.toLowerCase());
        }}
      />
      <TextareaField
        label="Description"
        value={description}
        maxLength={500}
        rows={3}
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label="Logo URL"
        type="url"
        value={logoUrl}
        placeholder="https://example.com/logo.png"
        onChange={(event) => setLogoUrl(event.target.value)}
      />
      <Button type="submit" disabled={submit.isBusy} aria-busy={submit.isBusy}>
        {submit.isBusy ? 'Creating...' : 'Create Team'}
      </Button>
    </form>
  );
}
