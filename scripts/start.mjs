// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
// With several workers each runs this file again (server/workers.ts): the first process has built.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root, serverEntry } from './ensure-build.mjs';

if (cluster.isPrimary) ensureBuild();
// React, React Router and Express read NODE_ENV when they load: unset, they run their development
// builds, several times slower (issue 13's profile), with extra checks and warnings. The site's own
// default is production (README), so theirs must be too, before the server bundle is imported.
process.env.NODE_ENV ??= 'production';
// One worker per core, at most four (decision 0077): a school's server has two or four, and one Node
// process uses one. Set WEB_CONCURRENCY=1 for a single process.
process.env.WEB_CONCURRENCY ||= 'auto';
const { start } = await import(pathToFileURL(serverEntry).href);
await start({ clientDir: path.join(root, 'build/client') });
