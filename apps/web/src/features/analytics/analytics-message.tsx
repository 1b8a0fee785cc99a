import { ANALYTICS_MESSAGES } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { LinkButton } from '../../app/ui/link-button';

/** Empty, sign-in, upgrade and failure states, each with its way forward. */
export function AnalyticsMessage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const isError = message !== ANALYTICS_MESSAGES.empty;
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="max-w-md text-base font-medium text-slate-800 dark:text-slate-200">{message}</p>
      {message === ANALYTICS_MESSAGES.signIn ? <LinkButton to="/auth">Sign In</LinkButton> : null}
      {message === ANALYTICS_MESSAGES.upgrade ? (
        <LinkButton to="/pricing">View Pricing Plans</LinkButton>
      ) : null}
      {message === ANALYTICS_MESSAGES.failed && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
