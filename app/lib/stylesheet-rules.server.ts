import crypto from 'node:crypto';
import postcss, { type ChildNode } from 'postcss';
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
 * The whole file follows after the first paint, asked for before the modules
 * (app/lib/module-preloads.server.ts), for what the scripts draw later.
 */

/** A piece of the stylesheet: kept whatever the page, a rule kept for some classes, or an at-rule holding rules. */
type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
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
      if (node.type === 'rule') return [{ kind: 'rule', text: node.toString(), needs: splitList(node.selector).map(classesRequiredBy) }];
      if (node.type === 'atrule' && node.name === 'layer') for (const name of splitList(node.params)) if (name && !layers.includes(name)) layers.push(name);
      if (node.type === 'atrule' && node.nodes && grouping.has(node.name.toLowerCase())) {
        return [{ kind: 'group', open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`, pieces: piecesOf(node.nodes) }];
      }
      return [{ kind: 'always', text: node.toString() }];
    });
  const pieces = piecesOf(postcss.parse(css).nodes);
  return { pieces, layerOrder: layers.length > 0 ? `@layer ${layers.join(',')};` : '', byPage: new Map(), bySet: new Map() };
}

/**
 * The stylesheet's text for a page whose HTML holds `classNames`, safe inside `<style>`. It starts by
 * declaring the layers in the whole file's order: a layer none of the page's rules uses would
 * otherwise be declared first by the whole file when it arrives, after the others, and win over them.
 */
export function pageRulesOf(rules: StylesheetRules, classNames: ReadonlySet<string>): string {
  const out: string[] = [rules.layerOrder];
  write(rules.pieces, (needs) => needs.some((names) => names.every((name) => classNames.has(name))), out);
  return safeInStyleElement(out.join(''));
}

/** Writes the kept pieces to `out`; true when it wrote a rule. */
function write(pieces: Piece[], keep: (needs: string[][]) => boolean, out: string[]): boolean {
  let wrote = false;
  for (const piece of pieces) {
    if (piece.kind === 'always') {
      out.push(piece.text);
      wrote = true;
    } else if (piece.kind === 'rule') {
      if (keep(piece.needs)) {
        out.push(piece.text);
        wrote = true;
      }
    } else {
      const start = out.length;
      out.push(piece.open);
      if (write(piece.pieces, keep, out)) {
        out.push('}');
        wrote = true;
      } else {
        out.length = start;
      }
    }
  }
  return wrote;
}

/** The positions of `text`'s characters that stand outside brackets, parentheses and quotes, and are not escaped. */
function* topLevel(text: string): Generator<number> {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\') i += 1;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (depth === 0) yield i;
  }
}

/** The parts of a comma-separated list (a selector list, a layer list) outside brackets, parentheses and quotes. */
export function splitList(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const i of topLevel(list)) {
    if (list[i] !== ',') continue;
    parts.push(list.slice(start, i).trim());
    start = i + 1;
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** The class names one selector requires of an element or its ancestors: those outside brackets, parentheses and quotes, unescaped. */
export function classesRequiredBy(selector: string): string[] {
  const names: string[] = [];
  for (const i of topLevel(selector)) {
    const name = selector[i] === '.' ? identifierAt(selector, i + 1) : '';
    if (name) names.push(name);
  }
  return names;
}

/** The CSS identifier starting at `from`, with its escapes undone (CSS Syntax §4.3.7). */
function identifierAt(text: string, from: number): string {
  let name = '';
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(i + 1, i + 7));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        i += 1 + hex[0].length;
        if (/\s/.test(text[i] ?? '')) i += 1;
      } else {
        name += text[i + 1] ?? '';
        i += 2;
      }
    } else if (/[\w-]/.test(c) || c.charCodeAt(0) >= 0x80) {
      name += c;
      i += 1;
    } else {
      break;
    }
  }
  return name;
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
  const values = classAttributesIn(shell.toString('latin1', close), classAttributesIn(shell.toString('latin1', 0, open)));
  const pageKey = hash(values.join('\n'));
  let setKey = rules.byPage.get(pageKey);
  let kept = setKey === undefined ? undefined : rules.bySet.get(setKey);
  if (kept === undefined) {
    const decoded = values.map((value) => (/[\u0080-\u00ff]/.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value));
    const names = classNamesOf(decoded);
    setKey = hash([...names].sort().join(' '));
    kept = rules.bySet.get(setKey) ?? pageRulesOf(rules, names);
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
