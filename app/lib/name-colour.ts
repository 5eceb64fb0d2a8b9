/** FNV-1a: a small, stable hash of a name, the same on server and client, ignoring case and outer spaces. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A pale ground and a dark ink for a person's initials, chosen by their name: different people get
 * different colours, the same person the same one everywhere. The ink keeps over 7:1 contrast.
 */
export function initialsColours(name: string): { background: string; color: string } {
  const hue = nameHash(name) % 360;
  return { background: `hsl(${hue} 70% 92%)`, color: `hsl(${hue} 60% 24%)` };
}
