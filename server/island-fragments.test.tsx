import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { IslandKeeperContext, staticIsland } from '~/components/ui/StaticIsland';
import { Link } from '~/i18n/links';
import { WordsProvider } from '~/i18n/words';
import type { Locale } from '~/i18n/locales';
import { islandKeeper, islandKey } from '~/web/island-fragments.server';
import { IslandFragments } from './island-fragments';
import type { CachePeriod } from './render-cache';

/**
 * The shelf of static islands' HTML (server/island-fragments.ts) and the keeper that fills and reads it
 * (app/web/island-fragments.server.tsx), with real islands rendered by React's server renderer. Every
 * page of the site drawn both ways is compared in e2e/island-fragments.spec.ts.
 */

function fragments(options: { maxBytes?: number; maxEntries?: number; period?: () => CachePeriod | Promise<CachePeriod> } = {}) {
  const now = { version: 1, period: '2026-11-27' };
  const store = new IslandFragments({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxEntries: options.maxEntries ?? 100,
    current: options.period ?? (() => ({ ...now })),
    mark: true,
  });
  return { store, now };
}

const shelfOf = async (store: IslandFragments) => {
  const shelf = await store.current();
  if (!shelf) throw new Error('no shelf');
  return shelf;
};

describe('the shelf of islands', () => {
  it('is one shelf for a version and period, and a new empty one when either changes', async () => {
    const { store, now } = fragments();
    const first = await shelfOf(store);
    expect(first.claim('a')).toBe(true);
    first.keep('a', '<p>A</p>');
    expect((await shelfOf(store)).get('a')).toBe('<p>A</p>');

    now.version = 2;
    expect((await shelfOf(store)).get('a')).toBeUndefined();
    (await shelfOf(store)).keep('a', '<p>A2</p>');
    now.period = '2026-11-28';
    expect((await shelfOf(store)).get('a')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0, drawn: 2, hits: 1 });
  });

  it('lets one render draw a piece at a time, and another try when a draw fails', async () => {
    const shelf = await shelfOf(fragments().store);
    expect(shelf.claim('menu')).toBe(true);
    expect(shelf.claim('menu')).toBe(false);
    shelf.letGo('menu');
    expect(shelf.claim('menu')).toBe(true);
    shelf.keep('menu', '<nav></nav>');
    expect(shelf.claim('menu')).toBe(false);
  });

  it('keeps within its bytes and entries, the least recently used going first', async () => {
    const { store } = fragments({ maxBytes: 2 * (3 * (1 + 100)), maxEntries: 100 });
    const shelf = await shelfOf(store);
    for (const key of ['a', 'b', 'c']) shelf.keep(key, 'x'.repeat(100));
    shelf.get('a');
    shelf.keep('d', 'x'.repeat(100));
    expect(['a', 'b', 'c', 'd'].map((key) => shelf.get(key) !== undefined)).toEqual([true, false, true, true]);
    expect(store.stats()).toMatchObject({ entries: 3, bytes: 2 * 3 * 101, evicted: 1 });
    // A piece larger than the whole shelf is not kept.
    shelf.keep('huge', 'x'.repeat(1000));
    expect(shelf.get('huge')).toBeUndefined();

    const few = await shelfOf(fragments({ maxEntries: 2 }).store);
    for (const key of ['a', 'b', 'c']) few.keep(key, '<p></p>');
    expect(['a', 'b', 'c'].map((key) => few.get(key) !== undefined)).toEqual([false, true, true]);
  });

  it('gives the shelf of a version the render cache already read, without reading it again', async () => {
    const read = vi.fn(() => ({ version: 1, period: '2026-11-27' }));
    const { store } = fragments({ period: read });
    const shelf = await shelfOf(store);
    expect(read).toHaveBeenCalledTimes(1);
    expect(store.shelfFor({ version: 1, period: '2026-11-27' })).toBe(shelf);
    expect(store.shelfFor({ version: 2, period: '2026-11-27' })).not.toBe(shelf);
    expect(read).toHaveBeenCalledTimes(1);
    expect(fragments({ maxBytes: 0 }).store.shelfFor({ version: 1, period: 'day' })).toBeUndefined();
  });

  it('gives no shelf when turned off, or when the version cannot be read (the page is drawn whole)', async () => {
    expect(fragments({ maxBytes: 0 }).store.current()).toBeUndefined();
    expect(
      fragments({
        period: () => {
          throw new Error('database gone');
        },
      }).store.current(),
    ).toBeUndefined();
    expect(await fragments({ period: () => Promise.reject(new Error('database gone')) }).store.current()).toBeUndefined();
    // PostgreSQL: the version arrives later.
    expect(await fragments({ period: async () => ({ version: 1, period: 'day' }) }).store.current()).toBeDefined();
  });
});

describe('an island key', () => {
  const island = {};
  it('is the island, the language and the props', () => {
    expect(islandKey(island, 'en', { a: 1 })).toBe(islandKey(island, 'en', { a: 1 }));
    expect(islandKey(island, 'en', { a: 1 })).not.toBe(islandKey(island, 'hi', { a: 1 }));
    expect(islandKey(island, 'en', { a: 1 })).not.toBe(islandKey(island, 'en', { a: 2 }));
    expect(islandKey(island, 'en', { a: 1 })).not.toBe(islandKey({}, 'en', { a: 1 }));
  });

  it('is none for props that are not plain data: a function or an element would be told apart by nothing', () => {
    expect(islandKey(island, 'en', { onPick: () => undefined })).toBeUndefined();
    expect(islandKey(island, 'en', { children: <p>hello</p> })).toBeUndefined();
  });
});

// Real islands: a link (React Router's contexts), words (the page's language) and their props.
function Greeting({ name }: { name: string }) {
  return (
    <p>
      Hello {name}, <Link to="/contact">write to us</Link>
    </p>
  );
}
const GreetingIsland = staticIsland(async () => Greeting);
function WhereAmI() {
  return <p>{useLocation().pathname}</p>;
}
const WhereAmIIsland = staticIsland(async () => WhereAmI);

async function render(page: ReactElement, { at = '/', keeper, locale = 'en' }: { at?: string; keeper?: ReturnType<typeof islandKeeper>; locale?: Locale }) {
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks).toString()));
    const { pipe } = renderToPipeableStream(
      <MemoryRouter initialEntries={[at]}>
        <WordsProvider locale={locale} words={{}}>
          <IslandKeeperContext.Provider value={keeper}>{page}</IslandKeeperContext.Provider>
        </WordsProvider>
      </MemoryRouter>,
      { onAllReady: () => pipe(out), onShellError: reject },
    );
  });
  // The keeper draws what it has not kept after the render has let go of the thread.
  await new Promise((resolve) => setImmediate(resolve));
  return html;
}

describe('the keeper', () => {
  it('draws an island in place first, then gives the same HTML from the shelf', async () => {
    const shelf = await shelfOf(fragments().store);
    const keeper = islandKeeper(shelf);
    const whole = await render(<GreetingIsland name="Asha" />, {});
    const first = await render(<GreetingIsland name="Asha" />, { keeper });
    expect(first).toBe(whole);
    const second = await render(<GreetingIsland name="Asha" />, { keeper, at: '/gallery' });
    expect(second).toContain('data-island-kept=""');
    expect(second.replace(' data-island-kept=""', '')).toBe(whole);
    expect(whole).toContain('href="/contact"');
    // Other props, another language: pieces of their own.
    expect(await render(<GreetingIsland name="Ravi" />, { keeper })).not.toContain('data-island-kept');
    const hindi = await render(<GreetingIsland name="Asha" />, { keeper, locale: 'hi', at: '/hi' });
    expect(hindi).not.toContain('data-island-kept');
    expect(await render(<GreetingIsland name="Asha" />, { keeper, locale: 'hi', at: '/hi' })).toContain('href="/hi/contact"');
  });

  it('draws an island apart with no address, so one that reads it shows the difference the page comparison catches', async () => {
    const keeper = islandKeeper(await shelfOf(fragments().store));
    expect(await render(<WhereAmIIsland />, { keeper, at: '/fees' })).toContain('<p>/fees</p>');
    expect(await render(<WhereAmIIsland />, { keeper, at: '/fees' })).toContain('<p>/</p>');
  });

  it('never keeps an island with a function among its props', async () => {
    const Picker = staticIsland(async () => ({ label }: { label: string; onPick: () => void }) => <button type="button">{label}</button>);
    const shelf = await shelfOf(fragments().store);
    const keeper = islandKeeper(shelf);
    for (let i = 0; i < 2; i += 1) expect(await render(<Picker label="Pick" onPick={() => undefined} />, { keeper })).not.toContain('data-island-kept');
  });
});
