export type AuthMode = 'signin' | 'signup' | 'reset-password';

/** ?mode=signup and ?mode=reset-password pick their screens; anything else is Sign In. */
export function authModeFrom(search: URLSearchParams): AuthMode {
  const mode = search.get('mode');
  return mode === 'signup' || mode === 'reset-password' ? mode : 'signin';
}

/** The heading of spec 000 §2: a pending short link outranks the tab. */
export function authTitle(mode: AuthMode, hasPendingLink: boolean): string {
  if (hasPendingLink) return 'Almost there!';
  return mode === 'signup' ? 'Create your account' : 'Welcome back';
}
