import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DevOutbox } from './dev-outbox.js';

const message = (n: number) => ({
  to: `user${n}@example.com`,
  subject: `#${n}`,
  text: `https://kurz.test/${n}`,
  html: '',
});

describe('DevOutbox', () => {
  it('lists messages newest first with sender and time', async () => {
    let now = 1000;
    const outbox = new DevOutbox('Kurz <no-reply@kurz.test>', pino({ level: 'silent' }), {
      now: () => now++,
    });
    await outbox.send(message(1));
    await outbox.send(message(2));
    const listed = outbox.list();
    expect(listed.map((m) => m.subject)).toEqual(['#2', '#1']);
    expect(listed[0]).toMatchObject({
      from: 'Kurz <no-reply@kurz.test>',
      sentAt: 1001,
      to: 'user2@example.com',
    });
  });

  it('keeps the newest 200 messages', async () => {
    const outbox = new DevOutbox('x', pino({ level: 'silent' }), { now: () => 0 });
    for (let n = 1; n <= 205; n++) await outbox.send(message(n));
    const listed = outbox.list();
    expect(listed).toHaveLength(200);
    expect(listed.at(-1)?.subject).toBe('#6');
  });
});
