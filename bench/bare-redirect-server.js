// The baseline: the least a Node server can do to answer a redirect, with the very same
// response as Kurz's fast path (status, headers, empty body), so the ratio compares work.
// Only the header list's module is shared (it imports nothing): not the app's modules.
import http from 'node:http';
import { pinTickObjectShape } from '../apps/server/dist/http/tick-shape.js';
import { redirectHeaders } from '../apps/server/dist/redirect/redirect-headers.js';

// The same guard against V8 11.3's nextTick flaw as Kurz's main.ts (see tick-shape.ts):
// without it the baseline sometimes runs slower, which would flatter the ratio.
pinTickObjectShape();

const server = http.createServer((request, response) => {
  response.writeHead(302, redirectHeaders(`https://example.com${request.url}`));
  response.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
