import { SIGN_IN_PROVIDERS, type SignInProvider } from '@kurz/shared';
import type { Config } from '../config.js';

/** The providers whose client is configured; better-auth answers 'Provider not found' for others. */
export function listSignInProviders(config: Config): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((provider) => config.auth[provider] !== undefined);
}
