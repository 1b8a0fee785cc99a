import net from 'node:net';
import { expect } from 'vitest';
import {
  countClicks,
  createFaultApp,
  createFaultDatabase,
  describeFault,
  isRedirect,
  SHORT_HOST,
  scenario,
} from './fault-env.js';

/** Sends `head` (bytes as given, no encoding) and resolves with the answer's status. */
function rawRequest(port: number, head: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed request is dropped by Node before a slow answer.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

const requestTo = (path: Buffer | string, headers: Array<Buffer | string>) =>
  Buffer.concat([
    Buffer.from('GET '),
    Buffer.from(path as string, 'latin1'),
    Buffer.from(` HTTP/1.1\r\nHost: ${SHORT_HOST}\r\nConnection: close\r\n`),
    ...headers.flatMap((header) => [Buffer.from(header as string, 'latin1'), Buffer.from('\r\n')]),
    Buffer.from('\r\n'),
  ]);

/** Bytes that are not UTF-8: a lone continuation byte, an overlong form, a cut sequence. */
const NOT_UTF8 = Buffer.from([0xff, 0xfe, 0x80, 0xc0, 0xaf, 0xe2, 0x82]);

describeFault('a 10 KB user agent and invalid UTF-8', (instance) => {
  scenario('each redirect served is a click stored', async (count) => {
    const database = await createFaultDatabase(instance, 'odd-link');
    const kurz = await createFaultApp(database.url);
    await kurz.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = kurz.app.server.address() as net.AddressInfo;
    const bytes = (text: string) => Buffer.from(text, 'latin1');

    const requests = [
      requestTo('/odd-link', [`User-Agent: Mozilla/5.0 ${'x'.repeat(10 * 1024)}`]),
      requestTo('/odd-link', [
        Buffer.concat([bytes('User-Agent: Mozilla/5.0 '), NOT_UTF8]),
        Buffer.concat([bytes('Referer: https://social.example/'), NOT_UTF8]),
        Buffer.concat([bytes('Accept-Language: '), NOT_UTF8]),
      ]),
      requestTo('/odd-link?q=%FF%FE%C0%AF&qr=%E2%82', ['User-Agent: fault/1']),
      requestTo(Buffer.concat([bytes('/odd-link?q='), NOT_UTF8]), ['User-Agent: fault/2']),
      // Not a link: answered (404 or 400), never a 5xx, and no click.
      requestTo(Buffer.concat([bytes('/'), NOT_UTF8]), ['User-Agent: fault/3']),
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push(await rawRequest(port, request));
    expect(statuses.slice(0, 3)).toEqual([302, 302, 302]);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(300);
    for (const status of statuses) expect(status).toBeLessThan(500);

    await kurz.app.clicks.flush();
    const served = statuses.filter(isRedirect).length;
    const stored = await countClicks(database.db);
    count.lost(served - stored);
    expect(stored).toBe(served);
  });
});
