import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, phonePhoto, signInAsStaff, screenFlowBackends, staffSiteURL, uniqueName } from './support/staff';

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} staff events`, () => {
    test(`add, edit and delete an event, and see each change on Upcoming Events${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Annual Day');

      await page.goto(`${backend.url}/dashboard/add-upevents`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Photo').setInputFiles({ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#b45309') });
      await englishField(page, 'Title').fill(title);
      await page.getByLabel('Event date').fill('2031-02-14');
      await englishField(page, 'Description').fill('Songs, dances and prizes.');
      await page.getByRole('button', { name: 'Add Event' }).click();
      // The list of events, saying so (decision 0067; it went to the overview before).
      await expect(page.getByRole('status')).toHaveText('Event added successfully');
      await expect(page).toHaveURL(/\/dashboard\/del-events$/);
      await expect(page.getByRole('link', { name: `Edit: ${title}` })).toBeVisible();

      await page.goto(`${backend.url}/upcoming-events`);
      const card = page.getByTestId('event-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('event-date')).toHaveText('14 Feb 2031');

      await page.goto(`${backend.url}/dashboard/del-events`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page.getByLabel('Event date')).toHaveValue('2031-02-14');
      const changed = `${title} (moved)`;
      await englishField(page, 'Title').fill(changed);
      await page.getByLabel('Event date').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/upcoming-events`);
      await expect(page.getByTestId('event-card').filter({ hasText: changed }).getByTestId('event-date')).toHaveText('Date to be announced');

      await page.goto(`${backend.url}/dashboard/del-events`);
      await page.getByRole('link', { name: `Delete: ${changed}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Events Picture deleted successfully');
      await page.goto(`${backend.url}/upcoming-events`);
      await expect(page.getByText(changed)).toHaveCount(0);
    });
  });
}

test('events API for staff: 401 without a session, 201/200/204 with one, photo required @desktop', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await visitor.post('/api/events', { multipart: { title: 'x' } })).status()).toBe(401);
  expect((await visitor.patch('/api/events/1', { data: { title: 'x' } })).status()).toBe(401);
  expect((await visitor.delete('/api/events/1')).status()).toBe(401);
  await visitor.dispose();

  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const invalid = await staff.post('/api/events', { multipart: { title: 'No photo', date: '2031-02-30' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error.fields).toEqual({ date: 'That date does not exist', photo: 'Choose a photo to upload.' });

  const title = uniqueName('Sports meet');
  const created = await staff.post('/api/events', {
    multipart: { title, date: '2031-03-01', photo: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
  });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  expect(data).toMatchObject({ title, date: '2031-03-01', description: '' });
  const patched = await staff.patch(`/api/events/${data.id}`, { data: { description: 'Bring water' } });
  expect((await patched.json()).data).toMatchObject({ title, date: '2031-03-01', description: 'Bring water' });
  expect((await staff.delete(`/api/events/${data.id}`)).status()).toBe(204);
  expect((await staff.get(data.image.src)).status()).toBe(404);
  await staff.dispose();
});
