const modulePreload = '<link rel="modulepreload" ';
const lowPriorityModulePreload = '<link rel="modulepreload" fetchpriority="low" ';
const headEnd = Buffer.from('</head>');

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
  const head = shell.toString('utf8', 0, end);
  if (!head.includes(modulePreload)) return shell;
  return Buffer.concat([Buffer.from(head.replaceAll(modulePreload, lowPriorityModulePreload)), shell.subarray(end)]);
}
