import type { Browser, Page } from '@playwright/test';
import { signInAsStaff, staffSiteURL, visitorAddress } from './staff';

/** What the inbox's specs share: a visitor's own page (its own address), and an item as staff find it. */

export async function visitorPage(browser: Browser, { javaScript = true }: { javaScript?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
  });
  return context.newPage();
}

export async function inboxItem(page: Page, name: string, show: 'enquiries' | 'messages' = 'enquiries') {
  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard/inbox${show === 'messages' ? '?show=messages' : ''}`);
  return page.getByTestId('inbox-item').filter({ hasText: name });
}
