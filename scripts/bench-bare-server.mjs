// The yardstick of `npm run bench` (scripts/bench.mjs): a bare node:http server, in a process of its
// own like the site, that answers every request with the bytes the parent sends it over IPC (status,
// Content-Type and body captured from the site), and nothing else. It tells the parent its port once
// it listens, and ends when the parent goes.
import http from 'node:http';

if (!process.send) {
  console.error('scripts/bench-bare-server.mjs is started by scripts/bench.mjs, with an IPC channel.');
  process.exit(2);
}

process.once('message', ({ port, status, contentType, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const headers = { 'Content-Length': String(bytes.length) };
  if (contentType) headers['Content-Type'] = contentType;
  const server = http.createServer((_request, response) => {
    response.writeHead(status, headers);
    response.end(bytes);
  });
  server.listen(port, '127.0.0.1', () => process.send({ listening: server.address().port }));
});
process.on('disconnect', () => process.exit(0));
