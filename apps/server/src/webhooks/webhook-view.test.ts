import { describe, expect, it } from 'vitest';
import { maskWebhookUrl } from './webhook-view.js';

describe('maskWebhookUrl', () => {
  it.each([
    [
      'a Slack hook keeps only its origin',
      'https://hooks.slack.com/services/T0/B0/sEcReT',
      'https://hooks.slack.com/…',
    ],
    ['a query string is hidden', 'https://example.com/?token=abc', 'https://example.com/…'],
    ['user info is dropped', 'https://user:pass@example.com:8443/in', 'https://example.com:8443/…'],
    ['a bare origin stays as it is', 'https://example.com/', 'https://example.com/'],
  ])('%s', (_name, url, masked) => {
    expect(maskWebhookUrl(url)).toBe(masked);
  });
});
