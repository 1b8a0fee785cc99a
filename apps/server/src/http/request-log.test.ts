import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLog, SLOW_REQUEST_MS } from './request-log.js';

/** A server logging through RequestLog into an array. */
async function serverWithLog(level: string) {
  const lines: Array<{ level: number; msg: string; res?: { statusCode: number } }> = [];
  const log = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new RequestLog(),
  });
  app.get('/quick', async () => 'ok');
  app.get('/slow', async () => {
    await sleep(SLOW_REQUEST_MS + 50);
    return 'ok';
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing at info for an ordinary request or an unknown route', async () => {
    const { app, lines } = await serverWithLog('info');
    await app.inject('/quick');
    await app.inject('/nowhere');
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes each request at debug', async () => {
    const { app, lines } = await serverWithLog('debug');
    await app.inject('/quick');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    await app.close();
  });

  it('writes a slow request at info', async () => {
    const { app, lines } = await serverWithLog('info');
    await app.inject('/slow');
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'slow request' })]);
    await app.close();
  });

  it('keeps failed requests at error', async () => {
    const { app, lines } = await serverWithLog('info');
    await app.inject('/broken');
    expect(lines.some((line) => line.level === 50)).toBe(true);
    await app.close();
  });
});
