import { DEBUG_LOG_CAP, DEBUG_LOG_REFRESH_CAP } from '@kurz/shared';
import { readItem } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export type DebugLevel = 'debug' | 'info' | 'warn' | 'error';

export interface DebugLogEntry {
  timestamp: string;
  level: DebugLevel;
  component: string;
  message: string;
  data: unknown;
}

export interface DebugLogOptions {
  isEnabled?: () => boolean;
  output?: Pick<Console, DebugLevel>;
  now?: () => Date;
}

type Write = (component: string, message: string, data?: unknown) => void;

const REFRESH_EVENT = /refresh/i;

export function isDebugEnabled(): boolean {
  return readItem('local', STORAGE_KEYS.debug) === 'true';
}

/**
 * An in-memory log for diagnosing a session (spec 000 §3, §9). Refresh events (profile and
 * session refreshes fire often) get their own smaller cap so they cannot push out the rest.
 */
export function createDebugLog(options: DebugLogOptions = {}) {
  const { isEnabled = isDebugEnabled, output = console, now = () => new Date() } = options;
  let stored: { entry: DebugLogEntry; isRefresh: boolean }[] = [];

  function record(
    level: DebugLevel,
    isRefresh: boolean,
    component: string,
    message: string,
    data: unknown,
  ) {
    if (!isEnabled()) return;
    const entry = { timestamp: now().toISOString(), level, component, message, data };
    stored.push({ entry, isRefresh });
    if (isRefresh && stored.filter((item) => item.isRefresh).length > DEBUG_LOG_REFRESH_CAP) {
      stored.splice(
        stored.findIndex((item) => item.isRefresh),
        1,
      );
    }
    if (stored.length > DEBUG_LOG_CAP) stored = stored.slice(-DEBUG_LOG_CAP);
    output[level](`[${component}] ${message}`, ...(data === undefined ? [] : [data]));
  }

  const at =
    (level: DebugLevel): Write =>
    (component, message, data) =>
      record(level, REFRESH_EVENT.test(`${component} ${message}`), component, message, data);

  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    /** A refresh event whose text may not say "refresh". */
    refresh: (component: string, message: string, data?: unknown) =>
      record('debug', true, component, message, data),
    entries: (): DebugLogEntry[] => stored.map((item) => item.entry),
    clear: (): void => {
      stored = [];
    },
    isEnabled,
  };
}

export type DebugLog = ReturnType<typeof createDebugLog>;

export const debugLog = createDebugLog();

declare global {
  interface Window {
    kurzDebug?: DebugLog;
  }
}

/** Puts the log on `window.kurzDebug` for the console, only while debugging is on. */
export function exposeDebugLog(log: DebugLog = debugLog): void {
  if (log.isEnabled()) window.kurzDebug = log;
  else delete window.kurzDebug;
}
