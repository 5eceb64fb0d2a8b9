/**
 * What a CSS selector asks of a page's class names, read from its text: enough for the server to
 * choose a page's rules (app/lib/stylesheet-rules.server.ts) without a full selector parser, erring
 * only towards a rule too many.
 */

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
