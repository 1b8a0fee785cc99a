import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MIN_CLICK_SPOOL_BYTES } from './config.js';

describe('loadConfig', () => {
  it('boots an embedded default from an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.appUrl.href).toBe('http://localhost:8080/');
    expect(config.shortDomains).toEqual(['localhost:8080']);
    expect(config.database.kind).toBe('sqlite');
    expect(config.database).toMatchObject({ file: expect.stringMatching(/data[/\\]kurz\.db$/) });
    expect(config.trustProxy).toBe(false);
  });

  it('refuses a CLICK_SPOOL_MAX_BYTES too small for the writer, naming the variable', () => {
    expect(() => loadConfig({ CLICK_SPOOL_MAX_BYTES: '65536' })).toThrow(/CLICK_SPOOL_MAX_BYTES/);
    const smallest = loadConfig({ CLICK_SPOOL_MAX_BYTES: String(MIN_CLICK_SPOOL_BYTES) });
    expect(smallest.clickSpoolMaxBytes).toBe(16 * 1024 * 1024);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://kurz@db.internal:5432/kurz' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://kurz@db.internal:5432/kurz',
    });
  });

  it('lists APP_URL host, its www. variant and APP_HOSTS as app hosts', () => {
    const config = loadConfig({
      APP_URL: 'https://Kurz.Example',
      APP_HOSTS: 'uat.kurz.example, dev.kurz.example',
    });
    expect(config.appHosts).toEqual([
      'kurz.example',
      'www.kurz.example',
      'uat.kurz.example',
      'dev.kurz.example',
    ]);
  });

  it('keeps SHORT_DOMAINS in order, lower-cased, the first being the default', () => {
    const config = loadConfig({ SHORT_DOMAINS: ' Kurz.link , go.kurz.link ' });
    expect(config.shortDomains).toEqual(['kurz.link', 'go.kurz.link']);
  });

  it.each([
    ['TRUST_PROXY=true', 'true', true],
    ['TRUST_PROXY=2 (hops)', '2', 2],
    ['TRUST_PROXY as a list', '10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('parses %s', (_label, value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('runs one process unless KURZ_WORKERS says how many, or auto: one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ KURZ_WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ KURZ_WORKERS: ' Auto ' }).workers).toBe(os.availableParallelism());
  });

  it('uses Redis only when REDIS_URL is set, and requires it only when told', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_REQUIRED: 'true' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6379/2' }).redis).toEqual({
      url: 'redis://:pw@10.0.0.5:6379/2',
      isRequired: false,
    });
    expect(loadConfig({ REDIS_URL: 'rediss://r.example', REDIS_REQUIRED: 'true' }).redis).toEqual({
      url: 'rediss://r.example',
      isRequired: true,
    });
  });

  it('probes destinations only when DESTINATION_PROBE=on', () => {
    expect(loadConfig({}).destinationProbe).toBe(false);
    expect(loadConfig({ DESTINATION_PROBE: 'off' }).destinationProbe).toBe(false);
    expect(loadConfig({ DESTINATION_PROBE: 'on' }).destinationProbe).toBe(true);
  });

  it.each([
    ['a port that is not a number', { PORT: 'abc' }, 'PORT'],
    ['a port out of range', { PORT: '70000' }, 'PORT'],
    ['an APP_URL that is not http(s)', { APP_URL: 'ftp://kurz.example' }, 'APP_URL'],
    ['a DATABASE_URL that is not postgres', { DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    ['a REDIS_URL that is not redis', { REDIS_URL: 'http://x' }, 'REDIS_URL'],
    ['a REDIS_REQUIRED that is not true/false', { REDIS_REQUIRED: 'yes' }, 'REDIS_REQUIRED'],
    ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['KURZ_WORKERS=0', { KURZ_WORKERS: '0' }, 'KURZ_WORKERS'],
    ['KURZ_WORKERS=-1', { KURZ_WORKERS: '-1' }, 'KURZ_WORKERS'],
    ['KURZ_WORKERS=1000', { KURZ_WORKERS: '1000' }, 'KURZ_WORKERS'],
    ['KURZ_WORKERS=lots', { KURZ_WORKERS: 'lots' }, 'KURZ_WORKERS'],
    ['KURZ_WORKERS=1.5', { KURZ_WORKERS: '1.5' }, 'KURZ_WORKERS'],
    ['a short domain with a path', { SHORT_DOMAINS: 'kurz.link/x' }, 'SHORT_DOMAINS'],
    ['six short domains', { SHORT_DOMAINS: 'a.io,b.io,c.io,d.io,e.io,f.io' }, 'SHORT_DOMAINS'],
    ['a TRUST_PROXY that is neither', { TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    ['a DESTINATION_PROBE that is not on/off', { DESTINATION_PROBE: 'yes' }, 'DESTINATION_PROBE'],
    ['a SUPPORT_EMAIL that is no address', { SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL'],
  ])('refuses %s, naming the variable', (_label, env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${variable}:`, 'm'));
  });

  it('mails forms to support@ the app host unless SUPPORT_EMAIL says otherwise', () => {
    expect(loadConfig({ APP_URL: 'https://kurz.example' }).mail.supportEmail).toBe(
      'support@kurz.example',
    );
    expect(loadConfig({ SUPPORT_EMAIL: 'help@kurz.example' }).mail.supportEmail).toBe(
      'help@kurz.example',
    );
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(8080);
  });
});
