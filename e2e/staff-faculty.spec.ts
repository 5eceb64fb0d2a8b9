import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, phonePhoto, signInAsStaff, screenFlowBackends, staffSiteURL, uniqueName } from './support/staff';

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} staff faculty`, () => {
    test(`add, edit (photo off) and delete a faculty member, and see each change on the Faculty pages${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const name = uniqueName('Mrs. Kavita Rao');

      await page.goto(`${backend.url}/dashboard/add-faculty`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Faculty' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Name').fill(name);
      await englishField(page, 'Title').fill('Hindi Teacher');
      await englishField(page, 'Details').fill('Eight years of teaching.');
      await page.getByLabel('Qualification').fill('M.A. (Hindi), B.Ed.');
      // Both choices start at "Not stated".
      await expect(page.getByRole('combobox', { name: /^Post/ })).toHaveValue('');
      await expect(page.getByLabel('Appointment')).toHaveValue('');
      await page.getByRole('combobox', { name: /^Post/ }).selectOption({ label: 'TGT (Trained Graduate Teacher)' });
      await page.getByLabel('Appointment').selectOption({ label: 'On contract' });
      await page.getByLabel('Photo').setInputFiles({ name: 'kavita.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#be185d') });
      await page.getByRole('button', { name: 'Add Faculty' }).click();
      // The list of faculty, saying so (decision 0067; it went to the overview before).
      await expect(page.getByRole('status')).toHaveText('Faculty member added successfully');
      await expect(page).toHaveURL(/\/dashboard\/delfaculty$/);

      await page.goto(`${backend.url}/school-faculty`);
      const card = page.getByTestId('faculty-card').filter({ hasText: name });
      await expect(card).toContainText('Hindi Teacher');
      await expect(card.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
      // The cards stay as they were: the qualification and the post are the profile's.
      await expect(card).not.toContainText('M.A. (Hindi), B.Ed.');
      await card.getByRole('link', { name: /View Profile/ }).click();
      const credentials = page.getByTestId('faculty-credentials');
      await expect(credentials).toContainText('QualificationM.A. (Hindi), B.Ed.');
      await expect(credentials).toContainText('PostTGT (Trained Graduate Teacher)');
      // In Hindi: the post in Hindi, the qualification as written, marked as English.
      await page.goto(`${backend.url}/hi${new URL(page.url()).pathname}`);
      const hindi = page.getByTestId('faculty-credentials');
      await expect(hindi).toContainText('पदटीजीटी (प्रशिक्षित स्नातक शिक्षक)');
      await expect(hindi.locator('[lang="en-IN"]')).toHaveText('M.A. (Hindi), B.Ed.');

      // Edit: a new role, and the photo taken off (initials instead).
      await page.goto(`${backend.url}/dashboard/delfaculty`);
      await page.getByRole('link', { name: `Edit: ${name}` }).click();
      await englishField(page, 'Title').fill('Head of Hindi');
      await expect(page.getByLabel('Qualification')).toHaveValue('M.A. (Hindi), B.Ed.');
      await expect(page.getByRole('combobox', { name: /^Post/ })).toHaveValue('tgt');
      await expect(page.getByLabel('Appointment')).toHaveValue('contract');
      await page.getByRole('combobox', { name: /^Post/ }).selectOption({ label: 'PGT (Post Graduate Teacher)' });
      await page.getByLabel('Appointment').selectOption({ label: 'Not stated' });
      await page.getByLabel('Remove the photo').check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/school-faculty`);
      await expect(card).toContainText('Head of Hindi');
      await expect(card.getByRole('img', { name: /^Initials of / })).toBeVisible();
      await card.getByRole('link', { name: /View Profile/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page.getByTestId('faculty-credentials')).toContainText('PostPGT (Post Graduate Teacher)');
      await expect(page.getByTestId('faculty-credentials')).toContainText('QualificationM.A. (Hindi), B.Ed.');
      await page.goto(`${backend.url}/dashboard/delfaculty`);
      await page.getByRole('link', { name: `Edit: ${name}` }).click();
      await expect(page.getByLabel('Appointment')).toHaveValue('');
      await expect(page.getByRole('combobox', { name: /^Post/ })).toHaveValue('pgt');

      await page.goto(`${backend.url}/dashboard/delfaculty`);
      await page.getByRole('link', { name: `Delete: ${name}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Deleted successfully');
      await page.goto(`${backend.url}/school-faculty`);
      await expect(page.getByTestId('faculty-card').filter({ hasText: name })).toHaveCount(0);
    });
  });
}

test('faculty API for staff: 401 without a session; name and role named when missing; photo optional @desktop', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await visitor.post('/api/faculty', { multipart: { name: 'x', role: 'y' } })).status()).toBe(401);
  expect((await visitor.patch('/api/faculty/1', { data: { name: 'x' } })).status()).toBe(401);
  expect((await visitor.delete('/api/faculty/1')).status()).toBe(401);
  await visitor.dispose();

  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const invalid = await staff.post('/api/faculty', { multipart: { name: ' ', role: '' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error.fields).toEqual({ name: 'Enter the teacher’s name', role: 'Enter the role, for example “Mathematics Teacher”' });

  const name = uniqueName('Mr. Arun Das');
  const created = await staff.post('/api/faculty', { data: { name, role: 'Music Teacher' } });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  expect(data).toMatchObject({ name, role: 'Music Teacher', details: '', image: null });
  const withPhoto = await staff.patch(`/api/faculty/${data.id}`, {
    multipart: { details: 'Tabla and harmonium', photo: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
  });
  const changed = (await withPhoto.json()).data;
  expect(changed).toMatchObject({ name, details: 'Tabla and harmonium' });
  expect(changed.image.src).toMatch(/\.webp$/);
  const removed = await staff.patch(`/api/faculty/${data.id}`, { data: { removePhoto: true } });
  expect((await removed.json()).data.image).toBeNull();
  expect((await staff.get(changed.image.src)).status()).toBe(404);

  // The disclosure's fields: set, refused off the list (400 under the field's name), cleared with null.
  const posted = await staff.patch(`/api/faculty/${data.id}`, { data: { qualification: 'M.A. (Music)', post: 'tgt', appointment: 'part-time' } });
  expect((await posted.json()).data).toMatchObject({ qualification: 'M.A. (Music)', post: 'tgt', appointment: 'part-time' });
  const offTheList = await staff.patch(`/api/faculty/${data.id}`, { data: { post: 'music-teacher' } });
  expect(offTheList.status()).toBe(400);
  expect((await offTheList.json()).error.fields).toEqual({ post: 'Choose one of the listed posts, or “Not stated”' });
  const cleared = await staff.patch(`/api/faculty/${data.id}`, { data: { post: null, appointment: null } });
  expect((await cleared.json()).data).toMatchObject({ qualification: 'M.A. (Music)', post: null, appointment: null });
  expect((await staff.delete(`/api/faculty/${data.id}`)).status()).toBe(204);
  await staff.dispose();
});
