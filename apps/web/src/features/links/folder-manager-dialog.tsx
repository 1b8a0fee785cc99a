import { FOLDER_NAME_MAX, type FolderView } from '@kurz/shared';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { FormAlert } from '../../app/ui/form-alert';
import { LoadError } from '../../app/ui/load-error';
import { Modal } from '../../app/ui/modal';
import { TextField } from '../../app/ui/text-field';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useFolders } from '../../lib/use-folders';
import { useRefreshLinks } from '../../lib/use-refresh-links';
import { createFolder, deleteFolder, renameFolder } from './folders-api';

/**
 * The workspace's folders: add, rename, delete (after a confirm; the links stay, in no
 * folder). Only shown to a role that may change folders.
 */
export function FolderManagerDialog({ onClose }: { onClose: () => void }) {
  const { organizationId } = useWorkspace();
  const folders = useFolders(organizationId);
  const refresh = useRefreshLinks();
  const [name, setName] = useState('');
  const [doomed, setDoomed] = useState<FolderView | null>(null);
  const add = useSubmit({
    check: () => name.trim() || null,
    send: (folderName: string) => createFolder(organizationId, folderName).finally(refresh),
    onSuccess: () => setName(''),
  });
  const remove = useSubmit({
    send: async () => {
      if (doomed) await deleteFolder(organizationId, doomed.id).finally(refresh);
    },
    onSuccess: () => setDoomed(null),
  });

  return (
    <Modal title="Folders" onClose={onClose}>
      <form onSubmit={add.onSubmit} className="mt-3 flex items-end gap-2">
        <TextField
          label="New folder"
          className="min-w-0 flex-1"
          value={name}
          maxLength={FOLDER_NAME_MAX}
          placeholder="Campaigns"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={add.isBusy || !name.trim()}>
          {add.isBusy ? 'Adding...' : 'Add'}
        </Button>
      </form>
      {add.error ? (
        <div className="mt-2">
          <FormAlert kind="error">{add.error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4">
        {folders.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading folders...</p>
        ) : folders.isError ? (
          <LoadError error={folders.error} onRetry={() => folders.refetch()} />
        ) : folders.data.folders.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No folders yet.</p>
        ) : (
          <ul aria-label="Folders" className="divide-y divide-slate-200 dark:divide-slate-800">
            {folders.data.folders.map((folder) => (
              <FolderRow key={folder.id} folder={folder} onDelete={() => setDoomed(folder)} />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
      {doomed ? (
        <ConfirmDialog
          title={`Delete “${doomed.name}”?`}
          submit={{ run: () => remove.onSubmit(), isBusy: remove.isBusy, error: remove.error }}
          confirmLabel="Delete folder"
          busyLabel="Deleting..."
          onClose={() => setDoomed(null)}
        >
          <p>
            Its {doomed.links + doomed.archived} links stay, in no folder, and keep redirecting.
          </p>
        </ConfirmDialog>
      ) : null}
    </Modal>
  );
}

function FolderRow({ folder, onDelete }: { folder: FolderView; onDelete: () => void }) {
  const { organizationId } = useWorkspace();
  const refresh = useRefreshLinks();
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useSubmit({
    check: () => {
      const name = draft?.trim() ?? '';
      if (name && name !== folder.name) return name;
      setDraft(null);
      return null;
    },
    send: (name: string) => renameFolder(organizationId, folder.id, name).finally(refresh),
    onSuccess: () => setDraft(null),
  });
  if (draft !== null)
    return (
      <li className="py-2">
        <form onSubmit={rename.onSubmit} className="flex items-end gap-2">
          <TextField
            label={`Rename ${folder.name}`}
            className="min-w-0 flex-1"
            value={draft}
            maxLength={FOLDER_NAME_MAX}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={rename.isBusy}>
            Save
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </form>
        {rename.error ? <FormAlert kind="error">{rename.error}</FormAlert> : null}
      </li>
    );
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <span className="min-w-0 truncate text-sm text-slate-900 dark:text-white">
        {folder.name}{' '}
        <span className="text-slate-500 dark:text-slate-400">
          ({folder.links + folder.archived})
        </span>
      </span>
      <span className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Rename ${folder.name}`}
          onClick={() => setDraft(folder.name)}
        >
          Rename
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Delete ${folder.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
