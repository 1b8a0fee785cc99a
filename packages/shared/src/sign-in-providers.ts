import { z } from 'zod';

/** The sign-in providers besides email and password; each is on only when configured. */
export const SIGN_IN_PROVIDERS = ['google', 'github', 'oidc'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** GET /api/sign-in-providers: the configured ones, so the web shows no button that fails. */
export const SignInProvidersReply = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });
export type SignInProvidersReply = z.infer<typeof SignInProvidersReply>;
