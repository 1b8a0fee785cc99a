import { Button } from './button';
import { FormAlert } from './form-alert';

/** A list that failed to load: why, and a way to ask again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert kind="error">{error.message || 'An error occurred'}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
