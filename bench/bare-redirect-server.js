// The baseline: the least a Node server can do to answer a redirect, with the very same
// response as Kurz's fast path (status, headers, empty body), so the ratio compares work.
import http from 'node:http';

const HEADERS = [
  'cache-control',
  'private, no-store',
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
  'content-length',
  '0',
];

const server = http.createServer((request, response) => {
  response.writeHead(302, [...HEADERS, 'location', `https://example.com${request.url}`]);
  response.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
