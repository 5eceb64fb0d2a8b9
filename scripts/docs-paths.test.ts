import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ name files (`app/web/sent-heading.ts`) and link to one another. When code
 * moves, a doc that still names the old place sends the next engineer looking for nothing (issue 14:
 * "no doc names a path that does not exist"). Decisions are a record of their day: one may name a
 * file that is gone when it says so, in the paragraph that names it, or when the decision itself was
 * replaced or withdrawn.
 */
const root = path.resolve(import.meta.dirname, '..');
const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** A path in backticks that starts at one of the project's folders: `app/lib/fill.ts`, `e2e/islands.spec.ts:40`. */
const namedPath = /`((?:app|server|scripts|e2e|docs|public|\.ci)\/[^`\s*{}<>…]+?)`/g;
/** A Markdown link to a file of the project: [decision 0019](decisions/0019-page-weight-budget.md). */
const linkedPath = /\]\(((?!https?:|#|mailto:)[^)\s]+)\)/g;
/** Words by which a decision says that what it names is no longer there, or was elsewhere before. */
const saysItIsGone = /\b(removed|gone|deleted|moved|renamed|since|lived)\b/i;

/** A named place exists: a file or folder, or the start of names that exist (`app/db/migrations/0001`–`0016`). */
function exists(relative: string): boolean {
  const full = path.join(root, relative);
  if (fs.existsSync(full)) return true;
  const folder = path.dirname(full);
  return fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.startsWith(path.basename(full)));
}

function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/);
}

interface Named {
  doc: string;
  target: string;
  paragraph: string;
}

function namedIn(doc: string): Named[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  const named: Named[] = [];
  for (const paragraph of paragraphs(text)) {
    for (const [, reference] of paragraph.matchAll(namedPath)) {
      // `file.ts:40`, `file.ts#anchor`, `scripts/bench.mjs`'s: the file only.
      named.push({ doc, target: reference!.replace(/[:#].*$/, '').replace(/['’]s$/, '').replace(/[),.;]+$/, ''), paragraph });
    }
    for (const [, link] of paragraph.matchAll(linkedPath)) {
      const target = path.relative(root, path.join(root, path.dirname(doc), link!.replace(/#.*$/, '')));
      named.push({ doc, target, paragraph });
    }
  }
  return named;
}

describe('the paths the docs name', () => {
  const all = docs.flatMap(namedIn);

  it('are read from every doc', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
    expect(all.length).toBeGreaterThan(500);
  });

  it('exist, in the README and the docs outside decisions', () => {
    const missing = all.filter((named) => !named.doc.startsWith('docs/decisions/') && !exists(named.target));
    expect(missing.map(({ doc, target }) => `${doc}: ${target}`)).toEqual([]);
  });

  it('exist, in a decision, unless it says they are gone or the decision was replaced', () => {
    const missing = all.filter((named) => {
      if (!named.doc.startsWith('docs/decisions/') || exists(named.target)) return false;
      const status = /^Status: (.*)$/m.exec(fs.readFileSync(path.join(root, named.doc), 'utf8'))?.[1] ?? '';
      return !/^(replaced|withdrawn|superseded)/i.test(status) && !saysItIsGone.test(named.paragraph);
    });
    expect(missing.map(({ doc, target }) => `${doc}: ${target}`)).toEqual([]);
  });
});
