import { TIMINGS } from '@kurz/shared';
import { readItem, removeItem, writeItem } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The link an anonymous visitor asked for, kept until they sign in (spec 000 §3). */
export interface PendingUrl {
  fullUrl: string;
  /** The custom code, trimmed; absent when none was given. */
  customShort?: string;
  useCustomDomain: boolean;
  /** Sign-up confirms the address by mail first, so the link waits across that step. */
  requiresEmailConfirmation: boolean;
  timestamp: number;
  sessionId: string;
}

export interface PendingUrlInput {
  fullUrl: string;
  customShort?: string | undefined;
  useCustomDomain: boolean;
}

let fallbackSessionId: string | undefined;

/**
 * This tab's id, kept in sessionStorage. A pending URL written under another id (another
 * tab's copy, an older build) is not ours to submit.
 */
export function tabSessionId(): string {
  const stored = readItem('session', STORAGE_KEYS.tabSessionId);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeItem('session', STORAGE_KEYS.tabSessionId, created);
  // Storage may be blocked: then the id lives as long as the page.
  if (readItem('session', STORAGE_KEYS.tabSessionId) === created) return created;
  fallbackSessionId ??= created;
  return fallbackSessionId;
}

export function savePendingUrl(input: PendingUrlInput, now = Date.now()): PendingUrl {
  const customShort = input.customShort?.trim();
  const pending: PendingUrl = {
    fullUrl: input.fullUrl.trim(),
    ...(customShort ? { customShort } : {}),
    useCustomDomain: input.useCustomDomain,
    requiresEmailConfirmation: true,
    timestamp: now,
    sessionId: tabSessionId(),
  };
  writeItem('session', STORAGE_KEYS.pendingUrl, JSON.stringify(pending));
  return pending;
}

export function clearPendingUrl(): void {
  removeItem('session', STORAGE_KEYS.pendingUrl);
}

/**
 * The pending URL if it is usable: well formed, under an hour old and written in this
 * tab. Anything else is removed on the spot, so every read is also a cleanup.
 */
export function readPendingUrl(now = Date.now()): PendingUrl | null {
  const raw = readItem('session', STORAGE_KEYS.pendingUrl);
  if (raw === null) return null;
  const pending = parsePendingUrl(raw);
  const age = pending ? now - pending.timestamp : Number.NaN;
  const isUsable =
    pending !== null &&
    age >= 0 &&
    age <= TIMINGS.pendingUrlLifetime &&
    pending.sessionId === tabSessionId();
  if (isUsable) return pending;
  clearPendingUrl();
  return null;
}

function parsePendingUrl(raw: string): PendingUrl | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const isValid =
    typeof entry.fullUrl === 'string' &&
    entry.fullUrl !== '' &&
    (entry.customShort === undefined || typeof entry.customShort === 'string') &&
    typeof entry.useCustomDomain === 'boolean' &&
    typeof entry.timestamp === 'number' &&
    typeof entry.sessionId === 'string';
  return isValid ? (entry as unknown as PendingUrl) : null;
}
