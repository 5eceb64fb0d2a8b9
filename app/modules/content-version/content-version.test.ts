import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { contentVersionReader, contentVersionReaderNow, raiseContentVersion } from './content-version.server';

describe.each(testDialects)('the content version on %s', (dialect) => {
  const site = testSite(dialect);

  it('starts at 1 and rises by one for each change, however many land at once', async () => {
    const { db } = site;
    const read = contentVersionReader(db);
    expect(await read()).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => raiseContentVersion(db)));
    expect(await read()).toBe(11);
    const now = contentVersionReaderNow(site.database);
    if (dialect === 'sqlite') expect(now!()).toBe(11);
    else expect(now).toBeUndefined();
  });

  it('is one version for every connection to the database (every app server)', async () => {
    const other = await site.open({ migrate: false });
    await raiseContentVersion(site.db);
    expect(await contentVersionReader(other.db)()).toBe(2);
  });
});
