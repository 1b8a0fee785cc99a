/**
 * Every key Kurz keeps in browser storage, in one place so a reader sees them all.
 * public/theme-init.js repeats `darkMode` because it runs before the bundle: keep them in step.
 */
export const STORAGE_KEYS = {
  /** localStorage, 'true' | 'false'; absent means "follow the system". */
  darkMode: 'kurz.darkMode',
  /** localStorage, 'true' turns the debug log on. */
  debug: 'kurz.debug',
  /** sessionStorage: error-triggered recoveries this session, so a reload loop stops. */
  errorRecovery: 'kurz.errorRecovery',
  /**
   * sessionStorage: corrupted-session recoveries this session. Outside the auth prefix on
   * purpose: a recovery clears auth data, and must not wipe its own count with it.
   */
  sessionRecovery: 'kurz.sessionRecovery',
  /** localStorage: the selected team workspace (spec 000 §4 Workspace); absent = Personal. */
  currentTeam: 'kurz.auth.currentTeam',
  /** localStorage: the user's membership in that team. */
  currentMembership: 'kurz.auth.currentMembership',
  /**
   * sessionStorage: an anonymous visitor's link, created after sign-in (spec 000 §3). Not
   * under the auth prefix: clearing auth data must not lose the link the visitor asked for.
   */
  pendingUrl: 'kurz.pendingUrl',
  /**
   * sessionStorage (1 h) with a localStorage backup (24 h): an invitation accepted while
   * signed out, accepted after sign-in (spec 000 §4, §9). Outside the auth prefix: signing
   * out must not lose the invitation the visitor is about to sign in for.
   */
  pendingInvitation: 'kurz.pendingInvitation',
  /** sessionStorage: this tab's id, which a pending URL must carry to be used. */
  tabSessionId: 'kurz.sessionId',
} as const;

/** Every auth key starts with this, so clearing auth data needs no list that can drift. */
export const AUTH_STORAGE_PREFIX = 'kurz.auth';
