import { expect, test } from '@playwright/test';
import { postgresSiteURL } from './support/site';

test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL is not set (CI sets it and refuses to skip)');

test('[postgres] @desktop a server started on an empty PostgreSQL database migrates, seeds and serves the same site', async ({
  page,
  request,
}) => {
  const notices = await (await request.get(`${postgresSiteURL}/api/notices`)).json();
  expect(notices.data).toHaveLength(12);
  await page.goto(`${postgresSiteURL}/`);
  await expect(page.locator('#news').getByTestId('notice')).toHaveCount(5);
  await expect(page.getByTestId('ticker')).toContainText(notices.data[0].title);
  await page.goto(`${postgresSiteURL}/school-notices`);
  await expect(page.getByTestId('notice')).toHaveCount(12);
});
