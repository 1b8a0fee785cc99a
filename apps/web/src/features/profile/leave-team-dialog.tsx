import { useState } from 'react';
import type { AuthTeam } from '../../app/auth-context';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { Modal } from '../../app/ui/modal';
import { FormAlert } from '../auth/form-alert';
import { leaveTeam } from './profile-api';

/** Asks before leaving; the server refuses an owner (who must hand the team over first). */
export function LeaveTeamDialog({
  team,
  onClose,
  onLeft,
}: {
  team: AuthTeam;
  onClose: () => void;
  onLeft: () => Promise<void>;
}) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onLeave = async () => {
    setIsBusy(true);
    try {
      await leaveTeam(team.id);
      toast.success(`Successfully left "${team.name}"`);
      await onLeft();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'Failed to leave organization');
      toast.error('Failed to leave organization');
      setIsBusy(false);
    }
  };

  return (
    <Modal title="Leave team" onClose={onClose}>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        Are you sure you want to leave "{team.name}"? This action cannot be undone.
      </p>
      {error ? (
        <div className="mt-4">
          <FormAlert kind="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void onLeave()} disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Leaving...' : 'Leave Team'}
        </Button>
      </div>
    </Modal>
  );
}
