import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, signInAsStaff, screenFlowBackends } from './support/staff';

/**
 * The fee structure, end to end (issue 16): staff create a session and fill its table, start the
 * next one from it and raise one fee by 10 %, are warned with that fee named, confirm, and a visitor
 * then reads the new amount on /fees and /hi/fees while the earlier session stays readable.
 *
 * One test runs the flow at 1280 px and then at 390 px (a phone), one after the other:
 * each publishes a session later than the last, and the public page shows the latest, so the two
 * sizes cannot run side by side on one staff server. Their sessions (2081-82 onwards) are far past
 * the demo's, so no other test's fees are in the way.
 */

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

async function staffPage(browser: Browser, size: typeof desktop | typeof phone, url: string): Promise<Page> {
  const page = await (await browser.newContext(size)).newPage();
  await signInAsStaff(page, url);
  return page;
}

/** What a visitor (no cookie at all) is answered. */
async function visitorStatus(browser: Browser, address: string): Promise<number> {
  const visitor = await browser.newContext();
  try {
    return (await visitor.request.get(address)).status();
  } finally {
    await visitor.close();
  }
}

/** A cell of the editor, by the name a screen reader reads for it. */
const cell = (page: Page, feeClass: string, head: string) => page.getByRole('textbox', { name: `${feeClass}, ${head}`, exact: true });

/** Creates `session` on the list screen, empty or from `from`, and opens its editor. */
async function createSession(page: Page, url: string, session: string, from: string | null) {
  await page.goto(`${url}/dashboard/fees`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fee Structure' })).toBeVisible();
  await page.getByLabel('Session').fill(session);
  await page.getByLabel('Start from').selectOption(from ?? '');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/fees/${session}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Fees for ${session}` })).toBeVisible();
}

/** Publishes the open draft through the warning: it names `line` and nothing else, and publishes only on confirmation. */
async function publishThroughWarning(browser: Browser, page: Page, url: string, session: string, line: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const warning = page.getByTestId('fee-rises-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('listitem')).toHaveText([line]);
  // Not yet published: a visitor does not see the session.
  expect(await visitorStatus(browser, `${url}/api/fees/${session}`)).toBe(404);
  await warning.getByRole('button', { name: 'Publish with these rises' }).click();
  await expect(page.getByRole('status')).toHaveText('Published. Parents now see these fees on the Fees page.');
}

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff fill a fee table, are warned of a 10 % rise by name, publish it, and visitors read it @desktop`, async ({ browser }) => {
    // A long flow (two sizes, three sessions, both languages): more than one screen's time.
    test.setTimeout(180_000);
    const { url } = backend;

    // At 1280 px: a session filled by hand. Its fees are within 7 % of the demo's current session.
    const wide = await staffPage(browser, desktop, url);
    await createSession(wide, url, '2081-82', null);
    await cell(wide, 'Reception (K.G.)', 'Tuition (per month)').fill('760');
    await cell(wide, 'Year 5 (Class 5)', 'Tuition (per month)').fill('1,050');
    await cell(wide, 'Year 5 (Class 5)', 'Admission (once)').fill('5800');
    await englishField(wide, 'Other fee 1: name').fill('Examination fee');
    // Until it is saved, the head's column goes by its number.
    await cell(wide, 'Year 5 (Class 5)', 'Other fee 1').fill('640');
    // A slip is refused with the cell named, and what was typed is kept.
    await cell(wide, 'Year 2 (Class 2)', 'Books').fill('23OO');
    await wide.getByRole('button', { name: 'Save draft' }).click();
    await expect(wide.getByText('Year 2 (Class 2), Books: Enter whole rupees, for example 1200, or leave it empty')).toBeVisible();
    await expect(cell(wide, 'Year 2 (Class 2)', 'Books')).toHaveAttribute('aria-invalid', 'true');
    await expect(cell(wide, 'Year 5 (Class 5)', 'Tuition (per month)')).toHaveValue('1,050');
    await cell(wide, 'Year 2 (Class 2)', 'Books').fill('');
    await wide.getByRole('button', { name: 'Save draft' }).click();
    await expect(wide.getByRole('status')).toHaveText('Changes saved');
    await expect(cell(wide, 'Year 5 (Class 5)', 'Tuition (per month)')).toHaveValue('1050');
    await expect(cell(wide, 'Year 5 (Class 5)', 'Examination fee')).toHaveValue('640');
    await expectNoSeriousA11yViolations(wide);
    await wide.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(wide.getByRole('status')).toHaveText('Published. Parents now see these fees on the Fees page.');

    // The next session, from this one's amounts, with one fee raised by 10 %.
    await createSession(wide, url, '2082-83', '2081-82');
    await expect(cell(wide, 'Year 5 (Class 5)', 'Tuition (per month)')).toHaveValue('1050');
    await cell(wide, 'Year 5 (Class 5)', 'Tuition (per month)').fill('1155');
    await publishThroughWarning(browser, wide, url, '2082-83', 'Year 5 (Class 5) — Tuition (per month): ₹1,050 → ₹1,155 (+10 %)');

    const visitorWide = await (await browser.newContext(desktop)).newPage();
    await visitorWide.goto(`${url}/fees`);
    await expect(visitorWide.getByRole('heading', { level: 2, name: 'Fees for the session 2082-83' })).toBeVisible();
    const year5 = visitorWide.getByTestId('fee-table').getByRole('row', { name: /^Year 5/ });
    await expect(year5.getByRole('cell', { name: '₹1,155' })).toBeVisible();
    await expect(visitorWide.getByTestId('fee-table').getByRole('columnheader', { name: 'Examination fee' })).toBeVisible();
    await visitorWide.goto(`${url}/hi/fees`);
    await expect(visitorWide.getByRole('heading', { level: 2, name: 'सत्र 2082-83 का शुल्क' })).toBeVisible();
    await expect(visitorWide.getByTestId('fee-table').getByRole('row', { name: /^कक्षा 5/ }).getByRole('cell', { name: '₹1,155' })).toBeVisible();
    // The earlier session stays readable, marked as such.
    await visitorWide.goto(`${url}/fees`);
    await visitorWide.getByRole('link', { name: '2081-82' }).click();
    await expect(visitorWide.getByRole('heading', { level: 2, name: 'Fees for the session 2081-82' })).toBeVisible();
    await expect(visitorWide.getByText('These are the fees of 2081-82, an earlier session, kept here as a record.')).toBeVisible();
    await expect(visitorWide.getByTestId('fee-table').getByRole('row', { name: /^Year 5/ }).getByRole('cell', { name: '₹1,050' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitorWide);

    // At 390 px: the next session on a phone, another fee raised by 10 %.
    const narrow = await staffPage(browser, phone, url);
    await createSession(narrow, url, '2083-84', '2082-83');
    const reception = cell(narrow, 'Reception (K.G.)', 'Tuition (per month)');
    await expect(reception).toHaveAttribute('inputmode', 'numeric');
    await reception.fill('836');
    await publishThroughWarning(browser, narrow, url, '2083-84', 'Reception (K.G.) — Tuition (per month): ₹760 → ₹836 (+10 %)');

    const visitorNarrow = await (await browser.newContext(phone)).newPage();
    for (const [address, receptionName, tuitionName] of [
      ['/fees', 'Reception (K.G.)', 'Tuition (per month)'],
      ['/hi/fees', 'रिसेप्शन (के.जी.)', 'शिक्षण शुल्क (प्रति माह)'],
    ] as const) {
      await visitorNarrow.goto(`${url}${address}`);
      // On a phone each class is a card of its own, read top to bottom.
      await expect(visitorNarrow.getByTestId('fee-table')).toBeHidden();
      const card = visitorNarrow.getByTestId('fee-cards').getByRole('listitem').filter({ has: visitorNarrow.getByRole('heading', { name: receptionName }) });
      await expect(card.getByRole('definition').filter({ hasText: '₹836' })).toBeVisible();
      await expect(card.getByRole('term').first()).toHaveText(tuitionName);
    }
    await visitorNarrow.goto(`${url}/fees?session=2082-83`);
    await expect(visitorNarrow.getByRole('heading', { level: 2, name: 'Fees for the session 2082-83' })).toBeVisible();
    await expectNoSeriousA11yViolations(visitorNarrow);
    // No page is wider than the phone.
    expect(await visitorNarrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const page of [wide, visitorWide, narrow, visitorNarrow]) await page.context().close();
  });
}

test('a session nobody published is a 404 that leads to the current fees', async ({ page }) => {
  const response = await page.goto('/fees?session=2019-20');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 2, name: 'No fees were published for that session' })).toBeVisible();
  await page.getByRole('link', { name: 'See the current fees' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Fees for the session / })).toBeVisible();
});

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff delete a draft they no longer want, after a second press @desktop`, async ({ page }) => {
    await signInAsStaff(page, backend.url);
    // Far past the other tests' sessions, and never published: no page shows it. One size only, as both would create it.
    await createSession(page, backend.url, '2095-96', null);
    await page.getByTestId('delete-draft').locator('summary').click();
    await expect(page.getByTestId('delete-draft')).toContainText('Delete the draft of 2095-96 and every amount in it? Parents never saw it.');
    await page.getByRole('button', { name: 'Delete the draft of 2095-96' }).click();
    await expect(page).toHaveURL(/\/dashboard\/fees$/);
    await expect(page.getByRole('status')).toHaveText('The draft of 2095-96 was deleted.');
    await expect(page.getByTestId('fee-sessions')).not.toContainText('2095-96');
    expect((await page.request.get(`${backend.url}/api/fees/2095-96`)).status()).toBe(404);
    // A published session offers no delete: it stays as the record of its year.
    const published = (await (await page.request.get(`${backend.url}/api/fees`)).json()).data.find((session: { status: string }) => session.status === 'published');
    await page.goto(`${backend.url}/dashboard/fees/${published.session}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('delete-draft')).toHaveCount(0);
  });
}
