import { expect, type Locator, type Page } from '@playwright/test';
import { reactHasThePage } from './site';

/**
 * Helpers for the visitors' forms (issue 5): sending what only the server refuses, and seeing how a
 * form behaves while it is being sent.
 */

/**
 * Switches off the browser's own checks (required, e-mail type, maximum lengths), as an old browser or
 * a hand-made request would, so that only the server decides. Works with JavaScript off as well: the
 * test's script is not the page's.
 */
export async function bypassBrowserChecks(form: Locator): Promise<void> {
  await scriptsHaveThePage(form.page());
  await form.evaluate((element) => {
    element.setAttribute('novalidate', '');
    for (const field of element.querySelectorAll('[maxlength]')) field.removeAttribute('maxlength');
  });
}

/**
 * With scripts on, waits until React has the page (a public page's scripts start after its first
 * paint, decision 0073). A form changed by hand before that is one React does not recognise when it
 * hydrates: it draws the form again, and the change is gone. With scripts off there is nothing to wait for.
 */
async function scriptsHaveThePage(page: Page): Promise<void> {
  if (await page.evaluate(() => matchMedia('(scripting: enabled)').matches)) await reactHasThePage(page);
}

/** Chooses a value the list does not offer (a tampered or stale form). */
export async function chooseUnlisted(select: Locator, value: string): Promise<void> {
  await scriptsHaveThePage(select.page());
  await select.evaluate((element, option) => {
    const added = element.ownerDocument.createElement('option');
    added.value = option;
    added.textContent = option;
    element.append(added);
  }, value);
  await select.selectOption(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The server's message for this field, shown right under it, marked invalid and read with it. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  // Beside the field: in the field's own frame (label, input, hint, error), not in a list elsewhere.
  await expect(field.locator('xpath=..').getByText(message, { exact: true })).toBeVisible();
}

/**
 * Holds the form's POSTs to `path` until `release()`, counting them, so a test can see the form while
 * it is being sent (button disabled, nothing sent twice) without depending on the server's speed.
 */
export async function holdPosts(page: Page, path: string): Promise<{ posts: () => number; release: () => void }> {
  let count = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // With JavaScript React Router posts to `<path>.data`; without it, to the path itself.
  await page.route(
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      count += 1;
      await released;
      await route.continue();
    },
  );
  return { posts: () => count, release };
}

/**
 * Marks the page's window; the mark is gone if the page reloads. It waits until React has the page (a
 * public page's scripts start after its first paint, decision 0073): before that a form posts as HTML.
 */
export async function markWindow(page: Page): Promise<void> {
  await reactHasThePage(page);
  await page.evaluate(() => {
    (window as unknown as { notReloaded?: boolean }).notReloaded = true;
  });
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}
