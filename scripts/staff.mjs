// `npm run staff -- add <username>` (create, or reset the password), `list`, `remove <username>`.
// The password comes from STAFF_PASSWORD, or a new one is generated and shown once.
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

ensureBuild();
process.env.NODE_ENV ??= 'production';
const { staffCommand } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await staffCommand(process.argv.slice(2));
