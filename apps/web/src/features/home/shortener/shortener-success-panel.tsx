import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../app/ui/button';
import { focusRing } from '../../../app/ui/focus-ring';
import { useCopyText } from './use-copy-text';

// The QR code's options and image load when asked for, not with the home page.
const QrDialog = lazy(async () => ({ default: (await import('../../qr/qr-dialog')).QrDialog }));

interface SuccessPanelProps {
  shortUrl: string;
  isSignedIn: boolean;
  isPro: boolean;
  /** Where the link's workspace lists its links. */
  dashboardPath: string;
  onReset: () => void;
}

const textLink = `rounded text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 ${focusRing}`;

/** 'Your shortened URL is ready!' with Copy, and where to go next (spec 000 §2). */
export function ShortenerSuccessPanel({
  shortUrl,
  isSignedIn,
  isPro,
  dashboardPath,
  onReset,
}: SuccessPanelProps) {
  const { isCopied, copy } = useCopyText();
  // Lives here, so 'Shorten another URL' (which drops this panel) also closes the dialog.
  const [isQrOpen, setIsQrOpen] = useState(false);
  return (
    <section
      aria-labelledby="shortener-success-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-left sm:p-5 dark:border-emerald-500/40 dark:bg-emerald-500/10"
    >
      <h3
        id="shortener-success-title"
        className="font-semibold text-emerald-900 dark:text-emerald-100"
      >
        Your shortened URL is ready!
      </h3>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={shortUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`min-w-0 flex-1 truncate rounded-lg border border-emerald-200 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 dark:border-emerald-500/30 dark:bg-slate-900 dark:text-white ${focusRing}`}
        >
          {shortUrl}
        </a>
        <Button onClick={() => void copy(shortUrl)} className="py-2.5" aria-live="polite">
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
        <button type="button" onClick={onReset} className={textLink}>
          Shorten another URL
        </button>
        {isSignedIn ? (
          <Link to={dashboardPath} className={textLink}>
            View in Dashboard →
          </Link>
        ) : null}
        {isPro ? (
          <button type="button" onClick={() => setIsQrOpen(true)} className={textLink}>
            QR Code
          </button>
        ) : (
          <Link to="/pricing" className={textLink}>
            Get QR Codes with Pro
          </Link>
        )}
      </div>
      {isQrOpen ? (
        <Suspense fallback={null}>
          <QrDialog
            url={shortUrl}
            shortCode={shortCodeOf(shortUrl)}
            onClose={() => setIsQrOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The code is the short URL's one path segment (https://kurz.link/{code}). */
function shortCodeOf(shortUrl: string): string {
  return decodeURIComponent(new URL(shortUrl).pathname.slice(1));
}
