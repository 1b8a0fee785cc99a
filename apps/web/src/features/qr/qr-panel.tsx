import {
  isProOrHigher,
  QR_DEFAULTS,
  QR_MESSAGES,
  type QrSize,
  recommendedQrSize,
} from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { QrOptions, QrTarget } from './qr-api';
import { QrOptionsForm } from './qr-options';
import { QrUpsell } from './qr-upsell';
import { useQrImage } from './use-qr-image';

/** What the QR panel is for: a link of the current workspace. */
export type QrLink = Omit<QrTarget, 'organizationId'>;

/**
 * The QR panel (spec 000 §2, §4): pro or higher only (the workspace's plan: a team's link
 * follows the team's). Loading, then the image with Download PNG and Copy Image ('Copied'
 * for 2 s), or the error with Try Again.
 */
export function QrPanel(link: QrLink) {
  const { organizationId, plan } = useWorkspace();
  if (!isProOrHigher(plan)) return <QrUpsell />;
  return <QrGenerator {...link} organizationId={organizationId} />;
}

function QrGenerator(target: QrTarget) {
  const recommendedSize = recommendedQrSize(target.url.length) as QrSize;
  const [options, setOptions] = useState<QrOptions>({
    size: recommendedSize,
    margin: QR_DEFAULTS.margin,
    dark: QR_DEFAULTS.dark,
    light: QR_DEFAULTS.light,
    errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
  });
  // Colour pickers report every step of a drag: render once the choice settles.
  const settled = useDebouncedValue(options, 250);
  const image = useQrImage(target, settled);
  const [actionError, setActionError] = useState<string | null>(null);
  const { isCopied, markCopied } = useCopiedIndicator();

  const onDownload = () => {
    setActionError(null);
    try {
      if (!image.objectUrl) throw new Error('no image yet');
      const anchor = document.createElement('a');
      anchor.href = image.objectUrl;
      anchor.download = `qr-${target.shortCode}-${settled.size}.png`;
      anchor.click();
    } catch {
      setActionError(QR_MESSAGES.downloadFailed);
    }
  };

  const onCopy = async () => {
    setActionError(null);
    try {
      if (!image.blob) throw new Error('no image yet');
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': image.blob })]);
      markCopied();
    } catch {
      setActionError(QR_MESSAGES.copyFailed);
    }
  };

  const isReady = Boolean(image.objectUrl) && !image.isError;
  return (
    <div className="space-y-4">
      <div className="flex min-h-48 items-center justify-center rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/50">
        {image.isError ? (
          <div role="alert" className="text-center">
            <p className="text-sm text-red-700 dark:text-red-300">{QR_MESSAGES.generateFailed}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => image.refetch()}>
              Try Again
            </Button>
          </div>
        ) : isReady && !image.isFetching ? (
          <img
            src={image.objectUrl}
            alt={`QR code for ${target.url}`}
            width={settled.size}
            height={settled.size}
            className="h-auto max-h-64 w-auto max-w-full"
          />
        ) : (
          <div
            role="status"
            className="flex flex-col items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
          >
            <span
              aria-hidden="true"
              className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 dark:border-indigo-900 dark:border-t-indigo-400"
            />
            Generating QR code...
          </div>
        )}
      </div>
      <QrOptionsForm options={options} recommendedSize={recommendedSize} onChange={setOptions} />
      {actionError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {actionError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onDownload} disabled={!isReady}>
          Download PNG
        </Button>
        <Button size="sm" variant="secondary" onClick={onCopy} disabled={!isReady}>
          {isCopied ? 'Copied' : 'Copy Image'}
        </Button>
      </div>
    </div>
  );
}
