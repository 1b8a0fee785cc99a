import { TIMINGS } from '@kurz/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingUrl, readPendingUrl, savePendingUrl, tabSessionId } from './pending-url';
import { STORAGE_KEYS } from './storage-keys';

const T0 = Date.UTC(2026, 0, 1, 12);
const stored = () => sessionStorage.getItem(STORAGE_KEYS.pendingUrl);

afterEach(() => sessionStorage.clear());

describe('pending URL', () => {
  it('keeps the fields of spec 000 §3 in session storage, the custom code trimmed', () => {
    savePendingUrl(
      { fullUrl: ' https://example.com/a ', customShort: ' my-link ', useCustomDomain: false },
      T0,
    );
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      fullUrl: 'https://example.com/a',
      customShort: 'my-link',
      useCustomDomain: false,
      requiresEmailConfirmation: true,
      timestamp: T0,
      sessionId: tabSessionId(),
    });
    expect(readPendingUrl(T0 + 1000)?.customShort).toBe('my-link');
  });

  it('leaves a blank custom code out', () => {
    savePendingUrl(
      { fullUrl: 'https://example.com', customShort: '   ', useCustomDomain: false },
      T0,
    );
    expect(readPendingUrl(T0)).not.toHaveProperty('customShort');
  });

  it('is usable for one hour, then read as nothing and removed', () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false }, T0);
    expect(readPendingUrl(T0 + TIMINGS.pendingUrlLifetime)).not.toBeNull();
    expect(readPendingUrl(T0 + TIMINGS.pendingUrlLifetime + 1)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is removed when another session wrote it', () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false }, T0);
    const entry = JSON.parse(stored() ?? '{}');
    sessionStorage.setItem(
      STORAGE_KEYS.pendingUrl,
      JSON.stringify({ ...entry, sessionId: 'other-tab' }),
    );
    expect(readPendingUrl(T0)).toBeNull();
    expect(stored()).toBeNull();
  });

  it.each([
    ['broken JSON', '{"fullUrl":'],
    ['a missing URL', JSON.stringify({ useCustomDomain: false, timestamp: T0, sessionId: 'x' })],
    ['a string', '"https://example.com"'],
  ])('is removed when it holds %s', (_label, raw) => {
    tabSessionId();
    sessionStorage.setItem(STORAGE_KEYS.pendingUrl, raw);
    expect(readPendingUrl(T0)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is removed when its time lies in the future (a changed clock)', () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false }, T0 + 60_000);
    expect(readPendingUrl(T0)).toBeNull();
  });

  it('keeps one session id per tab', () => {
    expect(tabSessionId()).toBe(tabSessionId());
    expect(sessionStorage.getItem(STORAGE_KEYS.tabSessionId)).toBe(tabSessionId());
  });

  it('is cleared on request', () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false }, T0);
    clearPendingUrl();
    expect(readPendingUrl(T0)).toBeNull();
  });
});
