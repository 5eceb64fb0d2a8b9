import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { brokenDataDir, brokenSiteURL } from './support/site';

/**
 * DESIGN.md §6: a database error answers 503 with a plain message, never a stack trace. This server
 * serves a healthy empty site until the test drops a table under it.
 */
test('a page and an API call answer 503 with a plain message when the database fails @desktop', async ({ page, request }) => {
  expect((await request.get(`${brokenSiteURL}/`)).status()).toBe(200);

  const database = new Database(path.join(brokenDataDir, 'school.sqlite'));
  database.exec('drop table site_settings; drop table notices;');
  database.close();

  // A page the server has not kept: the fixed pages are drawn at its start (decision 0078) and a kept
  // page is served while the content version stands, which dropping tables by hand does not change.
  const response = await page.goto(`${brokenSiteURL}/facility/library`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText('We could not show this page just now. Please try again in a minute.')).toBeVisible();
  // The frame stays, so the visitor can still find their way.
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/facility/library');
  const html = await response!.text();
  expect(html).not.toMatch(/no such table|SqliteError|at .*\.js:\d+/);

  const api = await request.get(`${brokenSiteURL}/api/notices`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toEqual({ error: { message: 'The service is briefly unavailable. Please try again in a minute.' } });
});
