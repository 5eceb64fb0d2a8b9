/**
 * Every word a visitor or a clerk reads comes from the catalogues (DESIGN.md §8): this test reads the
 * pages' and components' source and fails on text written in place: JSX text, the attributes people
 * read or hear (alt, title, aria-label, placeholder …), a string put straight into JSX, and the
 * words of page meta (`title:`, `description:` …). Strings without letters (“·”, “404”) are not words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/** Everything that draws or answers what people read: pages, components, the edge, fixed content. */
const scanned = ['routes', 'components', 'root.tsx', 'web', 'content'];
/** The API's description is for developers and stays English (docs/decisions/0049-one-catalogue.md). */
const forDevelopers = /^routes\/api\/openapi/;

const readAttributes = new Set(['alt', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'placeholder', 'label']);
const wordProperties = new Set(['title', 'description', 'lead', 'label', 'alt', 'text', 'heading', 'eyebrow', 'caption', 'message']);
const hasWord = /[A-Za-z]{2}|\p{Script=Devanagari}/u;

function sourceFiles(path: string): string[] {
  if (/\.(ts|tsx)$/.test(path)) return /\.test\.tsx?$/.test(path) || forDevelopers.test(relative(root, path)) ? [] : [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() || /\.(ts|tsx)$/.test(entry.name) ? sourceFiles(join(path, entry.name)) : [],
  );
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

/** Strings that reach the screen from an expression: the expression itself, or a branch of it. */
function shownStrings(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) {
    return shownStrings(node.right);
  }
  return literalText(node) === undefined ? [] : [node];
}

function wordsWrittenInPlace(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWord.test(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, file)}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const visit = (node: ts.Node) => {
    // A style or script element's text is code, not words.
    if (ts.isJsxElement(node) && /^(style|script)$/.test(node.openingElement.tagName.getText(source))) return;
    if (ts.isJsxText(node)) report(node, node.text.replace(/&\w+;/g, ''));
    else if (ts.isJsxAttribute(node) && node.initializer && readAttributes.has(node.name.getText(source))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value) for (const shown of shownStrings(value as ts.Expression)) report(shown, literalText(shown) ?? '');
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      for (const shown of shownStrings(node.expression)) report(shown, literalText(shown) ?? '');
    } else if (ts.isPropertyAssignment(node) && wordProperties.has(node.name.getText(source).replace(/['"]/g, ''))) {
      for (const shown of shownStrings(node.initializer)) report(shown, literalText(shown) ?? '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words shown to people', () => {
  it('come from the catalogues, never written in a page or component', () => {
    const files = scanned.flatMap((path) => sourceFiles(join(root, path)));
    expect(files.length).toBeGreaterThanOrEqual(scanned.length);
    expect(files.flatMap((file) => wordsWrittenInPlace(file))).toEqual([]);
  });

  it('are found wherever a page could write them', () => {
    const page = `
      export const meta = () => pageMeta(matches, { title: words.title, description: 'A written description' });
      export default function Page({ open }: { open: boolean }) {
        return (
          <section aria-label="Written label">
            <img alt={open ? words.alt : 'Written alt'} src="/a.webp" />
            <p>Written text {words.lead} · 2026 &ldquo;</p>
            <p>{open && 'Written branch'}</p>
            <style>{'.a{display:none}'}</style>
          </section>
        );
      }`;
    const found = wordsWrittenInPlace(join(root, 'routes/example.tsx'), page).map((line) => line.replace(/^[^ ]+ /, ''));
    expect(found).toEqual(['"A written description"', '"Written label"', '"Written alt"', '"Written text"', '"Written branch"']);
  });
});
