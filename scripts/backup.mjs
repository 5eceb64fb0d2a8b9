// `npm run backup`: see app/backup/backup-command.server.ts and docs/operations.md ("Backups").
import { pathToFileURL } from 'node:url';
import { ensureBuild, serverEntry } from './ensure-build.mjs';

ensureBuild();
process.env.NODE_ENV ??= 'production';
const { backupCommand } = await import(pathToFileURL(serverEntry).href);
process.exitCode = await backupCommand(process.argv.slice(2));
