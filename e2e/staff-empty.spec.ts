import { expect, test } from '@playwright/test';
import { emptySiteURL } from './support/site';
import { signInAsStaff } from './support/staff';

/**
 * SPEC.md §2.6's empty messages on the management lists, word for word (DESIGN.md §5 keeps them), on
 * the site that has no content at all. Testimonials and the inbox have none in SPEC.md: ours.
 */
const lists = [
  ['/dashboard/delnotice', 'No Notice found.'],
  ['/dashboard/del-picture', 'No photo found'],
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
