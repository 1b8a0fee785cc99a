import {
  type AvailabilityReply,
  MESSAGES,
  type ShortenBody,
  type ShortenCreated,
  type ShortenTeamBody,
  shortenErrorMessage,
  statusFallbackMessage,
  TEAM_MESSAGES,
} from '@kurz/shared';
import { api } from './api-client';
import { ApiError } from './api-error';
import { debugLog } from './debug-log';

export interface ShortenInput {
  fullUrl: string;
  /** The custom code; blank or absent lets the server generate one. */
  customShort?: string | undefined;
  userId: string;
  useCustomDomain: boolean;
  /** Which verified custom domain, with `useCustomDomain`. */
  customDomainId?: string | undefined;
  /** A configured short domain other than the default (spec 000 §1). */
  domain?: string | undefined;
  /** /create's link options (premium or higher), title and tags. */
  options?: LinkOptions | undefined;
}

export type LinkOptions = Pick<
  ShortenBody,
  | 'expires_at'
  | 'max_clicks'
  | 'expired_url'
  | 'redirect_type'
  | 'rules'
  | 'og_title'
  | 'og_description'
  | 'og_image'
  | 'no_referrer'
  | 'forward_query'
  | 'query_precedence'
  | 'password'
  | 'title'
  | 'tags'
  | 'health_check'
>;

/** The shortener's wording for failures (spec 000 §8). */
const SHORTEN_ERRORS = { errorMessage: shortenErrorMessage, statusMessage: statusFallbackMessage };

/** POST /api/shorten; resolves to the new short URL, rejects with an ApiError to show. */
export async function shortenUrl(input: ShortenInput): Promise<string> {
  const customShort = input.customShort?.trim();
  const body: ShortenBody = {
    full_url: input.fullUrl.trim(),
    ...(customShort ? { short_url: customShort } : {}),
    user_id: input.userId,
    use_custom_domain: input.useCustomDomain,
    ...(input.useCustomDomain && input.customDomainId
      ? { custom_domain_id: input.customDomainId }
      : {}),
    ...(!input.useCustomDomain && input.domain ? { domain: input.domain } : {}),
    ...input.options,
  };
  const reply = await api.post<ShortenCreated>('/api/shorten', body, SHORTEN_ERRORS);
  return reply.shortened_url;
}

/**
 * POST /api/shorten-team with spec 000 §8's wording: the shortener's table, plus the two
 * team messages (a 403, or a missing team).
 */
export function shortenForTeam(body: ShortenTeamBody): Promise<ShortenCreated> {
  if (!body.organization_id) return Promise.reject(new Error(TEAM_MESSAGES.teamContextRequired));
  return api.post<ShortenCreated>('/api/shorten-team', body, {
    errorMessage: teamShortenMessage,
    statusMessage: (status) =>
      status === 403 ? TEAM_MESSAGES.noUrlPermission : statusFallbackMessage(status),
  });
}

function teamShortenMessage(serverText: string): string {
  const text = serverText.toLowerCase();
  if (text.includes('permission')) return TEAM_MESSAGES.noUrlPermission;
  if (text.includes('organization_id') || text.includes('team context'))
    return TEAM_MESSAGES.teamContextRequired;
  return shortenErrorMessage(serverText);
}

export type Availability = { isAvailable: true } | { isAvailable: false; error: string };

const AVAILABLE: Availability = { isAvailable: true };

/**
 * Spec 000 §5: a blank code is available; the server's availability call decides; when
 * it fails, a dry-run shorten (check_only) is tried, where a 400 saying 'already exists'
 * means taken. Any other failure counts as available and is only logged: the real
 * shorten checks again.
 */
export async function checkShortCodeAvailability(
  customShort: string,
  fullUrl: string,
): Promise<Availability> {
  const code = customShort.trim();
  if (!code) return AVAILABLE;
  try {
    const reply = await api.post<AvailabilityReply>('/api/check-availability', { short_url: code });
    if (reply.available) return AVAILABLE;
    return { isAvailable: false, error: reply.error || MESSAGES.shortUrlTaken };
  } catch (error) {
    debugLog.warn('shortener', 'availability check failed; trying a dry-run shorten', error);
  }
  return dryRunAvailability(code, fullUrl);
}

async function dryRunAvailability(code: string, fullUrl: string): Promise<Availability> {
  try {
    const body: ShortenBody = { full_url: fullUrl.trim(), short_url: code, check_only: true };
    await api.post('/api/shorten', body);
    return AVAILABLE;
  } catch (error) {
    const isTaken =
      error instanceof ApiError &&
      error.status === 400 &&
      error.message.toLowerCase().includes('already exists');
    if (isTaken) return { isAvailable: false, error: MESSAGES.shortUrlTaken };
    debugLog.warn('shortener', 'dry-run availability failed; assuming available', error);
    return AVAILABLE;
  }
}
