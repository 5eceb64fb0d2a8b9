const modulePreload = '<link rel="modulepreload" ';
const lowPriorityModulePreload = '<link rel="modulepreload" fetchpriority="low" ';
const headEnd = Buffer.from('</head>');
const modulePreloadBytes = Buffer.from(modulePreload);

/**
 * The shell with every `<link rel="modulepreload">` in its head marked `fetchpriority="low"`
 * (docs/decisions/0046-scripts-after-the-poster.md). React Router writes one such link for each of
 * the ≈ 20 modules a page hydrates with, and browsers fetch them at high priority, side by side with
 * the poster the first screen shows; on a slow phone the page works without them (every form posts
 * without JavaScript), so the picture goes first and the scripts follow. React Router's `<Scripts>`
 * takes no priority for its links, hence a rewrite of the shell's head; a browser test checks that
 * the browser does fetch them at low priority, so a change in React Router's markup cannot slip by.
 */
export function lowPriorityModulePreloads(shell: Buffer): Buffer {
  const end = shell.indexOf(headEnd);
  if (end === -1) return shell;
  // Only up to the last preload is decoded and rewritten: the inline stylesheet after it (≈ 67 KB)
  // is copied as bytes. This runs on every render.
  const last = shell.lastIndexOf(modulePreloadBytes, end);
  if (last === -1) return shell;
  const cut = last + modulePreloadBytes.length;
  const rewritten = shell.toString('utf8', 0, cut).replaceAll(modulePreload, lowPriorityModulePreload);
  return Buffer.concat([Buffer.from(rewritten), shell.subarray(cut)]);
}
