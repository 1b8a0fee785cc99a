import type { ApiKeyCreatedReply } from '@kurz/shared';
import { SecretOnceDialog } from '../../app/ui/secret-once-dialog';

/** The whole key, once: the server keeps only its hash, so nobody can show it again. */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: ApiKeyCreatedReply;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title="Your new API key"
      warning={
        <>
          Copy this key now and keep it somewhere safe: <strong>you will not see it again</strong>.
        </>
      }
      secret={created.secret}
      secretLabel="API key"
      copyLabel="Copy key"
      onClose={onClose}
    >
      <p>
        <span className="font-medium text-slate-900 dark:text-white">{created.key.name}</span> can
        use: {created.key.scopes.join(', ')}.
      </p>
    </SecretOnceDialog>
  );
}
