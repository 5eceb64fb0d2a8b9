// Builds the site when the build is missing or older than the sources (used by `npm start` and `npm run staff`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'build/server/index.js');
const sources = ['app', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function ensureBuild() {
  const built = fs.statSync(serverEntry, { throwIfNoEntry: false });
  const sourcesChanged = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
  if (!built || built.mtimeMs < sourcesChanged) {
    console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
    const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
    const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('The build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
}
