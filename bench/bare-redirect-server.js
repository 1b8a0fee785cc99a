// The baseline: the least a Node server can do to answer a redirect.
import http from 'node:http';

const server = http.createServer((request, response) => {
  response.writeHead(302, {
    location: `https://example.com${request.url}`,
    'cache-control': 'private, no-store',
  });
  response.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
