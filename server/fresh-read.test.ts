import { describe, expect, it } from 'vitest';
import { freshReader } from './fresh-read';

describe('freshReader', () => {
  it('shares one read among callers, but never hands a caller a read that began before it asked', async () => {
    let value = 1;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const read = freshReader(async () => {
      const seen = value;
      started.push(seen);
      await new Promise<void>((resolve) => releases.push(resolve));
      return seen;
    });

    const first = read();
    expect(started).toEqual([1]);
    // A change commits while the first read is in flight; whoever asks now must see it, so they
    // all wait for one read that begins when the first ends.
    value = 2;
    const late = [read(), read(), read()];
    expect(started).toEqual([1]);
    releases.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    releases.shift()!();
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('lets a failed read fail its callers only, and reads again for the next', async () => {
    let fail = true;
    const read = freshReader(async () => {
      if (fail) throw new Error('down');
      return 7;
    });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe(7);
  });
});
