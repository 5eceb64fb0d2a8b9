import { expect, test } from '@playwright/test';
import { expectNoReload, markWindow } from './support/forms';
import { expectNoSeriousA11yViolations } from './support/site';

test.describe('fixed-content pages', () => {
  test('Mission & Vision is served with its content in the HTML', async ({ request, page }) => {
    const response = await request.get('/mission&vision');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const phrase of ['Our Mission', 'Our Vision', 'Value-Based Education', 'Global Perspective', 'Community Focus', 'Academic Excellence']) {
      expect(html).toContain(phrase);
    }
    await page.goto('/mission&vision');
    await expect(page.locator('h1')).toHaveText('Mission & Vision');
    await expect(page).toHaveTitle('Mission & Vision | Sunrise Mission School');
    await expectNoSeriousA11yViolations(page);
  });

  test('the footer’s policy links land on their sections', async ({ page }) => {
    await page.goto('/');
    for (const [name, id] of [
      ['Privacy Policy', 'privacy'],
      ['Terms of Service', 'terms'],
      ['Cookie Policy', 'cookies'],
    ] as const) {
      await page.getByTestId('site-footer').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/policies#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(section).toBeInViewport();
    }
    await expect(page.locator('h1')).toHaveText('Policies');
    await expectNoSeriousA11yViolations(page);
  });

  test('the policies’ own list of sections names the page in every answer, and leads to each without a reload', async ({ page, request }) => {
    // A shared link's query is another page for the render cache, drawn with the island the first
    // answer put on the server's shelf, drawn apart from any address (decision 0072): its links must
    // still name this page.
    for (const address of ['/hi/policies', '/hi/policies?from=whatsapp', '/hi/policies?from=sms']) {
      const links = (await (await request.get(address)).text()).match(/href="[^"]*#privacy"/g);
      // The page's own list of sections and the footer's link.
      expect(links, address).toEqual(['href="/hi/policies#privacy"', 'href="/hi/policies#privacy"']);
    }
    await page.goto('/policies');
    await markWindow(page);
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    for (const [name, id] of [
      ['Cookie Policy', 'cookies'],
      ['Privacy Policy', 'privacy'],
    ] as const) {
      await onThisPage.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/policies#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
    await expect(page.getByTestId('retention').locator('li')).toHaveCount(4);
    await expectNoReload(page);
  });
});

test.describe('the About menu reaches Mission & Vision @desktop', () => {
  test('by hover', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu', exact: true });
    await menu.getByRole('link', { name: 'About', exact: true }).hover();
    await menu.getByRole('link', { name: 'Mission & Vision' }).click();
    await expect(page).toHaveURL(/\/mission&vision$/);
    await expect(page.getByTestId('page-header')).toContainText('Mission & Vision');
  });
});

test.describe('academic pages', () => {
  test('the curriculum shows six areas with their subjects and leads to both stages', async ({ page }) => {
    await page.goto('/school-curriculum');
    const areas = page.getByTestId('curriculum-area');
    await expect(areas).toHaveCount(6);
    for (const area of await areas.all()) expect(await area.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: 'Download Curriculum Guide' })).toHaveAttribute('href', '/prospectus');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /Secondary Education/ }).first().click();
    await expect(page).toHaveURL(/\/secondary-education$/);
    await expect(page.getByTestId('year-group')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('primary education shows Reception to Year 5 and a day from 8:00 assembly to 3:30 home time', async ({ page }) => {
    await page.goto('/primary-education');
    const groups = page.getByTestId('year-group');
    await expect(groups).toHaveCount(6);
    await expect(groups.first()).toContainText('Reception');
    await expect(groups.first()).toContainText('Ages 4–5');
    await expect(groups.last()).toContainText('Year 5');
    await expect(groups.last()).toContainText('Ages 9–10');
    const rows = page.getByTestId('timetable').locator('tbody tr');
    await expect(rows.first()).toContainText('8:00');
    await expect(rows.first()).toContainText('assembly');
    await expect(rows.last()).toContainText('3:30');
    await expect(rows.last()).toContainText('Home time');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'Download Prospectus' })).toHaveAttribute('href', '/prospectus');
    await expectNoSeriousA11yViolations(page);
  });
});
