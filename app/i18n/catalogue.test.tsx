import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { locales } from './locales';
import { catalogueFor, wordsFor } from './words.server';
import { useWords, WordsProvider } from './words';

/** Every place in a catalogue that is not text, as "path: what it is". */
function notText(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [`${path}: empty`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => notText(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => notText(item, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

describe('the catalogues', () => {
  it('hold words only, as plain data that can travel to the browser in loader data', () => {
    for (const locale of locales) expect(notText(catalogueFor(locale), locale)).toEqual([]);
    expect(notText({ a: 'x', b: [() => 'y'], c: 5 }, 'sample')).toEqual(['sample.b[0]: function', 'sample.c: number']);
  });

  it('give a page only the sections its loader names', () => {
    const words = wordsFor('en', 'frame', 'notFound');
    expect(Object.keys(words).sort()).toEqual(['frame', 'notFound']);
    expect(words.notFound).toBe(en.notFound);
  });
});

function Heading() {
  return <h1>{useWords('notFound').title}</h1>;
}

describe('useWords', () => {
  it('reads the section a loader sent', () => {
    const html = renderToString(
      <WordsProvider locale="en" words={wordsFor('en', 'notFound')}>
        <Heading />
      </WordsProvider>,
    );
    expect(html).toBe(`<h1>${en.notFound.title}</h1>`);
  });

  it('names the section no loader sent, instead of drawing an empty page', () => {
    expect(() =>
      renderToString(
        <WordsProvider locale="en" words={wordsFor('en', 'frame')}>
          <Heading />
        </WordsProvider>,
      ),
    ).toThrow('No loader of this page sent the words "notFound"');
  });
});
