import { GenericErrorPage } from './generic-error-page';

export function NotFoundPage() {
  return (
    <>
      <title>Page Not Found · Kurz</title>
      <GenericErrorPage
        title="Page Not Found"
        message="The page you are looking for does not exist or has moved."
      />
    </>
  );
}
