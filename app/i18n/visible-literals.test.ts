/**
 * Every word a visitor or a clerk reads comes from the catalogues (DESIGN.md §8): this test reads the
 * source of everything that draws, answers or sends what people read and fails on text written in
 * place: JSX text, the attributes people read or hear (alt, title, aria-label, placeholder …), a string
 * put straight into JSX, the words of page meta (`title:`, `description:` …), a message given to an
 * error answer or a flash (`new ApiError(400, '…')`, `jsonError`, `withFlash`), a constant or default
 * named for words (`…Message`, `…Label`, `…Title`, `…Text`), an e-mail's subject, body and sender, and
 * a spreadsheet's column titles (`toCsv`). Strings without letters (“·”, “404”) and addresses are not
 * words; a refusal's message is a typed rule key (`rule('…')`), never words, so the typecheck holds it.
 *
 * What no person reads is none of these kinds, so it is never caught: log lines, SQL, error codes, a
 * thrown `Error` (for the log), headers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
/**
 * Everything that draws, answers or sends what people read: pages, components, the edge, fixed
 * content, the modules (refusals, e-mails, exports) and lib (the API's answers, the body readers).
 * Not app/db: its seed is demo content, written as a school's staff would write it, not the site's words.
 */
const scanned = ['routes', 'components', 'root.tsx', 'web', 'content', 'modules', 'lib'];

/** Files read by no visitor or clerk, each with its reason (docs/decisions/0049-one-catalogue-per-language.md). */
const notForVisitors: readonly (readonly [RegExp, string])[] = [
  [/^routes\/api\/openapi/, 'the API’s description is for developers and stays English'],
  [/^modules\/staff\/staff-command\.server\.ts$/, 'the command line (`npm run staff`) is read by the engineer who runs the server'],
];

/** Texts that are the same in every language: names of file formats (`resumeTypes`). */
const names = new Set(['PDF', 'DOC', 'DOCX']);
/** An address (a path or a web address, without spaces) is not words, even in an e-mail's body. */
const address = /^(\/|https?:\/\/)\S*$/;

/**
 * Words still written in place, to go with their files' next change (decision 0049, "Not yet"): each is
 * listed so that it fails here once gone, and the list only shrinks.
 */
const notYet: string[] = [];

const readAttributes = new Set(['alt', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'placeholder', 'label']);
const wordProperties = new Set(['title', 'description', 'lead', 'label', 'alt', 'text', 'heading', 'eyebrow', 'caption', 'message']);
/** An e-mail's parts: every string in them is read (a body is often lines joined). */
const mailProperties = new Set(['subject', 'body', 'html']);
/** Calls whose argument at this place is a message people read. */
const messageArguments = new Map([
  ['ApiError', 1],
  ['jsonError', 1],
  ['withFlash', 1],
]);
/** Calls whose argument at this place is read, every string in it: an e-mail handed to the mail server, a spreadsheet's titles. */
const readCalls = new Map([
  ['sendMail', 0],
  ['toCsv', 0],
]);
/** A variable, parameter or destructured name for words (`signInNeededMessage`, `optionalLabel`, `{ message = '…' }`). */
const messageName = /(message|label|title|text)$/i;
const hasWord = /[A-Za-z]{2}|\p{Script=Devanagari}/u;

function sourceFiles(path: string): string[] {
  if (/\.(ts|tsx)$/.test(path)) {
    const file = relative(root, path);
    return /\.test\.tsx?$/.test(path) || notForVisitors.some(([pattern]) => pattern.test(file)) ? [] : [path];
  }
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

/** Every string anywhere inside an expression (an e-mail's lines, its sender's name). */
function allStrings(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = literalText(node) === undefined ? [] : [node];
  ts.forEachChild(node, (child) => {
    found.push(...allStrings(child));
  });
  return found;
}

/** The name a call is made by: `jsonError(…)`, `new ApiError(…)`, `transport.sendMail(…)`. */
function calleeName(callee: ts.Expression): string | undefined {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function wordsWrittenInPlace(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const text = ts.isJsxText(node) ? node.text.replace(/&\w+;/g, '') : (literalText(node) ?? '');
    if (!hasWord.test(text) || names.has(text.trim()) || address.test(text.trim())) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, file)}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const reportAll = (nodes: ts.Node[]) => nodes.forEach(report);
  const visit = (node: ts.Node) => {
    // A style or script element's text is code, not words.
    if (ts.isJsxElement(node) && /^(style|script)$/.test(node.openingElement.tagName.getText(source))) return;
    if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxAttribute(node) && node.initializer && readAttributes.has(node.name.getText(source))) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value) reportAll(shownStrings(value as ts.Expression));
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      reportAll(shownStrings(node.expression));
    } else if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(source).replace(/['"]/g, '');
      if (wordProperties.has(name)) reportAll(shownStrings(node.initializer));
      else if (mailProperties.has(name)) reportAll(allStrings(node.initializer));
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = calleeName(node.expression);
      const at = callee === undefined ? undefined : messageArguments.get(callee);
      const message = at === undefined ? undefined : node.arguments?.[at];
      if (message) reportAll(shownStrings(message));
      const readAt = callee === undefined ? undefined : readCalls.get(callee);
      const read = readAt === undefined ? undefined : node.arguments?.[readAt];
      if (read) reportAll(allStrings(read));
    } else if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && node.initializer && ts.isIdentifier(node.name) && messageName.test(node.name.text)) {
      reportAll(shownStrings(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words shown to people', () => {
  it('come from the catalogues, never written in a page, a component, the edge or a module', () => {
    const files = scanned.flatMap((path) => sourceFiles(join(root, path)));
    expect(files.length).toBeGreaterThanOrEqual(scanned.length);
    const found = files.flatMap((file) => wordsWrittenInPlace(file)).map((line) => line.replace(/:\d+ /, ' '));
    expect(found.filter((line) => !notYet.includes(line))).toEqual([]);
    // Once one of these goes, take it off the list.
    expect(notYet.filter((line) => !found.includes(line))).toEqual([]);
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

  it('are found wherever the edge or a module could write them', () => {
    const module = `
      const signInMessage = 'Written constant';
      const optionalLabel = \`Written \${size}\`;
      export function check(ok: boolean, { message = 'Written default' }: { message?: string } = {}) {
        log.info('a log line is not read by a visitor', { code: 'SQLITE_BUSY' });
        if (!ok) throw new ApiError(400, 'Written refusal', { photo: message });
        if (!ok) throw new Refusal('invalid', rule('common.needsCorrecting'));
        if (!ok) throw new Error('An error for the log');
        redirect('/list', withFlash(context, ok ? words.saved : 'Written flash'));
        return jsonError(405, \`Written answer \${method}\`);
      }
      export function notification(name: string) {
        return { subject: \`Written subject: \${name}\`, body: ['Written line', '', \`Name: \${name}\`, \`\${url}/dashboard/inbox\`].join('\\n') };
      }
      export const send = (mail: Mail) => transport.sendMail({ from: { name: 'Written sender', address: from }, ...mail });
      export const csv = (rows: string[][]) => toCsv(['Written column', titles.phone], rows);
      export const resumeTypes = { pdf: { mime: 'application/pdf', label: 'PDF' } };`;
    const found = wordsWrittenInPlace(join(root, 'modules/example.server.ts'), module).map((line) => line.replace(/^[^ ]+ /, ''));
    expect(found).toEqual([
      '"Written constant"',
      '"Written"',
      '"Written default"',
      '"Written refusal"',
      '"Written flash"',
      '"Written answer"',
      '"Written subject:"',
      '"Written line"',
      '"Name:"',
      '"Written sender"',
      '"Written column"',
    ]);
  });
});
