// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root, serverEntry } from './ensure-build.mjs';

ensureBuild();
const { start } = await import(pathToFileURL(serverEntry).href);
await start({ clientDir: path.join(root, 'build/client') });
