import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newDeliveryId, newWebhookSecret, webhookHeaders } from './sign-webhook.js';

describe('webhook signatures', () => {
  it('are verified by the standardwebhooks package', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'link.created', data: { id: 'l1', note: 'ü ✓' } });
    const headers = webhookHeaders({ id: newDeliveryId(), secret, body, now: Date.now() });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fail verification when the body, the id or the secret differs', () => {
    const secret = newWebhookSecret();
    const body = '{"type":"link.deleted"}';
    const headers = webhookHeaders({ id: 'msg_a', secret, body, now: Date.now() });
    const hook = new Webhook(secret);
    expect(() => hook.verify('{"type":"link.created"}', headers)).toThrow();
    expect(() => hook.verify(body, { ...headers, 'webhook-id': 'msg_b' })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('sign the attempt time in seconds, as standardwebhooks signs it', () => {
    const secret = newWebhookSecret();
    const now = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const headers = webhookHeaders({ id: 'msg_x', secret, body: '{}', now });
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now / 1000)));
    expect(headers['webhook-signature']).toBe(
      new Webhook(secret).sign('msg_x', new Date(now), '{}'),
    );
  });

  it('makes secrets of 24 random bytes after whsec_, and msg_ ids', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(newDeliveryId()).toMatch(/^msg_[\w-]{22}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
