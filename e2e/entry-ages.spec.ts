import { expect, test } from '@playwright/test';
import { admissionAgesOn } from '../app/modules/classes/entry-ages';
import { todayInSchool } from '../app/lib/dates';
import { expectNoSeriousA11yViolations } from './support/site';

/**
 * Decision 0089: which class each date of birth joins, on the admissions page and in the prospectus,
 * for the session a family asking today is looking at (the next one from October to March). The
 * server's day is today's (the clock that moves is e2e/render-cache.spec.ts's).
 */

const ages = admissionAgesOn(todayInSchool());
const firstYear = Number(ages.session.slice(0, 4));

test('the admissions page tells a parent which class each date of birth joins, in English and Hindi', async ({ page }) => {
  await page.goto('/admissions');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Ages' }).click();
  await expect(page).toHaveURL(/#ages$/);
  const section = page.getByRole('region', { name: 'Which class for your child’s age' });
  await expect(section).toBeInViewport();
  await expect(section).toContainText(`For the ${ages.session} session`);
  await expect(section).toContainText(`the age they have completed on 31 March ${firstYear}`);

  const table = section.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Class', 'Date of birth', `Age on 31 March ${firstYear}`]);
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(table.getByRole('row', { name: /^Reception/ }).getByRole('cell')).toHaveText([
    `1 April ${firstYear - 5} to 31 March ${firstYear - 4}`,
    '4 years',
  ]);
  await expect(table.getByRole('row', { name: /^Year 8/ }).getByRole('cell')).toHaveText([
    `1 April ${firstYear - 13} to 31 March ${firstYear - 12}`,
    '12 years',
  ]);
  if (ages.underWay) {
    await expect(section).toContainText(`For a seat in the session under way (${ages.underWay}), each date of birth is one year earlier.`);
  } else {
    await expect(section).not.toContainText('the session under way');
  }
  // A phone's width: the table fits, nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/hi/admissions#ages');
  const hindi = page.getByRole('region', { name: 'बच्चे की उम्र के अनुसार कक्षा' });
  await expect(hindi.getByRole('row', { name: /^कक्षा 3/ }).getByRole('cell')).toHaveText([
    `1 अप्रैल ${firstYear - 8} से 31 मार्च ${firstYear - 7} तक`,
    '7 वर्ष',
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('the prospectus carries the same table under "How to join", in print too', async ({ page }) => {
  await page.goto('/prospectus');
  const join = page.getByRole('region', { name: 'How to join' });
  await expect(join.getByRole('heading', { name: 'Which class for your child’s age' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(join.getByTestId('entry-ages').getByRole('row', { name: /^Year 1/ }).getByRole('cell')).toHaveText([
    `1 April ${firstYear - 6} to 31 March ${firstYear - 5}`,
    '5 years',
  ]);
});

test('reached by a navigation in the app, the table is drawn in the browser from the navigation’s data', async ({ page }) => {
  await page.goto('/hi/enquiry');
  await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/hi/admissions'));
  await expect(page).toHaveURL(/\/hi\/admissions$/);
  const section = page.getByRole('region', { name: 'बच्चे की उम्र के अनुसार कक्षा' });
  await expect(section.getByRole('row', { name: /^रिसेप्शन/ }).getByRole('cell')).toHaveText([
    `1 अप्रैल ${firstYear - 5} से 31 मार्च ${firstYear - 4} तक`,
    '4 वर्ष',
  ]);
});
