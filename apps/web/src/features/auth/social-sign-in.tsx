import { useState } from 'react';
import { authFailureMessage } from '../../app/forms/failure-message';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { type SocialProvider, signInWithProvider } from './auth-api';
import { useSignInProviders } from './use-sign-in-providers';

const PROVIDERS: readonly { id: SocialProvider; label: string; icon: string }[] = [
  {
    id: 'google',
    label: 'Google',
    icon: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Zm-5.6-8a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9l3.3-2.5ZM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6Z',
  },
  {
    id: 'github',
    label: 'GitHub',
    icon: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.5 9.5 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  },
];

/** 'Or continue with' the configured ones of Google and GitHub (none: nothing shown). */
export function SocialSignIn() {
  const toast = useToast();
  const configured = useSignInProviders();
  // Stays set once the address is known: the page is leaving.
  const [chosen, setChosen] = useState<SocialProvider | null>(null);
  const submit = useSubmit({
    send: signInWithProvider,
    // The client goes to the provider's address itself; with none, there is nowhere to go.
    onSuccess: (reply, provider) => {
      if (!reply.url) throw new Error(`No sign-in address came back for ${provider}`);
    },
    onError: (message) => {
      toast.error(message);
      setChosen(null);
    },
    message: authFailureMessage,
  });
  const shown = PROVIDERS.filter(({ id }) => configured.includes(id));
  if (shown.length === 0) return null;

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        Or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <div className={`mt-4 grid gap-3 ${shown.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {shown.map(({ id, label, icon }) => (
          <Button
            key={id}
            variant="secondary"
            disabled={chosen !== null}
            aria-busy={chosen === id}
            onClick={() => {
              setChosen(id);
              void submit.run(id);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={icon} />
            </svg>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
