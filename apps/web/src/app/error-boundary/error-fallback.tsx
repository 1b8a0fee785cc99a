import { GenericErrorPage } from '../screens/generic-error-page';

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <GenericErrorPage
      title="Oops! Something went wrong"
      message="An unexpected error stopped this page. Try again, or go back to the home page."
      onRetry={onRetry}
    />
  );
}
