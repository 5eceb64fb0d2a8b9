import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

/** Every text of a catalogue with its path: `home.meta.title`, `home.slogans[0]`. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

const holes = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/**
 * Latin words a Hindi text may keep (docs/decisions/0051-hindi.md): terms Hindi readers know in this
 * form (CBSE, WhatsApp; RTE, UDISE and NIOS as the government prints them), file formats and settings as a phone names them, a key's name, the example a
 * field must be typed in Latin letters (a username), and the names and values of the API's and the
 * settings' fields, which are typed as they are.
 */
const keptTerms = new Set([
  'CBSE', 'NCERT', 'RTE', 'UDISE', 'NIOS', 'WhatsApp', 'PDF', 'DOC', 'DOCX', 'CSV', 'JPEG', 'PNG', 'WebP', 'AVIF', 'HEIC', 'MP4', 'WebM', 'URL', 'UPI',
  'Google', 'Maps', 'OpenStreetMap', 'JSON', 'API', 'Esc', 'MB', 'KB', 'Most', 'Compatible', 'priya',
]);
const codeWords = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'limit', 'status', 'new', 'contacted', 'closed', 'all', 'facebook', 'instagram', 'youtube', 'true', 'false', 'draft', 'published', 'confirmRises']);

/** A text's words in Latin letters, leaving out its holes, e-mail addresses, web addresses and file endings. */
const latinWords = (text: string) =>
  [...text.replace(/\{\w+\}|\S+@\S+|\S*\/\S*|\.\w+/g, ' ').matchAll(/[A-Za-z][A-Za-z0-9]+/g)].map((m) => m[0]);

describe('the Hindi catalogue', () => {
  const english = new Map(texts(en));
  const hindi = new Map(texts(hi));

  it('has every text of the English one, and nothing else', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills the same holes as the English one', () => {
    const differing = [...english].filter(([path, text]) => holes(text).join() !== holes(hindi.get(path) ?? '').join());
    expect(differing.map(([path]) => path)).toEqual([]);
  });

  it('is written in Devanagari: no English word is left untranslated', () => {
    const latin = [...hindi].flatMap(([path, text]) =>
      latinWords(text)
        .filter((word) => !keptTerms.has(word) && !codeWords.has(word))
        .map((word) => `${path}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('is a translation, not a copy: a text the same as the English one is a kept term only', () => {
    const copied = [...english].filter(([path, text]) => hindi.get(path) === text && latinWords(text).some((word) => !keptTerms.has(word)));
    expect(copied.map(([path]) => path)).toEqual([]);
  });
});
