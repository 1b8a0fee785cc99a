import { type ApiKeyCreatedReply, type ApiKeyView, MAX_API_KEYS } from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { LoadError } from '../../app/ui/load-error';
import { ApiAccessHeader } from './api-access-nav';
import { ApiKeysSkeleton } from './api-keys-skeleton';
import { ApiKeysTable } from './api-keys-table';
import { CreateKeyDialog } from './create-key-dialog';
import { useKeyWorkspace } from './key-workspace';
import { NewKeyDialog } from './new-key-dialog';
import { QuickStart } from './quick-start';
import { RevokeKeyDialog } from './revoke-key-dialog';
import { useApiKeys } from './use-api-keys';

type Dialog =
  | { kind: 'create' }
  | { kind: 'created'; created: ApiKeyCreatedReply }
  | { kind: 'revoke'; key: ApiKeyView }
  | null;

/**
 * /user/api-access: the workspace's keys (create, shown once; revoke) and how to call the
 * API. In a team, the team's keys: they act in the team, and its admins and owner manage them.
 */
export function ApiAccessPage() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const workspace = useKeyWorkspace();
  const close = () => setDialog(null);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ApiAccessHeader
        title="API Access"
        lead={
          workspace.teamName
            ? `Keys of ${workspace.teamName} act in the team: links they create are the team's. Give each integration its own key (up to ${MAX_API_KEYS}) with only the scopes it needs.`
            : `Keys let your code call the Kurz API. Give each integration its own key (up to ${MAX_API_KEYS}) with only the scopes it needs.`
        }
      />
      {workspace.canManage ? (
        <>
          <div className="mt-8 flex items-center justify-between gap-4">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">API keys</h2>
            <Button onClick={() => setDialog({ kind: 'create' })}>Create API key</Button>
          </div>
          <div className="mt-4">
            <KeysList onRevoke={(key) => setDialog({ kind: 'revoke', key })} />
          </div>
        </>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Only the team's admins and owner manage its API keys.
        </p>
      )}
      <QuickStart />
      {dialog?.kind === 'create' && (
        <CreateKeyDialog
          onClose={close}
          onCreated={(created) => setDialog({ kind: 'created', created })}
        />
      )}
      {dialog?.kind === 'created' && <NewKeyDialog created={dialog.created} onClose={close} />}
      {dialog?.kind === 'revoke' && <RevokeKeyDialog apiKey={dialog.key} onClose={close} />}
    </section>
  );
}

function KeysList({ onRevoke }: { onRevoke: (key: ApiKeyView) => void }) {
  const query = useApiKeys();
  if (query.isPending) return <ApiKeysSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.keys.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No API keys yet. Create one to start calling the API.
      </p>
    );
  }
  return <ApiKeysTable keys={query.data.keys} onRevoke={onRevoke} />;
}
