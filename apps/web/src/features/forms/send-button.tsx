import { Button } from '../../app/ui/button';

/** A public form's submit button: large, and busy (disabled, "Sending...") while it sends. */
export function SendButton({
  isBusy,
  label,
  className = 'sm:self-start',
}: {
  isBusy: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy} className={className}>
      {isBusy ? 'Sending...' : label}
    </Button>
  );
}
