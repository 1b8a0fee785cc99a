import type { WebhookDeliveryView } from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { LoadError } from '../../app/ui/load-error';
import { useReplayDelivery, useWebhookDeliveries } from './use-webhooks';
import { when } from './webhook-events';

const COLUMNS = ['Event', 'Status', 'HTTP', 'Attempts', 'Time'];

const STATUS_STYLES: Record<WebhookDeliveryView['status'], string> = {
  delivered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** An endpoint's deliveries, newest first, 50 a page, each with Replay when allowed. */
export function DeliveryLog({ endpointId, canManage }: { endpointId: string; canManage: boolean }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const query = useWebhookDeliveries(endpointId, cursor);
  const replay = useReplayDelivery(endpointId);
  if (query.isPending) {
    return (
      <p role="status" className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
        Loading deliveries...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="px-4 py-4">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { deliveries, next_cursor: next } = query.data;
  if (deliveries.length === 0 && cursors.length === 1) {
    return (
      <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
        No deliveries yet. Events appear here as they are sent; use Send test to try the endpoint.
      </p>
    );
  }
  return (
    <div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Deliveries</caption>
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-medium">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="text-slate-800 dark:text-slate-200">
                <th scope="row" className="px-4 py-2 font-mono text-xs font-normal">
                  {delivery.event_type}
                </th>
                <td className="px-4 py-2">
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[delivery.status]}`}
                  >
                    {delivery.status}
                  </span>
                  {delivery.status !== 'delivered' && delivery.last_error && (
                    <span className="mt-1 block max-w-64 text-xs text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
                      {delivery.last_error}
                    </span>
                  )}
                </td>
                <td className="px-4 py-2 font-mono">{delivery.response_status ?? '—'}</td>
                <td className="px-4 py-2">{delivery.attempts}</td>
                <td className="px-4 py-2">
                  {when(delivery.last_attempt_at ?? delivery.created_at)}
                </td>
                <td className="px-4 py-2 text-right">
                  {canManage && delivery.status !== 'pending' && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={replay.isBusy}
                      aria-label={`Replay ${delivery.event_type} of ${when(delivery.created_at)}`}
                      onClick={() => void replay.run(delivery.id)}
                    >
                      Replay
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(cursors.length > 1 || next) && (
        <div className="flex justify-end gap-2 px-4 py-3">
          {cursors.length > 1 && (
            <Button variant="secondary" size="sm" onClick={() => setCursors((c) => c.slice(0, -1))}>
              Newer
            </Button>
          )}
          {next && (
            <Button variant="secondary" size="sm" onClick={() => setCursors((c) => [...c, next])}>
              Older
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
