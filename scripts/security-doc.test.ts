import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md names, for each requirement, the test that proves it (`file` › title). A renamed or
 * deleted test must not leave the page pointing at nothing: every name must be found in its file.
 */
const root = path.resolve(import.meta.dirname, '..');
const page = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');
/** Curly and straight apostrophes are the same letter to a reader. */
const plain = (text: string) => text.replace(/[’‘]/g, "'");

function namedTests(): { file: string; titles: string[] }[] {
  const named: { file: string; titles: string[] }[] = [];
  for (const line of page.split('\n').filter((l) => l.startsWith('|'))) {
    for (const cell of line.split(' | ')) {
      for (const item of cell.split(/; (?=`)/)) {
        const match = /`([^`]+\.(?:test|spec)\.tsx?)` › (.+?)(?: \|)?$/.exec(item.trim());
        if (match) named.push({ file: match[1], titles: match[2].split(' › ').map((t) => t.replace(/\s*\([^)]*\)$/, '')) });
      }
    }
  }
  return named;
}

describe('docs/security.md', () => {
  const named = namedTests();

  it('names a test in every row of its tables', () => {
    const rows = page.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ASVS') && !l.startsWith('| who') && !l.startsWith('| ---'));
    const threatRows = page.slice(page.indexOf('## Threat model'), page.indexOf('## V1')).split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---')).length;
    const requirementRows = rows.length - threatRows + 1;
    const withTest = rows.filter((row) => /`[^`]+\.(test|spec)\.tsx?` › /.test(row)).length;
    expect(withTest).toBe(requirementRows);
    expect(named.length).toBeGreaterThan(60);
  });

  it('names only tests that exist, in the files it names', () => {
    const missing: string[] = [];
    for (const { file, titles } of named) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) {
        missing.push(`${file} (no such file)`);
        continue;
      }
      const source = plain(fs.readFileSync(full, 'utf8'));
      for (const title of titles.map(plain)) {
        // A title may hold an address the test fills in ("${resource.path}: …", "GET ${inbox.path} with…"):
        // the words around it must be there.
        const fragments = title.split(/\/api\/[\w-]+(?:\/[\w-]+)*:? ?/).map((f) => f.trim()).filter(Boolean);
        if (!source.includes(title) && !fragments.every((fragment) => source.includes(fragment))) missing.push(`${file} › ${title}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
