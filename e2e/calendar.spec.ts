import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, signInAsStaff, screenFlowBackends, uniqueName } from './support/staff';

/**
 * The academic calendar (issue 17): staff add a holiday and see it in `/calendar` as a list and as a
 * month, with and without JavaScript; the iCalendar feed holds it under a UID that an edit keeps; a
 * CSV import adds its good lines and names its bad one.
 */

/** The feed's events, read by a maintained parser (ical.js), by summary. */
async function feedEvents(request: APIRequestContext, url: string) {
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers()['set-cookie']).toBeUndefined();
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} academic calendar`, () => {
    test(`staff add a holiday; it shows in the list, the month and the feed, and an edit keeps its UID${backend.tag}`, async ({ page, browser }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Chhath Puja vacation');
      await page.goto(`${backend.url}/dashboard/calendar/new`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add to the Calendar' })).toBeVisible();
      await expect(page.getByLabel('Type')).toHaveValue('holiday');
      await englishField(page, 'Title').fill(title);
      await page.getByLabel('First day').fill('2099-11-02');
      await page.getByLabel('Last day').fill('2099-11-04');
      await page.getByRole('button', { name: 'Add to Calendar' }).click();
      await expect(page).toHaveURL(/\/dashboard\/calendar$/);
      await expect(page.getByRole('status')).toHaveText('Added to the calendar');
      await expect(page.getByTestId('managed-item').filter({ hasText: title })).toContainText('Holiday');
      await expectNoSeriousA11yViolations(page);

      // A visitor, with JavaScript and without, sees it in the list and in its month.
      for (const javaScriptEnabled of [true, false]) {
        const visitor = await browser.newContext({ javaScriptEnabled });
        const visit = await visitor.newPage();
        await visit.goto(`${backend.url}/calendar`);
        await expect(visit.getByTestId('calendar-item').filter({ hasText: title })).toContainText('Mon 2 Nov – Wed 4 Nov');
        await visit.getByRole('link', { name: 'Holiday', exact: true }).click();
        await expect(visit).toHaveURL(/\/calendar\?kind=holiday$/);
        await expect(visit.getByTestId('calendar-item').filter({ hasText: title })).toHaveCount(1);
        await visit.goto(`${backend.url}/calendar?view=month&month=2099-11`);
        await expect(visit.getByRole('heading', { level: 2, name: 'November 2099' })).toBeVisible();
        // Each of its three days names it in the grid.
        await expect(visit.getByTestId('calendar-month').getByText(title)).toHaveCount(3);
        await visit.getByRole('link', { name: 'Next month: December 2099' }).click();
        await expect(visit.getByRole('heading', { level: 2, name: 'December 2099' })).toBeVisible();
        await expect(visit.getByTestId('calendar-month').getByText(title)).toHaveCount(0);
        if (javaScriptEnabled) await expectNoSeriousA11yViolations(visit);
        await visitor.close();
      }

      // The feed holds it as whole days, under a UID that an edit keeps, with a SEQUENCE that rises.
      const [added] = (await feedEvents(page.request, `${backend.url}/calendar.ics`)).filter((event) => event.summary === title);
      expect(added?.startDate.toString()).toBe('2099-11-02');
      expect(added?.endDate.toString()).toBe('2099-11-05');
      expect(added?.uid).toMatch(/^calendar-\d+@/);
      expect((await feedEvents(page.request, `${backend.url}/calendar/exam.ics`)).some((event) => event.summary === title)).toBe(false);

      await page.goto(`${backend.url}/dashboard/calendar`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page.getByLabel('Last day')).toHaveValue('2099-11-04');
      const renamed = `${title} (extended)`;
      await englishField(page, 'Title').fill(renamed);
      await page.getByLabel('Last day').fill('2099-11-05');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      const withUid = (await feedEvents(page.request, `${backend.url}/calendar.ics`)).filter((event) => event.uid === added?.uid);
      expect(withUid.map((event) => [event.summary, event.endDate.toString(), event.sequence])).toEqual([[renamed, '2099-11-06', 1]]);

      // Deleted, it leaves the page and the feed.
      await page.goto(`${backend.url}/dashboard/calendar`);
      await page.getByRole('link', { name: `Delete: ${renamed}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Deleted successfully');
      await page.goto(`${backend.url}/calendar?view=month&month=2099-11`);
      await expect(page.getByTestId('calendar-month').getByText(renamed)).toHaveCount(0);
      expect((await feedEvents(page.request, `${backend.url}/calendar.ics`)).some((event) => event.uid === added?.uid)).toBe(false);
    });

    test(`a CSV import adds the good lines and names the bad one${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const first = uniqueName('Foundation Day');
      const second = uniqueName('Unit test');
      const csv = ['Date,Title,Type', `14/02/2099,${first},holiday`, `30/02/2099,Not a real day,holiday`, `2099-02-20,${second},exam`].join('\r\n');
      await page.goto(`${backend.url}/dashboard/calendar`);
      await page.getByLabel('CSV file').setInputFiles({ name: 'term.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import' }).click();
      const result = page.getByTestId('calendar-import-result');
      await expect(result.getByRole('status')).toHaveText('2 dates added to the calendar.');
      await expect(result.getByRole('alert')).toContainText('Line 3: That date does not exist');
      await expectNoSeriousA11yViolations(page);

      await page.goto(`${backend.url}/calendar?view=month&month=2099-02`);
      const listed = page.getByTestId('calendar-item');
      await expect(listed.filter({ hasText: first })).toContainText('Holiday');
      await expect(listed.filter({ hasText: second })).toContainText('Examination');
      await expect(listed.filter({ hasText: 'Not a real day' })).toHaveCount(0);

      // A file that is not a CSV is refused with a message under the field; nothing is added.
      await page.goto(`${backend.url}/dashboard/calendar`);
      await page.getByLabel('CSV file').setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) });
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.locator('#field-file-error')).toContainText('This file is not a CSV text file.');
      await expect(page.getByRole('alert')).toHaveText('Some details need correcting.');
    });
  });
}

test.describe('the calendar asked as an outsider would @desktop', () => {
  test('odd addresses get a page or a 404, never an error, and the feed sets no cookie', async ({ request, baseURL }) => {
    // A month no Date can name, a kind that is not one, a view that does not exist: the plain list or this month.
    for (const query of ['?view=month&month=9999-12', '?view=month&month=2027-13', '?kind=party', '?view=year']) {
      const answer = await request.get(`${baseURL}/calendar${query}`);
      expect(answer.status(), query).toBe(200);
    }
    for (const path of ['/calendar/party.ics', '/calendar/holiday', '/calendar/..%2F..%2Fetc%2Fpasswd.ics', '/hi/calendar/HOLIDAY.ics']) {
      expect((await request.get(`${baseURL}${path}`)).status(), path).toBe(404);
    }
    const feed = await request.get(`${baseURL}/calendar/holiday.ics`, { headers: { Cookie: 'school_session=forged' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['set-cookie']).toBeUndefined();
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    // Writes are the staff's: without a session the API refuses, and another site's origin is refused too.
    const write = await request.post(`${baseURL}/api/calendar`, { data: { kind: 'holiday', title: 'Fake', startsOn: '2099-01-01' } });
    expect(write.status()).toBe(401);
    const crossSite = await request.post(`${baseURL}/api/calendar`, {
      data: { kind: 'holiday', title: 'Fake', startsOn: '2099-01-01' },
      headers: { Origin: 'https://evil.example', Cookie: 'school_session=forged' },
    });
    expect(crossSite.status()).toBe(403);
  });
});
