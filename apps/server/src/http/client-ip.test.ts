import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIpReader } from './client-ip.js';

const request = (socket: { remoteAddress?: string }, forwardedFor?: string) =>
  ({
    socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('clientIpReader', () => {
  it('without a trusted proxy, reads each connection’s own address', () => {
    const ip = clientIpReader(false);
    const first = { remoteAddress: '203.0.113.5' };
    const second = { remoteAddress: '2001:db8::7' };
    expect(ip(request(first))).toBe('203.0.113.5');
    expect(ip(request(second, '198.51.100.1'))).toBe('2001:db8::7');
    expect(ip(request(first))).toBe('203.0.113.5');
  });

  it('does not remember a connection that had no address yet', () => {
    const ip = clientIpReader(false);
    const socket: { remoteAddress?: string } = {};
    expect(ip(request(socket))).toBe('');
    socket.remoteAddress = '203.0.113.9';
    expect(ip(request(socket))).toBe('203.0.113.9');
  });

  it('behind trusted proxies, reads the forwarded address as Fastify does', () => {
    const socket = { remoteAddress: '10.0.0.2' };
    expect(clientIpReader(true)(request(socket, '198.51.100.1, 10.0.0.3'))).toBe('198.51.100.1');
    expect(clientIpReader(1)(request(socket, '198.51.100.1, 10.0.0.3'))).toBe('10.0.0.3');
    expect(clientIpReader(['10.0.0.0/8'])(request(socket, '198.51.100.1, 10.0.0.3'))).toBe(
      '198.51.100.1',
    );
  });
});
