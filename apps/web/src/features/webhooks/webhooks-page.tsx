import {
  MAX_WEBHOOKS_PER_WORKSPACE,
  type WebhookCreatedReply,
  type WebhookEndpointView,
} from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { LoadError } from '../../app/ui/load-error';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { ApiAccessHeader } from '../api-access/api-access-nav';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { EndpointCard } from './endpoint-card';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { useWebhooks } from './use-webhooks';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { WebhooksSkeleton } from './webhooks-skeleton';

type Dialog =
  | { kind: 'create' }
  | { kind: 'secret'; secret: string; url: string }
  | { kind: 'rotate'; endpoint: WebhookEndpointView }
  | { kind: 'delete'; endpoint: WebhookEndpointView }
  | null;

/**
 * /user/api-access/webhooks: the current workspace's endpoints (Personal, or the selected
 * team's). Buttons a team role may not use (the grid's settings.update) are not shown.
 */
export function WebhooksPage() {
  const { team, can } = useWorkspace();
  const canManage = can('settings', 'update');
  const query = useWebhooks();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const count = query.data?.endpoints.length ?? 0;
  const onCreated = (created: WebhookCreatedReply) =>
    setDialog({ kind: 'secret', secret: created.secret, url: created.endpoint.url });
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ApiAccessHeader
        title="Webhooks"
        lead={`Kurz posts signed events to your endpoints when links are created, edited, deleted or clicked${
          team ? ` in ${team.name}` : ''
        }. Up to ${MAX_WEBHOOKS_PER_WORKSPACE} endpoints per workspace.`}
      />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {team ? `${team.name} endpoints` : 'Endpoints'}
        </h2>
        {canManage && (
          <Button
            onClick={() => setDialog({ kind: 'create' })}
            disabled={count >= MAX_WEBHOOKS_PER_WORKSPACE}
          >
            Add endpoint
          </Button>
        )}
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <WebhooksSkeleton />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.endpoints.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No webhooks yet.{' '}
            {canManage
              ? 'Add an endpoint to receive events.'
              : 'An admin of this team can add one.'}
          </p>
        ) : (
          <ul className="space-y-4">
            {query.data.endpoints.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                canManage={canManage}
                onRotate={() => setDialog({ kind: 'rotate', endpoint })}
                onDelete={() => setDialog({ kind: 'delete', endpoint })}
              />
            ))}
          </ul>
        )}
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        Each request carries <code className="font-mono">webhook-id</code>,{' '}
        <code className="font-mono">webhook-timestamp</code> and{' '}
        <code className="font-mono">webhook-signature</code> headers (Standard Webhooks): verify
        them with your endpoint's secret, for example with the <code>standardwebhooks</code>{' '}
        library. Failed deliveries are retried for 3 days.
      </p>
      {dialog?.kind === 'create' && <CreateWebhookDialog onClose={close} onCreated={onCreated} />}
      {dialog?.kind === 'secret' && (
        <WebhookSecretDialog secret={dialog.secret} endpointUrl={dialog.url} onClose={close} />
      )}
      {dialog?.kind === 'rotate' && (
        <RotateSecretDialog
          endpoint={dialog.endpoint}
          onClose={close}
          onRotated={(secret) => setDialog({ kind: 'secret', secret, url: dialog.endpoint.url })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteWebhookDialog endpoint={dialog.endpoint} onClose={close} />
      )}
    </section>
  );
}
