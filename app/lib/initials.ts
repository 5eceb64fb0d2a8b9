const honorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'shri', 'smt', 'sri', 'km']);

/**
 * What a picture of a person shows when there is no photo (a faculty card, a testimonial):
 * "Mrs. Anjali Sinha" → "AS"; "Aarav" → "A". Titles are skipped; at most two letters.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !honorifics.has(word.toLowerCase()));
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((word) => Array.from(word)[0].toLocaleUpperCase('en-IN')).join('');
}
