import pino from 'pino';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';

it('logs no line at info for an ordinary request (requests are logged at debug)', async () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const t = await createTestApp({}, { log });
  lines.length = 0;
  const response = await t.app.inject({ url: '/healthz', headers: { host: 'app.kurz.test' } });
  expect(response.statusCode).toBe(200);
  expect(lines.filter((line) => line.level >= 30)).toEqual([]);
  await t.close();
});
