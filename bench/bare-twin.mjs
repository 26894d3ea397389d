#!/usr/bin/env node
// The ceiling bench:api measures against: a bare node:http server in a process of its own, as
// the product's server runs, answering every request with one reply's status, headers and
// bytes (read as JSON from stdin). In the load generator's own process it would share one
// event loop with autocannon, which lowers the ceiling and flatters the ratio (issue 36).
import { createServer } from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { status, headers, body } = JSON.parse(input);
const bytes = Buffer.from(body, 'base64');
const server = createServer((_, res) => res.writeHead(status, headers).end(bytes));
server.listen(0, '127.0.0.1', () => console.log(`listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
