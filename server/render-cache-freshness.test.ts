import { afterEach, describe, expect, it } from 'vitest';
import { closeSites, page, startSite } from './render-cache-test-site';

/** The render cache never answers with a page older than the content, the school's day or an alert's times. */

afterEach(closeSites);

describe('the render cache, as content and time move', () => {
  it('serves nothing kept under an older content version or another school day', async () => {
    const site = await startSite();
    site.pages.set('/', page('Before'));
    await fetch(`${site.url}/`);
    site.pages.set('/', page('After'));
    site.state.version = 2;
    const afterWrite = await fetch(`${site.url}/`);
    expect(afterWrite.headers.get('x-cache')).toBe('miss');
    expect(await afterWrite.text()).toContain('After');
    expect(site.cache.stats().entries).toBe(1);

    site.pages.set('/', page('Tomorrow'));
    site.state.day = '2026-11-24';
    const nextDay = await fetch(`${site.url}/`);
    expect(nextDay.headers.get('x-cache')).toBe('miss');
    expect(await nextDay.text()).toContain('Tomorrow');
  });

  it('serves nothing kept before an alert’s start or end once that instant has passed, without a write', async () => {
    const clock = { now: Date.parse('2026-11-23T06:00:00Z') };
    const start = clock.now + 3600_000;
    const end = start + 3600_000;
    let reads = 0;
    // The boundaries come from the database once per version, as on PostgreSQL (a promise).
    const site = await startSite({
      now: () => clock.now,
      readBoundaries: async () => {
        reads += 1;
        return [start, end].filter((at) => at > clock.now);
      },
    });
    site.pages.set('/', page('No alert'));
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');

    clock.now = start;
    site.pages.set('/', page('Closed today'));
    const started = await fetch(`${site.url}/`);
    expect(started.headers.get('x-cache')).toBe('miss');
    expect(await started.text()).toContain('Closed today');
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');

    clock.now = end + 1;
    site.pages.set('/', page('No alert again'));
    const ended = await fetch(`${site.url}/`);
    expect(ended.headers.get('x-cache')).toBe('miss');
    expect(await ended.text()).toContain('No alert again');
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
    // Passing a boundary asked the database nothing: the instants were read once, under version 1.
    expect(reads).toBe(1);

    // A clock set back before the start finds it ahead again: what is kept now turns over at the start.
    clock.now = start - 1;
    site.pages.set('/', page('Before the start'));
    await fetch(`${site.url}/`);
    clock.now = start;
    site.pages.set('/', page('Closed today, again'));
    expect(await (await fetch(`${site.url}/`)).text()).toContain('Closed today, again');
  });

  it('reads the boundaries again when the version changes (an alert added), at once when the read is synchronous', async () => {
    const clock = { now: Date.parse('2026-11-23T06:00:00Z') };
    const stored: number[] = [];
    const site = await startSite({ now: () => clock.now, readVersion: () => site.state.version, readBoundaries: () => stored.filter((at) => at > clock.now) });
    site.pages.set('/', page('Plain'));
    await fetch(`${site.url}/`);
    // Staff schedule an alert for in ten minutes: the write raises the version.
    stored.push(clock.now + 600_000, clock.now + 1_200_000);
    site.state.version = 2;
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
    clock.now += 600_000;
    site.pages.set('/', page('Alert on'));
    const shown = await fetch(`${site.url}/`);
    expect(shown.headers.get('x-cache')).toBe('miss');
    expect(await shown.text()).toContain('Alert on');
  });

  it('answers without the cache when the boundaries cannot be read, and tries again next time', async () => {
    let fail = true;
    const site = await startSite({
      readBoundaries: async () => {
        if (fail) throw new Error('database down');
        return [];
      },
    });
    site.pages.set('/', page('Home'));
    expect(await (await fetch(`${site.url}/`)).text()).toBe('rendered for one');
    fail = false;
    await fetch(`${site.url}/`);
    expect((await fetch(`${site.url}/`)).headers.get('x-cache')).toBe('hit');
  });

  it('does not keep a page rendered under a version that changed while it rendered', async () => {
    const site = await startSite();
    site.pages.set('/', page('Old'));
    const slow = fetch(`${site.url}/`);
    // The write lands while the render runs (20 ms); the next request reads the new version first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    site.state.version = 2;
    site.pages.set('/', page('New'));
    await fetch(`${site.url}/`);
    await slow;
    const next = await fetch(`${site.url}/`);
    expect(await next.text()).toContain('New');
  });
});
