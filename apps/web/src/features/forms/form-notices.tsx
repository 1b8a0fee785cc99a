import { FormAlert } from '../../app/ui/form-alert';

/** Above a cleared form: the last failure, or the server's thanks once it was sent. */
export function FormNotices({ error, thanks }: { error: string | null; thanks: string | null }) {
  return (
    <>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {thanks ? <FormAlert kind="success">{thanks}</FormAlert> : null}
    </>
  );
}
