import { SecretOnceDialog } from '../../app/ui/secret-once-dialog';

/** The signing secret, once (after create or rotate): receivers verify every delivery with it. */
export function WebhookSecretDialog({
  secret,
  endpointUrl,
  onClose,
}: {
  secret: string;
  endpointUrl: string;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title="Save your signing secret"
      warning={
        <>
          Copy this secret now: <strong>you will not see it again</strong>. Your receiver uses it to
          verify the <code className="font-mono">webhook-signature</code> header.
        </>
      }
      secret={secret}
      secretLabel="Signing secret"
      copyLabel="Copy secret"
      onClose={onClose}
    >
      <p className="[overflow-wrap:anywhere]">
        For <span className="font-medium text-slate-900 dark:text-white">{endpointUrl}</span>
      </p>
    </SecretOnceDialog>
  );
}
