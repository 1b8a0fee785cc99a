import type { WebhookEndpointView } from '@kurz/shared';
import { useId, useState } from 'react';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { DeliveryLog } from './delivery-log';
import { useSendTest, useUpdateWebhook } from './use-webhooks';
import { when } from './webhook-events';

interface EndpointCardProps {
  endpoint: WebhookEndpointView;
  /** The role may change webhooks (always in Personal; settings.update in a team). */
  canManage: boolean;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: where, what, whether it is on (and why not), its last delivery and log. */
export function EndpointCard({ endpoint, canManage, onRotate, onDelete }: EndpointCardProps) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const logId = useId();
  const toggle = useUpdateWebhook(
    endpoint.id,
    endpoint.enabled ? 'Webhook disabled' : 'Webhook enabled',
  );
  const test = useSendTest(endpoint.id);
  const last = endpoint.last_delivery;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-mono text-sm font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
              {endpoint.url}
            </h3>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                endpoint.enabled
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                  : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
              }`}
            >
              {endpoint.enabled ? 'Enabled' : 'Disabled'}
            </span>
          </div>
          {endpoint.description && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{endpoint.description}</p>
          )}
          {!endpoint.enabled && endpoint.disabled_reason && (
            <p className="text-sm text-red-700 dark:text-red-400">
              {endpoint.disabled_reason}
              {endpoint.disabled_at && ` (${when(endpoint.disabled_at)})`}
            </p>
          )}
          <ul aria-label="Events" className="flex flex-wrap gap-1">
            {endpoint.events.map((event) => (
              <li
                key={event}
                className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {event}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {last
              ? `Last delivery: ${last.event_type}, ${last.status}${
                  last.response_status ? ` (HTTP ${last.response_status})` : ''
                }, ${when(last.at)}`
              : 'No deliveries yet'}
            {' · '}Secret ending in <code className="font-mono">{endpoint.secret_hint}</code>
          </p>
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button
              variant="secondary"
              size="sm"
              disabled={test.isBusy || !endpoint.enabled}
              onClick={() => void test.run()}
            >
              Send test
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={toggle.isBusy}
              onClick={() => void toggle.run({ enabled: !endpoint.enabled })}
            >
              {endpoint.enabled ? 'Disable' : 'Enable'}
            </Button>
            <Button variant="secondary" size="sm" onClick={onRotate}>
              Rotate secret
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={onDelete}
              aria-label={`Delete webhook ${endpoint.url}`}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <button
          type="button"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setIsLogOpen((open) => !open)}
          className={`w-full rounded-b-xl px-4 py-2.5 text-left text-sm font-semibold text-indigo-700 hover:bg-slate-50 dark:text-indigo-300 dark:hover:bg-slate-800/60 ${focusRing}`}
        >
          {isLogOpen ? 'Hide delivery log' : 'Show delivery log'}
        </button>
        <div id={logId} hidden={!isLogOpen}>
          {isLogOpen && <DeliveryLog endpointId={endpoint.id} canManage={canManage} />}
        </div>
      </div>
    </li>
  );
}
