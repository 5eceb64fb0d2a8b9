import { expect, test } from '@playwright/test';
import { emptySiteURL } from './support/site';
import { fullPattern, routeManifest } from './support/access-sweep';
import { signInAsStaff } from './support/staff';

/**
 * SPEC.md §2.6's empty messages on the management lists, word for word (DESIGN.md §5 keeps them), on
 * the site that has no content at all. Testimonials and the inbox have none in SPEC.md: ours.
 */
const lists = [
  ['/dashboard/delnotice', 'No Notice found.'],
  ['/dashboard/del-picture', 'No album yet'],
  ['/dashboard/del-events', 'No Events found'],
  ['/dashboard/delfaculty', 'No faculty found'],
  ['/dashboard/deltopperlist', 'No Student found'],
  ['/dashboard/testimonials', 'No testimonials found.'],
  ['/dashboard/delpost', 'No Post found'],
  ['/dashboard/getresume', 'No resumes uploaded yet.'],
  ['/dashboard/inbox', 'No admission enquiries here.'],
  ['/dashboard/inbox?show=messages', 'No messages here.'],
] as const;

test('every management list says so when it is empty @desktop', async ({ page }) => {
  await signInAsStaff(page, emptySiteURL);
  for (const [path, message] of lists) {
    await page.goto(`${emptySiteURL}${path}`);
    await expect(page.getByText(message, { exact: true }), path).toBeVisible();
    await expect(page.getByTestId('managed-item')).toHaveCount(0);
  }
});

/**
 * Every editor (`/dashboard/…/:id/edit`, from the built route manifest, so a new one is swept too)
 * answers 404 with its "no longer exists" message for an id that names nothing or is not a number,
 * and a change sent for an item that is gone (deleted in another tab) is refused the same way.
 */
test('every editor answers 404 for an item that is not there, and a change to one is refused @desktop', async ({ page }) => {
  const gone = 'This item no longer exists. It may have been deleted.';
  const routes = await routeManifest();
  const editors = Object.keys(routes)
    .map((id) => fullPattern(routes, id))
    .filter((pattern) => /^\/dashboard\/.+\/:id\/edit$/.test(pattern));
  expect(editors.length).toBeGreaterThanOrEqual(7);
  await signInAsStaff(page, emptySiteURL);
  for (const editor of editors) {
    for (const id of ['1', 'abc']) {
      const response = await page.goto(`${emptySiteURL}${editor.replace(':id', id)}`);
      expect(response?.status(), `${editor} with ${id}`).toBe(404);
      await expect(page.getByText(gone), editor).toBeVisible();
    }
  }
  // A valid change for an item that is gone: one editor without a photo, one with.
  const changes = {
    '/dashboard/notices/1/edit': { title: 'Sports Day', details: 'On the field.', date: '2026-12-01', category: 'sports', priority: 'medium' },
    '/dashboard/faculty/1/edit': { name: 'Mrs. Anjali Sinha', role: 'Principal', details: '', qualification: '', post: 'principal', appointment: '' },
  };
  for (const [address, fields] of Object.entries(changes)) {
    // A screen with a photo field takes multipart, the others a plain form, as their pages send them.
    const body = address.includes('faculty') ? { multipart: fields } : { form: fields };
    const response = await page.request.post(`${emptySiteURL}${address}`, { ...body, headers: { Origin: emptySiteURL }, maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain(gone);
  }
});
