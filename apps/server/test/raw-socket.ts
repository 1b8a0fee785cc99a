import net from 'node:net';

/**
 * Raw HTTP/1.1 over a TCP socket, for what no HTTP client will send: invalid UTF-8 in the
 * path and headers, headers past Node's limit, broken request lines. `inject` skips
 * Node's parser, and these behave differently there.
 */

export interface SocketAnswer {
  /** The status line's code; null when the server closed without answering. */
  status: number | null;
  body: string;
  tookMs: number;
}

/** Writes `bytes`, reads until the server closes or `timeoutMs` passes. */
export function sendOverSocket(
  port: number,
  bytes: Buffer,
  timeoutMs: number,
): Promise<SocketAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = text.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
      resolve({
        status: status ? Number(status) : null,
        body: text,
        tookMs: performance.now() - started,
      });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    // A reset after the server answered (it stops reading a refused body) is expected.
    socket.on('error', () => undefined);
  });
}

export interface SocketCase {
  name: string;
  bytes: Buffer;
  /** A status Node or Kurz must answer with. */
  expect?: number;
}

const request = (head: string, ...extra: Array<string | Buffer>): Buffer =>
  Buffer.concat([
    Buffer.from(head, 'latin1'),
    ...extra.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)),
  ]);

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
const SHORTEN = (host: string, body: string | Buffer, type = 'application/json') =>
  request(
    `POST /api/shorten HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    body,
  );

/**
 * The classics that need Node's own parser, on the short hosts and the app host. `code`
 * names a cached link, so the redirect fast path (before Fastify) gets them too.
 */
export const socketCases = (code: string): SocketCase[] =>
  ['kurz.link', 'app.kurz.test'].flatMap((host) => [
    {
      name: `${host}: invalid UTF-8 in the path`,
      bytes: request(
        'GET /',
        INVALID_UTF8,
        ` HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: invalid UTF-8 in a code with ?qr=1`,
      bytes: request(
        'GET /ab',
        INVALID_UTF8,
        `?qr=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: invalid UTF-8 in the user agent`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: `,
        INVALID_UTF8,
        '\r\nConnection: close\r\n\r\n',
      ),
    },
    {
      name: `${host}: invalid UTF-8 in Host`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: kurz`,
        INVALID_UTF8,
        '.link\r\nConnection: close\r\n\r\n',
      ),
    },
    {
      name: `${host}: invalid UTF-8 in a cookie`,
      bytes: request(
        `GET /api/profile HTTP/1.1\r\nHost: ${host}\r\nCookie: better-auth.session_token=`,
        INVALID_UTF8,
        '\r\nConnection: close\r\n\r\n',
      ),
    },
    {
      name: `${host}: a 100 KB header`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'b'.repeat(100_000)}\r\nConnection: close\r\n\r\n`,
      ),
      expect: 431,
    },
    {
      name: `${host}: a 100 KB URL`,
      bytes: request(
        `GET /${'u'.repeat(100_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
      expect: 431,
    },
    {
      name: `${host}: a 10 KB code`,
      bytes: request(
        `GET /${'c'.repeat(10_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: traversal in the code`,
      bytes: request(
        `GET /..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: raw traversal`,
      bytes: request(
        `GET /../../etc/passwd HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: an absolute URL as the target`,
      bytes: request(
        `GET http://evil.example/code HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: an asterisk target`,
      bytes: request(`OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    },
    {
      name: `${host}: two Host headers`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: a 10 KB user agent`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${'Mozilla/5.0 '.repeat(850)}\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: NUL in a header`,
      bytes: request(
        `GET /${code} HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 1.1.1.1\u0000\r\nConnection: close\r\n\r\n`,
      ),
    },
    {
      name: `${host}: an unknown method`,
      bytes: request(`BREW /${code} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    },
    {
      name: `${host}: HTTP/9.9`,
      bytes: request(`GET /${code} HTTP/9.9\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    },
    { name: `${host}: HTTP/1.0 without Host`, bytes: request(`GET /${code} HTTP/1.0\r\n\r\n`) },
    { name: `${host}: a broken request line`, bytes: request('GET\r\n\r\n') },
    {
      name: `${host}: a bad chunked body`,
      bytes: request(
        `POST /api/shorten HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ),
    },
    {
      name: `${host}: Content-Length and chunked`,
      bytes: request(
        `POST /api/shorten HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      ),
    },
    {
      name: `${host}: a body shorter than its length`,
      bytes: request(
        `POST /api/shorten HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 100\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{}`,
      ),
    },
    {
      name: `${host}: invalid UTF-8 in a JSON body`,
      bytes: SHORTEN(
        host,
        Buffer.concat([
          Buffer.from('{"full_url":"https://e.example/'),
          INVALID_UTF8,
          Buffer.from('"}'),
        ]),
      ),
    },
    {
      name: `${host}: 10,000 levels of JSON`,
      bytes: SHORTEN(host, `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    },
    {
      name: `${host}: a 10 MB JSON body`,
      bytes: SHORTEN(host, `{"full_url":"${'a'.repeat(10 * 1024 * 1024)}"}`),
      expect: host === 'kurz.link' ? 302 : 413,
    },
    {
      name: `${host}: JSON as text/plain`,
      bytes: SHORTEN(host, '{"full_url":"https://e.example/"}', 'text/plain'),
    },
  ]);
