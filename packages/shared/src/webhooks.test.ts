import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttemptAt,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookUrlProblem,
} from './webhooks.js';

const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('the webhook retry schedule', () => {
  it.each([
    ['after the 1st failure', 1, 5 * S],
    ['after the 2nd', 2, 5 * M],
    ['after the 3rd', 3, 30 * M],
    ['after the 4th', 4, 2 * H],
    ['after the 5th', 5, 5 * H],
    ['after the 6th', 6, 10 * H],
    ['after the 7th, still 10 h', 7, 10 * H],
  ])('waits %s', (_label, attempts, wait) => {
    expect(nextWebhookAttemptAt(0, attempts, 1000)).toBe(1000 + wait);
  });

  it('gives up once the next attempt would fall past 3 days after the first', () => {
    const first = 1_000_000;
    let at = first;
    const attempts: number[] = [];
    for (let n = 1; ; n++) {
      const next = nextWebhookAttemptAt(first, n, at);
      if (next === null) break;
      attempts.push(next - first);
      at = next;
    }
    expect(attempts.at(-1)).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(at + 10 * H).toBeGreaterThan(first + WEBHOOK_RETRY_WINDOW_MS);
    // 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h until the window ends.
    expect(attempts).toHaveLength(11);
  });
});

describe('webhook URLs', () => {
  it.each([
    ['an https URL', 'https://hooks.example.com/kurz', null],
    ['an http URL with a port', 'http://hooks.example.com:8080/in', null],
    ['blank', '  ', WEBHOOK_MESSAGES.urlRequired],
    ['not a URL', 'hooks.example.com', WEBHOOK_MESSAGES.urlInvalid],
    ['ftp', 'ftp://hooks.example.com/', WEBHOOK_MESSAGES.urlInvalid],
    ['with credentials', 'https://user:pw@hooks.example.com/', WEBHOOK_MESSAGES.urlCredentials],
    ['too long', `https://example.com/${'a'.repeat(2048)}`, WEBHOOK_MESSAGES.urlTooLong],
  ])('%s', (_label, url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
