// A real S3-compatible server for the tests (docs/decisions/0069-file-storage.md): s3rver, which
// answers S3's REST protocol over HTTP from a folder. Run it with `node --openssl-legacy-provider`:
// s3rver encrypts its listing continuation tokens with DES, which OpenSSL 3 keeps in its legacy
// provider. Prints one line, `{"endpoint":"http://127.0.0.1:<port>"}`, once it listens.
//   S3_PORT (0: any free port), S3_DIR (a folder, made if missing), S3_BUCKETS (comma-separated),
//   S3_FRESH=1 (empty the folder first).
import fs from 'node:fs';
import S3rver from 's3rver';

const directory = process.env.S3_DIR;
if (!directory) throw new Error('S3_DIR must name the folder the test S3 server keeps its objects in');
// S3_FRESH=1: start from an empty folder (a browser-test run), whatever an earlier run left.
if (process.env.S3_FRESH === '1') fs.rmSync(directory, { recursive: true, force: true });
fs.mkdirSync(directory, { recursive: true });
const buckets = (process.env.S3_BUCKETS ?? 'school-test').split(',').filter(Boolean);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_PORT ?? 0),
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { address, port } = await server.run();
process.stdout.write(`${JSON.stringify({ endpoint: `http://${address}:${port}` })}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
