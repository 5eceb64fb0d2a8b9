import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, screenFlowBackends, signInAsStaff } from './support/staff';

/**
 * Decision 0088: what a year at the school costs each class, on /fees, from the table staff fill,
 * with each named head charged as staff say (every month, once a year, once on joining). The session
 * (2001-02) is older than the demo's, so it never becomes the current one another test reads; it is
 * read at /fees?session=2001-02.
 */

const session = '2001-02';
const cell = (page: Page, feeClass: string, head: string) => page.getByRole('textbox', { name: `${feeClass}, ${head}`, exact: true });

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff say how often a named fee is charged, and parents read what a year costs each class @desktop`, async ({ browser }) => {
    const { url } = backend;
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAsStaff(staff, url);
    await staff.goto(`${url}/dashboard/fees`);
    await staff.getByLabel('Session').fill(session);
    await staff.getByLabel('Start from').selectOption('');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(new RegExp(`/dashboard/fees/${session}$`));

    await cell(staff, 'Year 3 (Class 3)', 'Tuition (per month)').fill('900');
    await cell(staff, 'Year 3 (Class 3)', 'Annual charge').fill('3700');
    await cell(staff, 'Year 3 (Class 3)', 'Admission (once)').fill('5800');
    await cell(staff, 'Year 3 (Class 3)', 'Transport (per month)').fill('640');
    await englishField(staff, 'Other fee 1: name').fill('Smart class');
    await expect(staff.getByLabel('Other fee 1: how often')).toHaveValue('yearly');
    await staff.getByLabel('Other fee 1: how often').selectOption({ label: 'Every month' });
    await cell(staff, 'Year 3 (Class 3)', 'Other fee 1').fill('150');
    await englishField(staff, 'Other fee 2: name').fill('Registration');
    await staff.getByLabel('Other fee 2: how often').selectOption({ label: 'Once, on joining' });
    await cell(staff, 'Year 3 (Class 3)', 'Other fee 2').fill('500');
    await staff.getByRole('button', { name: 'Save draft' }).click();
    await expect(staff.getByRole('status')).toHaveText('Changes saved');
    await expect(staff.getByLabel('Other fee 1: how often')).toHaveValue('monthly');
    await expect(staff.getByLabel('Other fee 2: how often')).toHaveValue('once');
    await expect(staff.getByLabel('Other fee 3: how often')).toHaveValue('yearly');
    await staff.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(staff.getByRole('status')).toHaveText('Published. Parents now see these fees on the Fees page.');
    const api = (await (await staff.request.get(`${url}/api/fees/${session}`)).json()).data as { otherHeads: unknown[] };
    expect(api.otherHeads).toEqual([
      { name: 'Smart class', nameHi: null, frequency: 'monthly' },
      { name: 'Registration', nameHi: null, frequency: 'once' },
    ]);

    // A year: 900 × 12 + 3,700 + 150 × 12 = 16,300; the first, with 5,800 and 500 paid on joining: 22,600.
    const wide = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await wide.goto(`${url}/fees?session=${session}`);
    const table = wide.getByTestId('fee-table');
    await expect(table.getByRole('columnheader', { name: 'Smart class (per month)' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Registration (once)' })).toBeVisible();
    const totals = wide.getByTestId('fee-totals');
    await expect(totals.getByRole('heading', { name: 'What a year costs' })).toBeVisible();
    await expect(totals.getByRole('columnheader')).toHaveText(['Class', 'A year', 'First year, with admission', 'Transport, if used']);
    await expect(totals.getByRole('row', { name: /^Year 3/ }).getByRole('cell')).toHaveText(['₹16,300', '₹22,600', '₹640 a month']);
    await expectNoSeriousA11yViolations(wide);
    await wide.goto(`${url}/hi/fees?session=${session}`);
    await expect(wide.getByTestId('fee-totals').getByRole('heading', { name: 'एक साल का कुल ख़र्च' })).toBeVisible();
    await expect(wide.getByTestId('fee-totals').getByRole('row', { name: /^कक्षा 3/ }).getByRole('cell')).toHaveText(['₹16,300', '₹22,600', '₹640 प्रति माह']);

    // On a phone, the end of the class's own card.
    const phone = await (await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${url}/fees?session=${session}`);
    await expect(phone.getByTestId('fee-totals')).toBeHidden();
    const card = phone.getByTestId('fee-cards').getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Year 3 (Class 3)' }) });
    await expect(card.getByTestId('fee-card-totals')).toHaveText(['A year, all fees₹16,300First year, with admission₹22,600Transport, if used: ₹640 a month']);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const page of [staff, wide, phone]) await page.context().close();
  });
}

test('the prospectus gives what a year costs each class in the current session, in print too, in both languages', async ({ page }) => {
  // The demo's current session: tuition 900 × 12 + 3,700 + 1,600 + 2,950 + 1,600 + 640 + 1,050 for Year 3, and 5,800 on joining.
  await page.goto('/prospectus');
  const costs = page.getByTestId('prospectus-year-costs');
  await expect(costs.getByRole('heading')).toHaveText(/^What a year costs in 20\d\d-\d\d$/);
  await expect(costs.getByRole('row')).toHaveCount(10);
  await expect(costs.getByRole('row', { name: /^Reception/ }).getByRole('cell')).toHaveText(['₹17,180', '₹22,480']);
  await expect(costs.getByRole('row', { name: /^Year 3/ }).getByRole('cell')).toHaveText(['₹22,340', '₹28,140']);
  await expect(costs.getByRole('link', { name: 'Every fee, class by class' })).toHaveAttribute('href', '/fees');
  await page.emulateMedia({ media: 'print' });
  await expect(costs.getByRole('row', { name: /^Year 8/ }).getByRole('cell')).toHaveText(['₹31,480', '₹38,380']);
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/hi/prospectus');
  await expect(page.getByTestId('prospectus-year-costs').getByRole('heading')).toHaveText(/^सत्र 20\d\d-\d\d में एक साल का ख़र्च$/);
  await expect(page.getByTestId('prospectus-year-costs').getByRole('row', { name: /^कक्षा 3/ }).getByRole('cell')).toHaveText(['₹22,340', '₹28,140']);
});
