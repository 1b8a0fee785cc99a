import { ERROR_CODES } from '@kurz/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AlreadyExists,
  Forbidden,
  Invalid,
  NotFound,
  QuotaExceeded,
  RateLimited,
  Unauthenticated,
  Unavailable,
} from '../errors.js';
import { registerErrorHandler, STATUS_BY_CODE } from './error-handler.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const errors = {
    invalid: () => new Invalid('full_url is required'),
    exists: () => new AlreadyExists('Short URL already exists'),
    unauthenticated: () => new Unauthenticated(),
    forbidden: () => new Forbidden(),
    quota: () => new QuotaExceeded('Monthly URL limit reached (100)'),
    missing: () => new NotFound('Link not found'),
    limited: () => new RateLimited(42),
    unavailable: () => new Unavailable(),
    crash: () => new Error('secret: db password is hunter2'),
    // What the database drivers throw when it cannot answer now, and a plain SQL mistake.
    refused: () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    lockTimeout: () =>
      Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
    shutdown: () =>
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    terminated: () => new Error('Connection terminated unexpectedly'),
    sqliteBusy: () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    syntax: () => Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
  };
  for (const [name, make] of Object.entries(errors)) {
    app.get(`/throw/${name}`, async () => {
      throw make();
    });
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/echo',
      { schema: { body: z.object({ full_url: z.string().min(1), count: z.number().int() }) } },
      async (request) => request.body,
    );
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it.each([
    ['invalid', 400, 'invalid_input', 'full_url is required'],
    ['exists', 400, 'already_exists', 'Short URL already exists'],
    ['unauthenticated', 401, 'unauthenticated', 'Authentication required'],
    ['forbidden', 403, 'forbidden', "You don't have permission to do that"],
    ['quota', 403, 'quota_exceeded', 'Monthly URL limit reached (100)'],
    ['missing', 404, 'not_found', 'Link not found'],
    ['limited', 429, 'rate_limited', 'Too many requests. Please wait a moment and try again.'],
    ['unavailable', 503, 'unavailable', 'Service temporarily unavailable'],
  ])('maps a thrown %s error to %i { error, code }', async (name, status, code, error) => {
    const response = await app.inject(`/throw/${name}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, code });
  });

  it('sends Retry-After with a rate-limit error', async () => {
    const response = await app.inject('/throw/limited');
    expect(response.headers['retry-after']).toBe('42');
  });

  it.each(['refused', 'lockTimeout', 'shutdown', 'terminated', 'sqliteBusy'])(
    'answers a database that cannot answer now (%s) with 503 and Retry-After',
    async (name) => {
      const response = await app.inject(`/throw/${name}`);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().code).toBe('unavailable');
      expect(response.body).not.toMatch(/ECONNREFUSED|lock timeout|locked|terminat/);
    },
  );

  it('keeps a SQL mistake a 500: retrying would not help', async () => {
    const response = await app.inject('/throw/syntax');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('selec');
  });

  it('hides the details of an unexpected error behind a bare 500', async () => {
    const response = await app.inject('/throw/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers schema violations with 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { full_url: '', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_input');
    expect(response.json().error).toMatch(/full_url/);
    expect(response.json().error).toMatch(/count/);
  });

  it.each([
    [
      'malformed JSON',
      { 'content-type': 'application/json' },
      '{"full_url":',
      400,
      'Request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { 'content-type': 'application/json' },
      '',
      400,
      'Request body is empty; send a JSON object',
    ],
    [
      'a body over the limit',
      { 'content-type': 'application/json' },
      JSON.stringify({ full_url: 'x'.repeat(2000), count: 1 }),
      413,
      'Request body is too large',
    ],
    [
      'an unsupported content type',
      { 'content-type': 'application/xml' },
      '<a/>',
      415,
      'Unsupported content type; send application/json',
    ],
  ])('answers %s with a clear %i', async (_label, headers, payload, status, error) => {
    const response = await app.inject({ method: 'POST', url: '/echo', headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
  });

  it('has a status for every error code', () => {
    expect(Object.keys(STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });
});
