import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, phonePhoto, signInAsStaff, screenFlowBackends, staffSiteURL, uniqueName } from './support/staff';

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} staff toppers and testimonials`, () => {
    test(`add, edit and delete a topper, and see the rank change on the Toppers page${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const name = uniqueName('Riya Kumari');

      await page.goto(`${backend.url}/dashboard/add-topper`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Topper' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Student’s name').fill(name);
      await page.getByLabel('Marks (%)').fill('100');
      await englishField(page, 'Class').fill('Class 8');
      await page.getByLabel('Exam year').fill('2026');
      await page.getByLabel('Photo').setInputFiles({ name: 'riya.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#0369a1') });
      await page.getByRole('button', { name: 'Add Topper' }).click();
      await expect(page.getByRole('status')).toHaveText('Topper added successfully');

      // Full marks: first on the page, with the 1st badge.
      await page.goto(`${backend.url}/school-topper`);
      const first = page.getByTestId('topper-card').first();
      await expect(first).toContainText(name);
      await expect(first.getByTestId('rank-badge')).toContainText('1st');

      await page.goto(`${backend.url}/dashboard/deltopperlist`);
      await page.getByRole('link', { name: `Edit: ${name}` }).click();
      await expect(page.getByLabel('Marks (%)')).toHaveValue('100');
      await page.getByLabel('Marks (%)').fill('41.5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/school-topper`);
      await expect(page.getByTestId('topper-card').first()).not.toContainText(name);
      const card = page.getByTestId('topper-card').filter({ hasText: name });
      await expect(card.getByTestId('rank-badge')).toHaveCount(0);
      await expect(card.getByTestId('topper-marks')).toHaveAttribute('data-marks', '41.5');

      await page.goto(`${backend.url}/dashboard/deltopperlist`);
      await page.getByRole('link', { name: `Delete: ${name}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Deleted successfully');
      await page.goto(`${backend.url}/school-topper`);
      await expect(page.getByTestId('topper-card').filter({ hasText: name })).toHaveCount(0);
    });

    test(`add, edit and delete a testimonial, and see each change on the Testimonials page${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const name = uniqueName('Sunita Devi');

      await page.goto(`${backend.url}/dashboard/add-testimonial`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Testimonial' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Parent’s name').fill(name);
      // Markup typed by staff stays text on the public pages.
      const relation = 'Mother of Aman <img src=x onerror="window.pwned=1">';
      await englishField(page, 'Who they are').fill(relation);
      await englishField(page, 'What they said').fill('The teachers know every child by name.');
      await page.getByRole('button', { name: 'Add Testimonial' }).click();
      // The list of testimonials, saying so (decision 0067; it went to the overview before).
      await expect(page.getByRole('status')).toHaveText('Testimonial added successfully');
      await expect(page).toHaveURL(/\/dashboard\/testimonials$/);

      await page.goto(`${backend.url}/testimonial`);
      const slide = page.getByTestId('testimonial-slide').filter({ hasText: name });
      await expect(slide).toHaveCount(1);
      await expect(slide).toContainText('The teachers know every child by name.');
      await expect(slide).toContainText(relation);
      await expect(slide.locator('img[src="x"]')).toHaveCount(0);
      await page.goto(`${backend.url}/`);
      await expect(page.getByTestId('testimonial').filter({ hasText: relation })).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

      await page.goto(`${backend.url}/dashboard/testimonials`);
      await page.getByRole('link', { name: `Edit: ${name}` }).click();
      await englishField(page, 'What they said').fill('Every child is known by name here.');
      await page.getByLabel('Photo').setInputFiles({ name: 'sunita.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#15803d') });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/testimonial`);
      await expect(page.getByTestId('testimonial-slide').filter({ hasText: name })).toContainText('Every child is known by name here.');

      await page.goto(`${backend.url}/dashboard/testimonials`);
      await page.getByRole('link', { name: `Delete: ${name}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Deleted successfully');
      await page.goto(`${backend.url}/testimonial`);
      await expect(page.getByTestId('testimonial-slide').filter({ hasText: name })).toHaveCount(0);
    });
  });
}

test('toppers and testimonials API for staff: 401 without a session, marks checked, 201/200/204 @desktop', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
  for (const kind of ['toppers', 'testimonials']) {
    expect((await visitor.post(`/api/${kind}`, { data: { name: 'x' } })).status()).toBe(401);
    expect((await visitor.patch(`/api/${kind}/1`, { data: { name: 'x' } })).status()).toBe(401);
    expect((await visitor.delete(`/api/${kind}/1`)).status()).toBe(401);
  }
  await visitor.dispose();

  const staff = await playwright.request.newContext({ baseURL: staffSiteURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'office', password: 'e2e office password' } })).status()).toBe(200);
  const badMarks = await staff.post('/api/toppers', { multipart: { name: 'A', marks: 'abc', std: 'Class 5' } });
  expect(badMarks.status()).toBe(400);
  expect((await badMarks.json()).error.fields).toEqual({ marks: 'Enter the percentage, a number from 0 to 100' });
  expect((await (await staff.post('/api/toppers', { data: { name: 'A', marks: 101, std: 'Class 5' } })).json()).error.fields.marks).toBe(
    'Enter the percentage, a number from 0 to 100',
  );

  const name = uniqueName('Aditya');
  const created = await staff.post('/api/toppers', { multipart: { name, marks: '92.5', std: 'Class 6' } });
  expect(created.status()).toBe(201);
  const { data } = await created.json();
  expect(data).toMatchObject({ name, marks: 92.5, std: 'Class 6', image: null });
  expect((await (await staff.patch(`/api/toppers/${data.id}`, { data: { marks: 93 } })).json()).data.marks).toBe(93);
  expect((await staff.delete(`/api/toppers/${data.id}`)).status()).toBe(204);

  const words = await staff.post('/api/testimonials', { data: { name: 'Parent', details: '' } });
  expect((await words.json()).error.fields).toEqual({ details: 'Enter what the parent said' });
  const testimonial = await staff.post('/api/testimonials', { data: { name: uniqueName('Parent'), details: 'Kind teachers.' } });
  expect(testimonial.status()).toBe(201);
  expect((await staff.delete(`/api/testimonials/${(await testimonial.json()).data.id}`)).status()).toBe(204);
  await staff.dispose();
});
