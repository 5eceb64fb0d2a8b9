// The npm registry reachable here lacks some platform builds of optional native packages (rollup,
// Tailwind's oxide for Android, macOS, Windows…). `npm install` then leaves them out of the lock file,
// and `npm ci` refuses the lock file as "missing" them. This adds each missing optional platform
// package to the lock file with its os/cpu, so `npm ci` skips it on this platform as it would any
// other. Runs after every `npm install` (postinstall); it changes nothing when nothing is missing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
if (!fs.existsSync(lockPath)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 's390x', 'ppc64', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = osNames.filter((o) => tokens.includes(o));
  const cpu = cpuNames.filter((c) => tokens.includes(c));
  const libc = tokens.includes('musl') || tokens.includes('musleabihf') ? ['musl'] : tokens.includes('gnu') || tokens.some((t) => t.startsWith('gnueabi')) ? ['glibc'] : [];
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location || !entry.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue;
    const nested = `${location}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    // Only platform builds are completed; an unknown optional package is left for npm to report.
    if (os.length === 0 && cpu.length === 0) continue;
    packages[hoisted] = {
      version: spec,
      ...(cpu.length ? { cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc.length ? { libc } : {}),
      optional: true,
      ...(os.length ? { os } : {}),
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} optional platform packages the registry lacks`);
}
