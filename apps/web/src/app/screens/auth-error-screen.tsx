import { Button } from '../ui/button';

interface AuthErrorScreenProps {
  onClearAndRefresh: () => void;
  onRefresh: () => void;
}

/** Shown instead of the app when the session could not be loaded at start (spec 000 §2). */
export function AuthErrorScreen({ onClearAndRefresh, onRefresh }: AuthErrorScreenProps) {
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center px-4 py-16 text-center"
    >
      <title>Authentication Error · Kurz</title>
      <div
        aria-hidden="true"
        className="mb-6 flex size-14 items-center justify-center rounded-full bg-amber-100 text-2xl font-bold text-amber-800 dark:bg-amber-500/15 dark:text-amber-300"
      >
        !
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Authentication Error
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600 dark:text-slate-300">
        Authentication initialization failed. Your saved sign-in data may be damaged, or the server
        could not be reached.
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={onClearAndRefresh}>
          Clear Auth Data &amp; Refresh
        </Button>
        <Button size="lg" variant="secondary" onClick={onRefresh}>
          Just Refresh
        </Button>
      </div>
      <p className="mt-8 max-w-md text-sm text-slate-600 dark:text-slate-400">
        Clearing signs you out on this device; your links and settings are kept.
      </p>
    </main>
  );
}
