/** An account's first day: someone who signed up this morning has not been away. */
const NEW_ACCOUNT_MS = 24 * 60 * 60_000;

/** The dashboard's welcome: 'Welcome' on a new account, 'Welcome back' afterwards. */
export function greeting(firstName: string, createdAt: string | null | undefined, now: number) {
  const made = createdAt ? Date.parse(createdAt) : Number.NaN;
  const isNew = Number.isFinite(made) && now - made < NEW_ACCOUNT_MS;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${firstName}!`;
}
