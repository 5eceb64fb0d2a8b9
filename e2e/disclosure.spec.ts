import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { simplePdf } from '../app/lib/simple-pdf.server';
import { expectNoSeriousA11yViolations } from './support/site';
import { signInAsStaff, screenFlowBackends, uniqueName } from './support/staff';

/**
 * The Mandatory Public Disclosure, end to end (issue 16, decision 0058): staff put a document in a
 * slot with its validity, see an expired one named on the overview, replace it, fill the figures
 * and the results table, and a visitor reads each of them on /mandatory-public-disclosure in English
 * and Hindi, at 1280 px and on a 390 px phone. The board itself is set in staff-settings.spec.ts.
 *
 * One test runs both sizes one after the other: the figures are one form saved whole,
 * so two sizes saving at once on one staff server would overwrite each other.
 */

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const pdfFile = (title: string) => ({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: simplePdf({ title, lines: ['Inspected and found safe.'] }) });
/** The English examination field, not its Hindi twin ("Examination in Hindi"). */
const examination = /^Examination( \(optional\))?$/;
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function staffPage(browser: Browser, size: typeof desktop | typeof phone, url: string): Promise<Page> {
  const page = await (await browser.newContext(size)).newPage();
  await signInAsStaff(page, url);
  return page;
}

/** Puts `file` in a slot from the dashboard, valid until `validUntil` ('' for no end date). */
async function upload(page: Page, slot: string, file: ReturnType<typeof pdfFile>, validUntil: string) {
  const card = page.getByTestId(`slot-${slot}`);
  // Each slot's form opens on request (and closes again once its document is saved).
  await card.locator('summary').click();
  await expect(card.locator('details')).toHaveAttribute('open');
  await card.getByLabel('Document (PDF)').setInputFiles(file);
  await card.getByLabel('Valid until').fill(validUntil);
  // The last upload's "Document saved" may still be on the screen: wait for this one's answer.
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/dashboard/disclosure'));
  await card.getByRole('button', { name: /^(Upload|Replace)$/ }).click();
  await saved;
  await expect(page.getByRole('status')).toHaveText('Document saved');
  await expect(card.locator('details')).not.toHaveAttribute('open');
}

for (const backend of screenFlowBackends) {
  test(`${backend.name} staff keep the disclosure's documents and figures, are warned of an expired one, and visitors read it @desktop`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { url } = backend;
    // Its own results row, so that a retry does not meet the first attempt's.
    const exam = uniqueName('Class X');

    // At 1280 px: a fire safety certificate whose validity has ended.
    const wide = await staffPage(browser, desktop, url);
    await wide.goto(`${url}/dashboard/disclosure`);
    await expect(wide.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
    await upload(wide, 'fire-safety', pdfFile('Fire safety 2025'), dayFromToday(-3));
    await expect(wide.getByTestId('slot-fire-safety')).toContainText('Expired');
    await wide.goto(`${url}/dashboard`);
    const gaps = wide.getByTestId('disclosure-gaps');
    await expect(gaps.getByRole('listitem').filter({ hasText: 'Copy of the valid fire safety certificate issued by the competent authority' })).toContainText('Expired');

    // A visitor sees the document, and that its validity has ended.
    const visitorWide = await (await browser.newContext(desktop)).newPage();
    await visitorWide.goto(`${url}/mandatory-public-disclosure`);
    const fire = visitorWide.getByTestId('slot-fire-safety');
    await expect(fire.getByRole('link', { name: /^View \(PDF, 1 KB\)$/ })).toBeVisible();
    await expect(fire).toContainText('Validity ended on');

    // The renewed certificate takes its place, and the overview stops warning of it.
    await wide.goto(`${url}/dashboard/disclosure`);
    await upload(wide, 'fire-safety', pdfFile('Fire safety 2027'), dayFromToday(700));
    await wide.goto(`${url}/dashboard`);
    await expect(wide.getByTestId('disclosure-gaps').getByRole('listitem').filter({ hasText: 'fire safety' })).toHaveCount(0);
    const pdfAddress = await (async () => {
      await visitorWide.goto(`${url}/mandatory-public-disclosure`);
      await expect(visitorWide.getByTestId('slot-fire-safety')).toContainText('Valid until');
      return visitorWide.getByTestId('slot-fire-safety').getByRole('link').getAttribute('href');
    })();
    const pdf = await visitorWide.request.get(`${url}${pdfAddress}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('Fire safety 2027.pdf');

    // Figures and a results row; a row that does not add up is refused beside its cell.
    await wide.goto(`${url}/dashboard/disclosure`);
    await wide.getByLabel('Campus area (m²)').fill('6,500');
    await wide.getByLabel('Girls’ toilets').fill('10');
    // The spare row at the end of the table adds one.
    const newRow = wide.locator('[data-testid^="result-row-"]').last();
    await expect(newRow.locator('legend')).toHaveText('New row');
    await newRow.getByLabel('Year').fill('2027');
    await newRow.getByLabel(examination).fill(exam);
    await newRow.getByLabel('Registered').fill('30');
    await newRow.getByLabel('Passed').fill('31');
    await wide.getByRole('button', { name: 'Save figures and results' }).click();
    await expect(wide.getByText('More students passed than were registered: check both numbers')).toBeVisible();
    await expect(wide.getByLabel('Campus area (m²)')).toHaveValue('6,500');
    const typedRow = wide.locator('[data-testid^="result-row-"]').filter({ has: wide.locator(`input[value="${exam}"]`) });
    await typedRow.getByLabel('Passed').fill('29');
    await wide.getByRole('button', { name: 'Save figures and results' }).click();
    await expect(wide.getByRole('status')).toHaveText('Disclosure saved');
    await expectNoSeriousA11yViolations(wide);

    await visitorWide.goto(`${url}/mandatory-public-disclosure`);
    const infrastructure = visitorWide.getByTestId('disclosure-infrastructure');
    await expect(infrastructure.getByRole('listitem').filter({ hasText: 'Total campus area' })).toContainText('6,500 m²');
    await expect(infrastructure.getByRole('listitem').filter({ hasText: 'girls’ toilets' })).toContainText('10');
    const row = visitorWide.getByTestId('results-table').getByRole('row').filter({ hasText: exam }).first();
    await expect(row).toContainText('96.67%');
    await expectNoSeriousA11yViolations(visitorWide);
    await visitorWide.goto(`${url}/hi/mandatory-public-disclosure`);
    await expect(visitorWide.getByRole('heading', { level: 2, name: 'ङ. विद्यालय की आधारभूत संरचना' })).toBeVisible();
    await expect(visitorWide.getByTestId('disclosure-infrastructure')).toContainText('6,500 वर्ग मीटर');
    await expect(visitorWide.getByTestId('slot-fire-safety')).toContainText('तक मान्य');

    // At 390 px: the SMC list replaced from a phone, read on a phone without sliding sideways.
    const narrow = await staffPage(browser, phone, url);
    await narrow.goto(`${url}/dashboard/disclosure`);
    await upload(narrow, 'smc-members', pdfFile('SMC 2026-27'), '');
    await expect(narrow.getByTestId('slot-smc-members')).toContainText('No end date');
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A water certificate past its validity is named on the phone's overview too, until it is renewed.
    await upload(narrow, 'water-health-sanitation', pdfFile('Water 2025'), dayFromToday(-3));
    await narrow.goto(`${url}/dashboard`);
    await expect(narrow.getByTestId('disclosure-gaps').getByRole('listitem').filter({ hasText: 'Copies of valid water, health and sanitation certificates' })).toContainText('Expired');
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrow.goto(`${url}/dashboard/disclosure`);
    await upload(narrow, 'water-health-sanitation', pdfFile('Water 2026'), dayFromToday(150));
    // The results row is removed by clearing it.
    const savedRow = narrow.locator('[data-testid^="result-row-"]').filter({ has: narrow.locator(`input[value="${exam}"]`) });
    for (const label of ['Year', examination, 'Registered', 'Passed']) await savedRow.getByLabel(label).fill('');
    await narrow.getByRole('button', { name: 'Save figures and results' }).click();
    await expect(narrow.getByRole('status')).toHaveText('Disclosure saved');

    const visitorNarrow = await (await browser.newContext(phone)).newPage();
    await visitorNarrow.goto(`${url}/mandatory-public-disclosure`);
    await expect(visitorNarrow.getByTestId('slot-smc-members').getByRole('link', { name: /^View \(PDF/ })).toBeVisible();
    await expect(visitorNarrow.getByTestId('results-table')).not.toContainText(exam);
    expect(await visitorNarrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(visitorNarrow);
    for (const page of [wide, visitorWide, narrow, visitorNarrow]) await page.context().close();
  });
}

test.describe('the disclosure page of the demo school', () => {
  test('is linked from the home page and the footer, and fills every section @both', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-footer').getByTestId('disclosure-link')).toHaveAttribute('href', '/mandatory-public-disclosure');
    await page.locator('#about').getByTestId('disclosure-link').click();
    await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
    for (const name of ['A. General information', 'B. Documents and information', 'C. Result and academics', 'D. Staff (teaching)', 'E. School infrastructure']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByTestId('disclosure-documents').getByRole('link', { name: /^View \(PDF/ })).toHaveCount(8);
    await expect(page.getByTestId('slot-board-results-1')).toHaveCount(0);
    await expect(page.getByTestId('disclosure-academics')).toContainText('Not applicable');
    await expect(page.getByTestId('results-table').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('teaching-staff')).toContainText('Mrs. Anjali Sinha');
    await expect(page.getByTestId('disclosure-staff')).not.toContainText('Not stated yet');
    await expect(page.getByTestId('disclosure-infrastructure')).not.toContainText('Not stated yet');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.goto('/hi');
    await page.getByTestId('site-footer').getByTestId('disclosure-link').click();
    await expect(page).toHaveURL(/\/hi\/mandatory-public-disclosure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'अनिवार्य सार्वजनिक प्रकटीकरण' })).toBeVisible();
    await expect(page.getByTestId('disclosure-documents').getByRole('link', { name: /^देखें \(पीडीएफ़/ })).toHaveCount(8);
  });
});
