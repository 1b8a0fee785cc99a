import type { InvitationView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { LinkButton } from '../../app/ui/link-button';
import { TextareaField } from '../../app/ui/textarea-field';
import { savePendingInvitation } from '../../lib/pending-invitation';
import { useJoinTeam } from './join-team';
import { ROLE_LABELS } from './team-page';
import { answerInvitation, fetchInvitationByToken } from './teams-api';

const NOT_PENDING: Record<Exclude<InvitationView['status'], 'pending'>, string> = {
  accepted: 'This invitation has already been accepted.',
  declined: 'This invitation was declined.',
  cancelled: 'This invitation was cancelled.',
  expired: 'This invitation has expired. Ask the team for a new one.',
};

/** /team/invite/:token: who invites you, as what; accept or decline (spec 000 §4). */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitationByToken(token),
    retry: false,
  });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center px-4 py-12">
      <title>Team Invitation · Kurz</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {invitation.isPending ? (
          <LoadingSpinner message="Loading invitation..." />
        ) : invitation.isError ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Team Invitation</h1>
            <div className="mt-4">
              <FormAlert kind="error">
                {invitation.error.message || 'Invitation not found or no longer valid'}
              </FormAlert>
            </div>
            <LinkButton to="/" variant="secondary" className="mt-6">
              Go Home
            </LinkButton>
          </>
        ) : (
          <InvitationDetails token={token} invitation={invitation.data.invitation} />
        )}
      </div>
    </section>
  );
}

function InvitationDetails({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { user, isLoading } = useAuth();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        Team Invitation
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900 dark:text-white">
        Join {invitation.organization.name}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Role</dt>
        <dd className="font-medium text-slate-900 dark:text-white">
          {ROLE_LABELS[invitation.role]}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Sent to</dt>
        <dd className="break-all font-medium text-slate-900 dark:text-white">{invitation.email}</dd>
        <dt className="text-slate-500 dark:text-slate-400">Expires</dt>
        <dd className="text-slate-900 dark:text-white">
          {new Date(invitation.expires_at).toLocaleString()}
        </dd>
      </dl>
      <div className="mt-6">
        {invitation.status !== 'pending' ? (
          <FormAlert kind="error">{NOT_PENDING[invitation.status]}</FormAlert>
        ) : isLoading ? null : user ? (
          <AnswerButtons token={token} />
        ) : (
          <SignedOutAnswer token={token} email={invitation.email} />
        )}
      </div>
    </>
  );
}

/** Signed out: the invitation is kept, and accepted once the visitor has signed in. */
function SignedOutAnswer({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const go = (mode: 'signin' | 'signup') => {
    savePendingInvitation(token);
    navigate(`/auth?mode=${mode}`);
  };
  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-300">
        Sign in or create an account with <strong className="break-words">{email}</strong> to
        accept. You will join the team right after.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => go('signin')}>Sign in to accept</Button>
        <Button variant="secondary" onClick={() => go('signup')}>
          Create an account
        </Button>
      </div>
    </div>
  );
}

function AnswerButtons({ token }: { token: string }) {
  const joinTeam = useJoinTeam();
  const toast = useToast();
  const navigate = useNavigate();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const accept = useSubmit({ send: () => joinTeam(token) });
  const decline = useSubmit({
    send: () => answerInvitation(token, 'decline', reason.trim() || undefined),
    onSuccess: () => {
      toast.success('Invitation declined');
      navigate('/');
    },
  });
  if (isDeclining)
    return (
      <form noValidate onSubmit={(event) => void decline.onSubmit(event)} className="space-y-4">
        {decline.error ? <FormAlert kind="error">{decline.error}</FormAlert> : null}
        <TextareaField
          label="Reason (optional)"
          value={reason}
          rows={3}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" disabled={decline.isBusy}>
            {decline.isBusy ? 'Declining...' : 'Decline invitation'}
          </Button>
          <Button variant="ghost" onClick={() => setIsDeclining(false)}>
            Back
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => void accept.run()} disabled={accept.isBusy} aria-busy={accept.isBusy}>
        {accept.isBusy ? 'Joining...' : 'Accept invitation'}
      </Button>
      <Button variant="secondary" onClick={() => setIsDeclining(true)}>
        Decline
      </Button>
    </div>
  );
}
