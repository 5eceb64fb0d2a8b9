import crypto from 'node:crypto';
import postcss, { type ChildNode, type Rule } from 'postcss';
import { classesRequiredBy, splitList } from './selector-classes';
import { safeInStyleElement } from './stylesheet.server';

/**
 * The rules of the site's stylesheet that a page uses (docs/decisions/0084-the-rules-a-page-uses.md).
 *
 * The stylesheet is one build for every page and the dashboard (80 KB); a public page's HTML uses
 * the classes of a third to a half of its rules. `pageRulesOf` keeps, in their order, the rules whose
 * selector can match with the classes the page's HTML holds, and everything that names no class
 * (the theme's variables, the base rules, `@property`, `@keyframes`). A selector's class is required
 * only where it stands outside brackets and parentheses: `:not(.a)`, `:where(.group):hover *` or
 * `[title=".a"]` require nothing, so the choice only ever keeps a rule too many, never one too few.
 * Of the custom properties (the theme's colours and sizes, Tailwind's `--tw-*`), it keeps those that the
 * kept rules or the page's markup read with `var()`, and the ones those read in turn: a page that
 * shows no red has no `--color-red-700`, nor its `@property`.
 * The whole file follows after the first paint, asked for before the modules
 * (app/lib/module-preloads.server.ts), for what the scripts draw later.
 */

/** A declaration of a rule: the custom property it defines (null for any other), and those its value reads. */
interface Declaration {
  text: string;
  defines: string | null;
  reads: string[];
}

/**
 * A piece of the stylesheet: kept whatever the page (but an `@property` only when its property is
 * read), a rule kept for some classes, or an at-rule holding rules. A rule is written as it stands
 * unless one of its custom properties is left out (`open` and `declarations` write it then).
 */
type Piece =
  | { kind: 'always'; text: string; registers: string | null; reads: string[] }
  | { kind: 'rule'; text: string; needs: string[][]; open: string; declarations: Declaration[] }
  | { kind: 'group'; open: string; pieces: Piece[] };

export interface StylesheetRules {
  pieces: Piece[];
  /** `@layer a,b,c;`: the layers in the order the whole file declares them (see `pageRulesOf`). */
  layerOrder: string;
  /** A page's class names (a hash of their set) by a hash of its class attributes as written. */
  byPage: Map<string, string>;
  /** The kept rules by a hash of the set of class names: pages of one kind share them. */
  bySet: Map<string, string>;
}

/** At-rules that hold rules: kept when one of their rules is. */
const grouping = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);
/**
 * How many pages and sets of class names are remembered before starting again: about one page per
 * address and language, and a few dozen sets (pages of one kind with more or fewer items share theirs),
 * each set's rules 30–50 KB.
 */
const pagesKept = 2000;
const setsKept = 100;

/** The stylesheet read into pieces, once when the server starts (about 30 ms for the site's 80 KB). */
export function stylesheetRules(css: string): StylesheetRules {
  const layers: string[] = [];
  const piecesOf = (nodes: ChildNode[]): Piece[] =>
    nodes.flatMap((node): Piece[] => {
      if (node.type === 'comment') return [];
      if (node.type === 'rule') return [rulePiece(node)];
      if (node.type === 'atrule' && node.name === 'layer') for (const name of splitList(node.params)) if (name && !layers.includes(name)) layers.push(name);
      if (node.type === 'atrule' && node.nodes && grouping.has(node.name.toLowerCase())) {
        return [{ kind: 'group', open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`, pieces: piecesOf(node.nodes) }];
      }
      const text = node.toString();
      const registers = node.type === 'atrule' && node.name === 'property' ? node.params.trim() : null;
      return [{ kind: 'always', text, registers, reads: propertiesReadIn(text) }];
    });
  const pieces = piecesOf(postcss.parse(css).nodes);
  return { pieces, layerOrder: layers.length > 0 ? `@layer ${layers.join(',')};` : '', byPage: new Map(), bySet: new Map() };
}

/** A rule as a piece: what its selector requires, and its declarations (none taken apart when it nests other rules). */
function rulePiece(node: Rule): Piece {
  const text = node.toString();
  const needs = splitList(node.selector).map(classesRequiredBy);
  const nodes = node.nodes ?? [];
  if (nodes.length === 0 || nodes.some((child) => child.type !== 'decl')) {
    return { kind: 'rule', text, needs, open: text, declarations: [{ text: '', defines: null, reads: propertiesReadIn(text) }] };
  }
  const declarations = nodes.map((child): Declaration => {
    const declaration = child.type === 'decl' ? child : null;
    const defines = declaration?.prop.startsWith('--') ? declaration.prop : null;
    return { text: child.toString(), defines, reads: propertiesReadIn(declaration?.value ?? '') };
  });
  return { kind: 'rule', text, needs, open: text.slice(0, text.indexOf('{') + 1), declarations };
}

/** The custom properties `text` reads with `var()`. */
function propertiesReadIn(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
}

/**
 * The stylesheet's text for a page whose HTML holds `classNames` and reads the custom properties
 * `propertiesRead` in its markup (a `style` attribute), safe inside `<style>`. It starts by declaring
 * the layers in the whole file's order: a layer none of the page's rules uses would otherwise be
 * declared first by the whole file when it arrives, after the others, and win over them.
 */
export function pageRulesOf(rules: StylesheetRules, classNames: ReadonlySet<string>, propertiesRead: Iterable<string> = []): string {
  const keep = (needs: string[][]) => needs.some((names) => names.every((name) => classNames.has(name)));
  const read = customPropertiesRead(rules.pieces, keep, new Set(propertiesRead));
  const out: string[] = [rules.layerOrder];
  write(rules.pieces, keep, read, out);
  return safeInStyleElement(out.join(''));
}

/**
 * The custom properties the kept pieces read: those read by a declaration that defines none, then, as
 * long as there are more, those read by the definitions of the ones already found.
 */
function customPropertiesRead(pieces: Piece[], keep: (needs: string[][]) => boolean, read: Set<string>): Set<string> {
  const definitions = new Map<string, string[]>();
  const visit = (list: Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'group') visit(piece.pieces);
      else if (piece.kind === 'always') for (const name of piece.reads) read.add(name);
      else if (keep(piece.needs)) {
        for (const declaration of piece.declarations) {
          if (declaration.defines === null) for (const name of declaration.reads) read.add(name);
          else if (declaration.reads.length > 0) definitions.set(declaration.defines, [...(definitions.get(declaration.defines) ?? []), ...declaration.reads]);
        }
      }
    }
  };
  visit(pieces);
  const waiting = [...read];
  for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
    for (const next of definitions.get(name) ?? []) {
      if (!read.has(next)) {
        read.add(next);
        waiting.push(next);
      }
    }
  }
  return read;
}

/** Writes the kept pieces to `out`, with only the custom properties in `read`; true when it wrote a rule. */
function write(pieces: Piece[], keep: (needs: string[][]) => boolean, read: ReadonlySet<string>, out: string[]): boolean {
  let wrote = false;
  for (const piece of pieces) {
    if (piece.kind === 'always') {
      if (piece.registers !== null && !read.has(piece.registers)) continue;
      out.push(piece.text);
      wrote = true;
    } else if (piece.kind === 'rule') {
      if (!keep(piece.needs)) continue;
      const declarations = piece.declarations.filter((declaration) => declaration.defines === null || read.has(declaration.defines));
      if (declarations.length === 0) continue;
      out.push(declarations.length === piece.declarations.length ? piece.text : `${piece.open}${declarations.map((declaration) => declaration.text).join(';')}}`);
      wrote = true;
    } else {
      const start = out.length;
      out.push(piece.open);
      if (write(piece.pieces, keep, read, out)) {
        out.push('}');
        wrote = true;
      } else {
        out.length = start;
      }
    }
  }
  return wrote;
}

const classAttribute = ' class="';
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The values of `html`'s `class` attributes as React writes them (double quotes), in order. */
function classAttributesIn(html: string, into: string[] = []): string[] {
  for (let at = html.indexOf(classAttribute); at !== -1; ) {
    const start = at + classAttribute.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    into.push(html.slice(start, end));
    at = html.indexOf(classAttribute, end);
  }
  return into;
}

/** The class names in class attributes' values (with React's five entities undone). */
function classNamesOf(values: string[]): Set<string> {
  const names = new Set<string>();
  for (const value of values) {
    for (const name of (value.includes('&') ? value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => entities[e]!) : value).split(/\s+/)) {
      if (name) names.add(name);
    }
  }
  return names;
}

/** The class names in `html`'s `class` attributes, as React writes them. */
export function classNamesIn(html: string): Set<string> {
  return classNamesOf(classAttributesIn(html));
}

const stylesheetAttribute = Buffer.from(' data-stylesheet="');
const styleStart = Buffer.from('<style');
const styleEnd = Buffer.from('</style>');

/**
 * The shell with its inline stylesheet (`<style data-stylesheet>`, app/lib/stylesheet.tsx) cut to the
 * rules its HTML uses, marked `data-part`; the shell as it is when it has no such element.
 *
 * This runs on every render the render cache does not answer, so the page is read as latin1 (a byte
 * a character, much quicker than UTF-8 for a page in Hindi), and the choice is remembered by a hash of
 * the class attributes as read: a page asks again with the same ones. Only a page not seen before has
 * its class names taken apart (UTF-8 where a value holds more than ASCII); pages whose sets of names
 * are the same (one kind, more or fewer items) share one copy of their rules.
 */
export function withPageRules(shell: Buffer, rules: StylesheetRules): Buffer {
  const attribute = shell.indexOf(stylesheetAttribute);
  if (attribute === -1) return shell;
  const open = shell.lastIndexOf(styleStart, attribute);
  const openEnd = shell.indexOf('>', attribute);
  const close = shell.indexOf(styleEnd, openEnd);
  if (open === -1 || openEnd === -1 || close === -1) return shell;
  const before = shell.toString('latin1', 0, open);
  const after = shell.toString('latin1', close);
  const values = classAttributesIn(after, classAttributesIn(before));
  // A custom property the markup reads (a `style` attribute's `var()`; rare, so looked for first).
  const markupReads = before.includes('var(') || after.includes('var(') ? [...new Set([...propertiesReadIn(before), ...propertiesReadIn(after)])].sort() : [];
  const pageKey = hash(`${values.join('\n')}\n${markupReads.join(' ')}`);
  let setKey = rules.byPage.get(pageKey);
  let kept = setKey === undefined ? undefined : rules.bySet.get(setKey);
  if (kept === undefined) {
    const decoded = values.map((value) => (/[\u0080-\u00ff]/.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value));
    const names = classNamesOf(decoded);
    setKey = hash(`${[...names].sort().join(' ')}\n${markupReads.join(' ')}`);
    kept = rules.bySet.get(setKey) ?? pageRulesOf(rules, names, markupReads);
    remember(rules.bySet, setsKept, setKey, kept);
    remember(rules.byPage, pagesKept, pageKey, setKey);
  }
  return Buffer.concat([shell.subarray(0, openEnd), Buffer.from(` data-part="">${kept}`), shell.subarray(close)]);
}

const hash = (text: string) => crypto.createHash('sha1').update(text, 'utf8').digest('base64');

function remember(map: Map<string, string>, most: number, key: string, value: string) {
  if (map.size >= most && !map.has(key)) map.clear();
  map.set(key, value);
}
