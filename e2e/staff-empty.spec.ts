import { expect, test } from '@playwright/test';
import { emptySiteURL } from './support/site';
import { signInAsStaff } from './support/staff';

/** SPEC.md's empty messages on the management lists, on the site that has no content at all. */
const lists = [
  ['/dashboard/delnotice', 'No Notice Found'],
  ['/dashboard/del-picture', 'No photos found.'],
  ['/dashboard/del-events', 'No events yet.'],
  ['/dashboard/delfaculty', 'No Faculty Found.'],
  ['/dashboard/deltopperlist', 'No student results found.'],
  ['/dashboard/testimonials', 'No testimonials found.'],
  ['/dashboard/delpost', 'No job posts yet.'],
  ['/dashboard/getresume', 'No applications yet.'],
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
