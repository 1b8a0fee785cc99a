import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

/** The first call a developer makes: shorten a link with curl against this very server. */
export function curlExample(origin: string): string {
  return [
    `curl -X POST ${origin}/api/v1/links \\`,
    `  -H "Authorization: Bearer <key>" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"full_url": "https://example.com/a/long/page"}'`,
  ].join('\n');
}

export function QuickStart() {
  const toast = useToast();
  const { isCopied, markCopied } = useCopiedIndicator();
  const example = curlExample(window.location.origin);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(example);
      markCopied();
    } catch {
      toast.error('Failed to copy to clipboard');
    }
  };
  return (
    <section aria-labelledby="quick-start" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="quick-start" className="text-lg font-semibold text-slate-900 dark:text-white">
          Quick start
        </h2>
        <Button size="sm" variant="secondary" onClick={onCopy}>
          {isCopied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Send your key as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>. The
        answer holds the new short link.
      </p>
      <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-950 p-4 font-mono text-sm leading-relaxed text-slate-100 ring-1 ring-slate-800">
        <code>{example}</code>
      </pre>
    </section>
  );
}
